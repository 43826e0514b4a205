import { inModule, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type ScreenName =
  | 'receiptNew'
  | 'receiptSearch'
  | 'receipt'
  | 'receiptReopen'
  | 'returnList'
  | 'returnNew'
  | 'returnView'
  | 'creditNotes';
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.salesScreens[name]);

/** As the calls need (shared/api/routes/sales-receipts.ts; pinned by app/screens.test.ts): Accounting SlsRcpt. */
const RECEIPT_READ: Permission = inModule('Accounting', resource('Accounting', 'SlsRcpt', 'R'));
const RECEIPT_CREATE: Permission = inModule('Accounting', resource('Accounting', 'SlsRcpt', 'C'));
const RECEIPT_UPDATE: Permission = inModule('Accounting', resource('Accounting', 'SlsRcpt', 'U'));
/** shared/api/routes/credit-notes.ts: Sales CNote R. */
const CNOTE_READ: Permission = inModule('Sales', resource('Sales', 'CNote', 'R'));

/** The counter sale's screens (spec platform §2 'Accounting'; docs/sales.md §6). */
export const salesManifest: FeatureManifest = [
  {
    path: 'Accounting/salesreceiptsearch',
    title: 'Sales Receipts',
    module: 'Accounting',
    permission: RECEIPT_READ,
    rule: 'salesReceipts',
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('receiptSearch'),
  },
  {
    path: 'Accounting/salesreceipts/New',
    title: 'Sales Receipt',
    module: 'Accounting',
    permission: RECEIPT_CREATE,
    rule: 'salesReceipts',
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('receiptNew'),
  },
  {
    path: 'Accounting/salesreceipts/:Id',
    title: 'Sales Receipt',
    module: 'Accounting',
    permission: RECEIPT_READ,
    lazy: load('receipt'),
  },
  // A receipt of today re-opened (docs/sales.md §13): SlsRcpt U; the call also wants the flag ReOpenSR.
  {
    path: 'Accounting/salesreceipts/:Id/ReOpen',
    title: 'Re-open Sales Receipt',
    module: 'Accounting',
    permission: RECEIPT_UPDATE,
    rule: 'salesReceipts',
    lazy: load('receiptReopen'),
  },
  // Sales returns of counter sales (the spec's area salesreturn; docs/sales.md §12): the receipt's access.
  {
    path: 'salesreturn/salesreturns',
    title: 'Sales Returns',
    module: 'Accounting',
    permission: RECEIPT_READ,
    rule: 'salesReceipts',
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('returnList'),
  },
  {
    path: 'salesreturn/salesreturn/New',
    title: 'Sales Return',
    module: 'Accounting',
    permission: RECEIPT_CREATE,
    rule: 'salesReceipts',
    lazy: load('returnNew'),
  },
  {
    path: 'salesreturn/salesreturn/:Id',
    title: 'Sales Return',
    module: 'Accounting',
    permission: RECEIPT_READ,
    lazy: load('returnView'),
  },
  // The spec's area `credit` (platform §1): the branch's credit notes, invoices' and returns' (docs/sales.md §15).
  {
    path: 'credit/creditnotes',
    title: 'Credit Notes',
    module: 'Sales',
    permission: CNOTE_READ,
    menu: true,
    menuGroup: 'Sales',
    lazy: load('creditNotes'),
  },
];
