import * as z from 'zod';
import { ifscCode } from '../validation/ifsc';
import { BankMessages } from './bank-messages';
import { BANK_PAYMENT_TYPES, MAX_BANK_ACCOUNTS, type BankSettings } from './bank-accounts';

/** The bank settings' call shapes (docs/books.md §1.1); the rules are bank-accounts.ts. */

const accountId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, BankMessages.unknownAccount('?'));

/** An account as the settings PUT takes it: without `Id` a new one (it gets its ledger account), with `Id` an edit. */
export const bankAccountInput = z.strictObject({
  Id: accountId.optional(),
  Name: z.string().trim().min(1, BankMessages.name).max(60),
  Bank: z.string().trim().min(1, BankMessages.bank).max(80),
  AccNo: z
    .string()
    .trim()
    .regex(/^\d{9,18}$/, BankMessages.accountNumber),
  IFSC: ifscCode,
  /** An account no longer used: kept (its ledger account holds its postings), mapped to no payment type. */
  Active: z.boolean().optional(),
});
export type BankAccountInput = z.input<typeof bankAccountInput>;

/**
 * PUT Accounting/BankSettings at the `ver` read (0 before the first save). What
 * is left out is kept: an account not listed stays as it is (accounts are
 * never removed, only made inactive), a payment type not in `Map` keeps its
 * account; `null` sends a type back to the default bank account.
 */
export const bankSettingsBody = z.strictObject({
  ver: z.number().int().min(0),
  Accounts: z.array(bankAccountInput).max(MAX_BANK_ACCOUNTS, BankMessages.tooMany(MAX_BANK_ACCOUNTS)).optional(),
  Map: z.partialRecord(z.enum(BANK_PAYMENT_TYPES), accountId.nullable()).optional(),
});
export type BankSettingsBody = z.input<typeof bankSettingsBody>;

export const bankAccount = z.object({
  Id: z.string(),
  Name: z.string(),
  Bank: z.string(),
  AccNo: z.string(),
  IFSC: z.string(),
  /** Its ledger account (1110…), named after it in the chart. */
  Acc: z.number().int(),
  Active: z.boolean(),
});

export const bankSettingsAnswer = z.object({
  Accounts: z.array(bankAccount),
  /** Payment type → account Id; a type not here posts to the default bank account 1100. */
  Map: z.record(z.string(), z.string()),
  ver: z.number().int(),
}) satisfies z.ZodType<BankSettings>; // the rules' type (bank-accounts.ts): the two cannot drift apart
