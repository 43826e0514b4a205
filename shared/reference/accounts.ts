import { DEFAULT_LABOR_ACCOUNT, DEFAULT_PART_ACCOUNT } from '../documents/constants';

/**
 * Income accounts for labour and parts lines (spec service-documents §7
 * 'Accounts, categories, quick lists' and §9: defaults 4000 and 4100).
 */
export type AccountType = 'Income';
export type AccountUse = 'Labor' | 'Parts';
export type IncomeAccount = {
  readonly _id: number;
  readonly Name: string;
  readonly Type: AccountType;
  readonly Use: AccountUse;
};

export const INCOME_ACCOUNTS: readonly IncomeAccount[] = [
  { _id: DEFAULT_LABOR_ACCOUNT, Name: 'Labour Income', Type: 'Income', Use: 'Labor' },
  { _id: 4010, Name: 'Labour Income - Insurance Jobs', Type: 'Income', Use: 'Labor' },
  { _id: 4020, Name: 'Outside Work (Sublet) Income', Type: 'Income', Use: 'Labor' },
  { _id: DEFAULT_PART_ACCOUNT, Name: 'Parts Sales', Type: 'Income', Use: 'Parts' },
  { _id: 4110, Name: 'Lubricants and Oil Sales', Type: 'Income', Use: 'Parts' },
  { _id: 4120, Name: 'Accessories Sales', Type: 'Income', Use: 'Parts' },
];
