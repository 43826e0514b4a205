/**
 * The reports a role may be limited to (spec platform §2 'Reports', §3 access
 * data `Reports.Reports`: allowed report ids). The spec names the reports and
 * gives the id ranges per hundred (101-109, 201-210, 301-309, 401-406, 501-517,
 * 601-605, 701-705, 801-802) but not which id is which; docs/access-model.md
 * 'Report ids' records the numbering chosen here. The role editor picks from this
 * list, so people tick names, never type ids.
 */
export type ReportGroup =
  'Sales' | 'Receivables and payables' | 'Stock' | 'GST' | 'Profit and loss' | 'Service' | 'Purchases' | 'Accounts';

export type ReportEntry = { readonly id: string; readonly name: string; readonly group: ReportGroup };

const group = (name: ReportGroup, first: number, names: readonly string[]): ReportEntry[] =>
  names.map((n, i) => ({ id: String(first + i), name: n, group: name }));

export const REPORT_CATALOGUE: readonly ReportEntry[] = [
  ...group('Sales', 101, [
    'Customer-wise sales',
    'Item-wise sales',
    'Manufacturer-wise sales',
    'Category-wise sales',
    'Operator-wise sales',
    'Doctor-wise sales',
    'Sales register',
    'Daily sales summary',
    'Sales returns',
  ]),
  ...group('Receivables and payables', 201, [
    'Receivables',
    'Receivables ageing',
    'Payables',
    'Payables ageing',
    'Customer statement',
    'Vendor statement',
    'Payments received',
    'Payments made',
    'Unapplied payments',
    'Credit notes',
  ]),
  ...group('Stock', 301, [
    'Stock statement',
    'Stock valuation',
    'Batch details',
    'Reorder point',
    'Expiring drugs',
    'Stock movement',
    'Issued parts',
    'Warehouse transfers',
    'Stock adjustments',
  ]),
  ...group('GST', 401, ['GSTR1', 'GSTR2', 'HSN summary', 'Report by GST', 'Tax liability', 'E-invoice status']),
  ...group('Profit and loss', 501, [
    'Profit and loss (FIFO)',
    'Profit and loss (unit cost)',
    'Profit and loss (margin)',
    'Item-wise profit (FIFO)',
    'Item-wise profit (unit cost)',
    'Item-wise profit (margin)',
    'Customer-wise profit',
    'Category-wise profit',
    'Labour profit',
    'Parts profit',
    'Branch-wise profit',
    'Monthly profit',
    'Invoice-wise profit',
    'Repair order profit',
    'Sublet margin',
    'Discount analysis',
    'Tally import (AUTO2)',
  ]),
  ...group('Service', 601, [
    'Repair order list',
    'WO report',
    'Insurance expiring',
    'Technician productivity',
    'Estimates conversion',
  ]),
  ...group('Purchases', 701, [
    'Purchases',
    'Purchase register',
    'Purchase returns',
    'Vendor-wise purchases',
    'Item-wise purchases',
  ]),
  ...group('Accounts', 801, ['Day book', 'Trial balance']),
];

/** The name of a report id, or the id itself for one this version does not know (kept, never dropped). */
export const reportName = (id: string): string => REPORT_CATALOGUE.find((r) => r.id === id)?.name ?? `Report ${id}`;
