import { PAYMENT_TYPES, type PaymentType } from '../invoices/payment-types';
import { BankMessages } from './bank-messages';

/**
 * The branch's bank accounts and which payment types land in which
 * (settings/banksettings, docs/books.md §1.1). Each account has its own ledger
 * account under Cash and bank (1110, 1111, …); a payment received or made by a
 * mapped type posts there instead of the single default 1100. Cash always
 * posts to 1000 Cash in hand. Pure and without schemas, so a call family that
 * only posts payments builds none of the settings' schemas at load; the
 * schemas are bank-settings.ts.
 */

export type BankAccount = {
  Id: string;
  Name: string;
  Bank: string;
  AccNo: string;
  IFSC: string;
  /** Its ledger account (1110…), named after it in the chart. */
  Acc: number;
  Active: boolean;
};

export type BankSettings = {
  Accounts: BankAccount[];
  /** Payment type → account Id; a type not here posts to the default bank account 1100. */
  Map: Record<string, string>;
  ver: number;
};

/** What a save asks (its `ver` aside): accounts added (no Id) or edited, payment types moved (null: back to 1100). */
export type BankSettingsChange = {
  Accounts?:
    | readonly {
        Id?: string | undefined;
        Name: string;
        Bank: string;
        AccNo: string;
        IFSC: string;
        Active?: boolean | undefined;
      }[]
    | undefined;
  Map?: Partial<Record<string, string | null>> | undefined;
};

/** The payment types (platform §3, 1 to 9) whose money goes through a bank: every type but Cash. */
export const BANK_PAYMENT_TYPES = PAYMENT_TYPES.filter((t) => t !== 'Cash') as Exclude<PaymentType, 'Cash'>[];
export type BankPaymentType = (typeof BANK_PAYMENT_TYPES)[number];

/** Ledger codes the bank accounts take, in order (docs/books.md §1.1). */
export const BANK_CODE_FIRST = 1110;
export const BANK_CODE_LAST = 1199;
export const MAX_BANK_ACCOUNTS = 20;

export const NO_BANK_SETTINGS: BankSettings = { Accounts: [], Map: {}, ver: 0 };

/** The account number as lists show it: the last four digits only (•••• 1234). */
export const maskAccountNumber = (accNo: string): string => `•••• ${accNo.slice(-4)}`;

/**
 * The ledger account a payment of `type` posts its money to: the mapped
 * account's when the branch maps the type to an active account, else
 * undefined (the caller's default: 1000 for cash, 1100 for the rest).
 */
export function bankLedgerAccount(settings: Pick<BankSettings, 'Accounts' | 'Map'>, type: string): number | undefined {
  if (type === 'Cash') return undefined;
  const id = settings.Map[type];
  const account = id ? settings.Accounts.find((a) => a.Id === id) : undefined;
  return account?.Active ? account.Acc : undefined;
}

/** The first ledger code of the Bank accounts range that `used` does not hold, or undefined when all are taken. */
export function nextBankCode(used: ReadonlySet<number>): number | undefined {
  for (let code = BANK_CODE_FIRST; code <= BANK_CODE_LAST; code += 1) if (!used.has(code)) return code;
  return undefined;
}

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export type BankChange = {
  /** The settings after the change, with new accounts' ids and codes given. */
  next: Pick<BankSettings, 'Accounts' | 'Map'>;
  /** Ledger accounts to add (new bank accounts) or rename (a bank account renamed): code → name. */
  ledger: Map<number, string>;
};

/**
 * Applies a PUT to the stored settings (pure): edits the listed accounts,
 * adds the new ones with the next free codes (`usedCodes`: the chart's) and
 * ids from `newId`, merges the map. Answers the change or the first refusal
 * as `{ path, message }`.
 */
export function applyBankSettings(
  stored: Pick<BankSettings, 'Accounts' | 'Map'>,
  body: BankSettingsChange,
  usedCodes: ReadonlySet<number>,
  newId: () => string,
): BankChange | { path: string; message: string } {
  const accounts = stored.Accounts.map((a) => ({ ...a }));
  const ledger = new Map<number, string>();
  const used = new Set(usedCodes);
  for (const [i, input] of (body.Accounts ?? []).entries()) {
    const others = accounts.filter((a) => a.Id !== input.Id);
    if (others.some((a) => sameName(a.Name, input.Name)))
      return { path: `Accounts.${i}.Name`, message: BankMessages.nameTaken(input.Name) };
    const fields = { Name: input.Name, Bank: input.Bank, AccNo: input.AccNo, IFSC: input.IFSC };
    if (input.Id) {
      const found = accounts.find((a) => a.Id === input.Id);
      if (!found) return { path: `Accounts.${i}.Id`, message: BankMessages.unknownAccount(input.Id) };
      if (found.Name !== input.Name) ledger.set(found.Acc, input.Name);
      Object.assign(found, fields, input.Active === undefined ? {} : { Active: input.Active });
      continue;
    }
    if (accounts.length >= MAX_BANK_ACCOUNTS)
      return { path: 'Accounts', message: BankMessages.tooMany(MAX_BANK_ACCOUNTS) };
    const code = nextBankCode(used);
    if (code === undefined) return { path: `Accounts.${i}`, message: BankMessages.noCodeLeft };
    used.add(code);
    ledger.set(code, input.Name);
    accounts.push({ Id: newId(), ...fields, Acc: code, Active: input.Active ?? true });
  }
  const map: Record<string, string> = { ...stored.Map };
  for (const [type, id] of Object.entries(body.Map ?? {})) {
    if (id === null || id === undefined) {
      delete map[type];
      continue;
    }
    const account = accounts.find((a) => a.Id === id);
    if (!account) return { path: `Map.${type}`, message: BankMessages.unknownAccount(id) };
    map[type] = id;
  }
  // An account made inactive takes no payments: a type still mapped to it is refused, not silently moved.
  for (const [type, id] of Object.entries(map)) {
    const account = accounts.find((a) => a.Id === id);
    if (account && !account.Active)
      return { path: `Map.${type}`, message: BankMessages.inactiveMapped(account.Name, type) };
  }
  return { next: { Accounts: accounts, Map: map }, ledger };
}
