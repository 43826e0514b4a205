import { DEFAULT_LABOR_ACCOUNT, DEFAULT_PART_ACCOUNT } from '../documents/constants';
import { INCOME_ACCOUNTS } from '../reference/accounts';

/**
 * The chart of accounts (docs/books.md §1): one per organisation, the same
 * for every branch (a branch's books are its postings and period balances).
 * Groups are fixed; accounts sit under a sub-group and are added and renamed
 * by the organisation. Codes are four-digit numbers, as the spec's labour and
 * part accounts (4000, 4100) are.
 */

/** The side an account's balance normally stands on: assets and expenses debit, the rest credit. */
export type Nature = 'Dr' | 'Cr';
export type TopGroup = 'Assets' | 'Liabilities' | 'Equity' | 'Income' | 'Expenses';

export type AccountGroup = { readonly Id: string; readonly Name: string; readonly Top: TopGroup };

export const TOP_NATURE: Readonly<Record<TopGroup, Nature>> = {
  Assets: 'Dr',
  Liabilities: 'Cr',
  Equity: 'Cr',
  Income: 'Cr',
  Expenses: 'Dr',
};

/** Fixed sub-groups (Tally's primary groups, as an Indian accountant reads them). */
export const ACCOUNT_GROUPS: readonly AccountGroup[] = [
  { Id: 'CashBank', Name: 'Cash and bank', Top: 'Assets' },
  { Id: 'Debtors', Name: 'Sundry debtors', Top: 'Assets' },
  { Id: 'Stock', Name: 'Stock in hand', Top: 'Assets' },
  { Id: 'TaxInput', Name: 'Duties and taxes (input)', Top: 'Assets' },
  { Id: 'CurrentAssets', Name: 'Other current assets', Top: 'Assets' },
  { Id: 'FixedAssets', Name: 'Fixed assets', Top: 'Assets' },
  { Id: 'Creditors', Name: 'Sundry creditors', Top: 'Liabilities' },
  { Id: 'TaxOutput', Name: 'Duties and taxes (output)', Top: 'Liabilities' },
  { Id: 'CurrentLiabilities', Name: 'Other current liabilities', Top: 'Liabilities' },
  { Id: 'Loans', Name: 'Loans', Top: 'Liabilities' },
  { Id: 'Capital', Name: 'Capital', Top: 'Equity' },
  { Id: 'Sales', Name: 'Sales and service income', Top: 'Income' },
  { Id: 'OtherIncome', Name: 'Other income', Top: 'Income' },
  { Id: 'DirectExpenses', Name: 'Direct expenses and cost of goods', Top: 'Expenses' },
  { Id: 'IndirectExpenses', Name: 'Indirect expenses', Top: 'Expenses' },
];

export const TOP_GROUPS: readonly TopGroup[] = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'];

/**
 * The accounts documents post to by role, so a posting names a role and the
 * seeded chart gives its code. These accounts cannot be deleted.
 */
export const SYSTEM_ACCOUNTS = {
  cash: 1000,
  bank: 1100,
  receivables: 1200,
  excessClearing: 1250,
  stock: 1300,
  stockInTransit: 1310,
  goodsOnChallan: 1320,
  inputCgst: 1400,
  inputSgst: 1410,
  inputIgst: 1420,
  tdsReceivable: 1450,
  payables: 2000,
  outputCgst: 2100,
  outputSgst: 2110,
  outputIgst: 2120,
  tdsPayable: 2150,
  advances: 2200,
  grni: 2210,
  capital: 3000,
  retained: 3100,
  openingEquity: 3200,
  labourIncome: DEFAULT_LABOR_ACCOUNT,
  partsIncome: DEFAULT_PART_ACCOUNT,
  discount: 4900,
  roundOff: 4800,
  cogs: 5000,
  stockAdjust: 5900,
  writeOff: 6000,
} as const;
export type AccountRole = keyof typeof SYSTEM_ACCOUNTS;

export type LedgerAccount = {
  /** Four digits, unique in the organisation. */
  readonly Code: number;
  readonly Name: string;
  /** One of ACCOUNT_GROUPS' ids. */
  readonly Group: string;
  /** Income accounts offered on labour or part lines (spec §7 LaborAccountsByType / PartsAccountsByType). */
  readonly Use?: 'Labor' | 'Parts';
  /** Seeded and posted to by documents: renamed, never deleted. */
  readonly System?: true;
};

const sys = (Code: number, Name: string, Group: string, Use?: 'Labor' | 'Parts'): LedgerAccount => ({
  Code,
  Name,
  Group,
  ...(Use ? { Use } : {}),
  System: true,
});
const own = (Code: number, Name: string, Group: string): LedgerAccount => ({ Code, Name, Group });

/** The chart an organisation starts with: an Indian workshop's books, GST heads each their own ledger. */
export const SEED_ACCOUNTS: readonly LedgerAccount[] = [
  sys(1000, 'Cash in hand', 'CashBank'),
  sys(1100, 'Bank account', 'CashBank'),
  sys(1200, 'Customers (receivables)', 'Debtors'),
  sys(1250, 'Claim excess to be billed', 'CurrentAssets'),
  sys(1300, 'Stock in hand', 'Stock'),
  sys(1310, 'Stock in transit (between branches)', 'Stock'),
  sys(1320, 'Goods sent on delivery challan', 'Stock'),
  sys(1400, 'GST input CGST', 'TaxInput'),
  sys(1410, 'GST input SGST', 'TaxInput'),
  sys(1420, 'GST input IGST', 'TaxInput'),
  sys(1450, 'TDS receivable', 'TaxInput'),
  own(1500, 'Tools and equipment', 'FixedAssets'),
  own(1510, 'Furniture and fixtures', 'FixedAssets'),
  sys(2000, 'Vendors (payables)', 'Creditors'),
  sys(2100, 'GST output CGST', 'TaxOutput'),
  sys(2110, 'GST output SGST', 'TaxOutput'),
  sys(2120, 'GST output IGST', 'TaxOutput'),
  sys(2150, 'TDS payable', 'TaxOutput'),
  sys(2200, 'Customer advances (unapplied receipts)', 'CurrentLiabilities'),
  sys(2210, 'Stock received, bill pending', 'CurrentLiabilities'),
  own(2500, 'Loans from bank', 'Loans'),
  sys(3000, "Owner's capital", 'Capital'),
  sys(3100, 'Retained earnings', 'Capital'),
  sys(3200, 'Opening balance equity', 'Capital'),
  // The spec's income accounts (the reference list the labour and part lines already offer).
  ...INCOME_ACCOUNTS.map((a) =>
    a._id === DEFAULT_LABOR_ACCOUNT || a._id === DEFAULT_PART_ACCOUNT
      ? sys(a._id, a.Name, 'Sales', a.Use)
      : { Code: a._id, Name: a.Name, Group: 'Sales', Use: a.Use },
  ),
  sys(4800, 'Round off', 'OtherIncome'),
  own(4810, 'Other income', 'OtherIncome'),
  sys(4900, 'Discount allowed', 'Sales'),
  sys(5000, 'Cost of goods sold', 'DirectExpenses'),
  own(5100, 'Outside work (sublet) cost', 'DirectExpenses'),
  sys(5900, 'Stock adjustments', 'DirectExpenses'),
  sys(6000, 'Bad debts written off', 'IndirectExpenses'),
  own(6100, 'Rent', 'IndirectExpenses'),
  own(6110, 'Salaries and wages', 'IndirectExpenses'),
  own(6120, 'Electricity', 'IndirectExpenses'),
  own(6130, 'Bank charges', 'IndirectExpenses'),
  own(6140, 'Telephone and internet', 'IndirectExpenses'),
  own(6150, 'Repairs and maintenance', 'IndirectExpenses'),
];

export const groupOf = (id: string): AccountGroup | undefined => ACCOUNT_GROUPS.find((g) => g.Id === id);
export const natureOf = (account: Pick<LedgerAccount, 'Group'>): Nature =>
  TOP_NATURE[groupOf(account.Group)?.Top ?? 'Assets'];
export const isProfitAndLoss = (account: Pick<LedgerAccount, 'Group'>): boolean => {
  const top = groupOf(account.Group)?.Top;
  return top === 'Income' || top === 'Expenses';
};

/** The lowest and highest code an account may take. */
export const ACCOUNT_CODE_MIN = 1000;
export const ACCOUNT_CODE_MAX = 9999;
