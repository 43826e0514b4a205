import { inModule, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type ScreenName = keyof typeof import('./routes/screens').purchasingScreens;
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.purchasingScreens[name]);

/** Equal to the calls' (app/screens.test.ts pins them to shared/api/routes/purchasing.ts): Inventory `PO`. */
const PO_READ: Permission = inModule('Inventory', resource('Inventory', 'PO', 'R'));
const PO_CREATE: Permission = inModule('Inventory', resource('Inventory', 'PO', 'C'));
/** Bills and payments made (docs/purchasing.md §12): Accounting `Bill` and `VPay`. */
const BILL_READ: Permission = inModule('Accounting', resource('Accounting', 'Bill', 'R'));
const BILL_CREATE: Permission = inModule('Accounting', resource('Accounting', 'Bill', 'C'));
const VPAY_READ: Permission = inModule('Accounting', resource('Accounting', 'VPay', 'R'));
const VPAY_CREATE: Permission = inModule('Accounting', resource('Accounting', 'VPay', 'C'));
/** Purchase returns and vendor notes (docs/purchase-returns.md §7): Inventory `DNote`. */
const DNOTE_READ: Permission = inModule('Inventory', resource('Inventory', 'DNote', 'R'));
const DNOTE_CREATE: Permission = inModule('Inventory', resource('Inventory', 'DNote', 'C'));

/** Purchase orders, receives, bills and payments made (spec platform §2 'Purchase' and 'Bills', paths as the spec spells them; docs/purchasing.md). */
export const purchasingManifest: FeatureManifest = [
  {
    path: 'PurchaseOrder/PurchaseOrders',
    title: 'Purchase Orders',
    module: 'Inventory',
    permission: PO_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('purchaseOrders'),
  },
  {
    path: 'PurchaseOrder/PurchaseOrder/New',
    title: 'Purchase Order',
    module: 'Inventory',
    permission: PO_CREATE,
    lazy: load('purchaseOrder'),
  },
  {
    path: 'PurchaseOrder/PurchaseOrder/:Id',
    title: 'Purchase Order',
    module: 'Inventory',
    permission: PO_READ,
    lazy: load('purchaseOrder'),
  },
  {
    path: 'PurchaseOrder/PurchaseReceives',
    title: 'Received Parts',
    module: 'Inventory',
    permission: PO_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('purchaseReceives'),
  },
  {
    path: 'PurchaseOrder/PurchaseReceive/New',
    title: 'Receive Parts',
    module: 'Inventory',
    permission: PO_CREATE,
    lazy: load('purchaseReceiveNew'),
  },
  {
    path: 'Bills/BillsDashboard',
    title: 'Bills',
    module: 'Accounting',
    permission: BILL_READ,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('bills'),
  },
  {
    path: 'Bills/Bill/New',
    title: 'New Bill',
    module: 'Accounting',
    permission: BILL_CREATE,
    lazy: load('billNew'),
  },
  {
    path: 'Bills/Bill/:Id',
    title: 'Bill',
    module: 'Accounting',
    permission: BILL_READ,
    lazy: load('bill'),
  },
  {
    path: 'Bills/PaymentsMade',
    title: 'Payments Made',
    module: 'Accounting',
    permission: VPAY_READ,
    menu: true,
    menuGroup: 'Accounting',
    lazy: load('billPayments'),
  },
  {
    path: 'Bills/BillPayment/New',
    title: 'Bill Payment',
    module: 'Accounting',
    permission: VPAY_CREATE,
    lazy: load('billPaymentNew'),
  },
  {
    path: 'Bills/BillPayment/:Id',
    title: 'Bill Payment',
    module: 'Accounting',
    permission: VPAY_READ,
    lazy: load('billPayment'),
  },
  {
    path: 'purchasereturn/purchasereturns',
    title: 'Purchase Order Returns',
    module: 'Inventory',
    permission: DNOTE_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('purchaseReturns'),
  },
  {
    path: 'purchasereturn/purchasereturn/New',
    title: 'Purchase Return',
    module: 'Inventory',
    permission: DNOTE_CREATE,
    lazy: load('purchaseReturnNew'),
  },
  {
    path: 'vendordebit/debits',
    title: 'Debit Notes',
    module: 'Inventory',
    permission: DNOTE_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('debitNotes'),
  },
  {
    path: 'vendordebit/debit/New',
    title: 'Debit Note',
    module: 'Inventory',
    permission: DNOTE_CREATE,
    lazy: load('debitNoteNew'),
  },
  {
    path: 'vendordebit/debit/:Id',
    title: 'Debit Note',
    module: 'Inventory',
    permission: DNOTE_READ,
    lazy: load('debitNote'),
  },
  {
    path: 'vendorcreditnote/vendorcreditnotes',
    title: 'Vendor Credit Notes',
    module: 'Inventory',
    permission: DNOTE_READ,
    menu: true,
    menuGroup: 'Inventory',
    lazy: load('vendorCredits'),
  },
  {
    path: 'vendorcreditnote/vendorcreditnote/New',
    title: 'Vendor Credit Note',
    module: 'Inventory',
    permission: DNOTE_CREATE,
    lazy: load('vendorCreditNew'),
  },
  {
    path: 'vendorcreditnote/vendorcreditnote/:Id',
    title: 'Vendor Credit Note',
    module: 'Inventory',
    permission: DNOTE_READ,
    lazy: load('vendorCredit'),
  },
];
