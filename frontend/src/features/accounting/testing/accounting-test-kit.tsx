import type { UserAndEntity } from '@shared/api/routes/iam';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import type { InvoiceAnswer, PaymentAnswer } from '@shared/invoices/call-schemas';
import { useLocation } from 'react-router';
import { renderRoutes } from '../../../components/testing/render';
import { fakeServerOfFile } from '../../../components/testing/fake-server';
import { stubServer as stubAnyServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { accountingScreens } from '../routes/screens';

export type { Sent };

/**
 * The accounting screens against the shared fake server at the fetch boundary
 * (the API client, its contract parsing and error mapping run for real), in a
 * memory router with the app's error toasts.
 */
export type FakeServer = (sent: Sent) => Response | undefined;
export const ok = (body: unknown) => jsonResponse(200, body);
export const refuse = (status: number, message: string) => jsonResponse(status, { errorCode: status, message });

/** A cashier: reads and edits invoices, takes payments. */
export function cashierSession(): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: { Customer: 'R' },
      Accounting: { Access: true, MA: false, Invoice: 'CRU', CPay: 'CRU' },
    },
  });
  return {
    ...session,
    Entity: { ...session.Entity, Config: { ...session.Entity.Config, Accounting: { Access: true } } },
  };
}

/** An accountant: the Accounting module admin (with expenses, VPay) who may also read the reports. */
export function accountantSession(): UserAndEntity {
  const cashier = cashierSession();
  return {
    ...cashier,
    Access: {
      ...cashier.Access,
      Accounting: { Access: true, MA: true, Invoice: 'CRU', CPay: 'CRU', VPay: 'CRUD' },
      Reports: { Access: true, MA: true },
    },
  } as UserAndEntity;
}

const lookups = ({ path }: Sent): Response | undefined => {
  if (path === 'System/TaxCodes') return ok(DEFAULT_TAX_CODES);
  if (path === 'System/Insurance') return ok([{ _id: 'INS1', Name: 'New India Assurance', Sector: 'Public' }]);
  return undefined;
};

export const stubServer = (server: FakeServer): Sent[] =>
  stubAnyServer(
    (call) => server(call) ?? lookups(call) ?? refuse(404, `No fake answer for ${call.method} ${call.path}`),
  );

/** The fake server of a test file of these screens (components/testing/fake-server.ts fakeServerOfFile). */
export const fakeAccountingServer = () => fakeServerOfFile(stubServer);

/** Shows where a link or navigation went, for paths the test does not render. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export function renderAccounting(at: string, session: UserAndEntity = cashierSession()) {
  return renderRoutes(
    [
      { path: '/Accounting/Invoices', Component: accountingScreens.invoiceDashboard.Component },
      { path: '/Accounting/Invoice/:Id/*', Component: accountingScreens.invoice.Component },
      { path: '/Accounting/ReceivePayment/New', Component: accountingScreens.receivePayment.Component },
      { path: '/Accounting/PaymentSearch', Component: accountingScreens.paymentSearch.Component },
      { path: '/Accounting/Chartofaccounts', Component: accountingScreens.chartOfAccounts.Component },
      { path: '/Accounting/TrialBalance', Component: accountingScreens.trialBalance.Component },
      { path: '/Accounting/ProfitAndLoss', Component: accountingScreens.profitAndLoss.Component },
      { path: '/Accounting/Journal/New', Component: accountingScreens.journalEntry.Component },
      { path: '*', Component: Elsewhere },
    ],
    at,
    session,
  );
}

/** A valid document id (a ULID) numbered n. */
export const docId = (n: number): string => `01JD${String(n).padStart(22, '0')}`;
export const INVOICE_ID = docId(1);

const zero = {
  Labor: 0,
  Parts: 0,
  Taxable: 0,
  CGST: 0,
  SGST: 0,
  IGST: 0,
  Total: 0,
  Adjust: 0,
  GrandTotal: 0,
  Credited: 0,
  Paid: 0,
  Due: 0,
};

/** An invoice as the server answers it: a Draft for Ravi Kumar, one labour line and one part, within Maharashtra. */
export const invoiceAnswer = (over: Partial<InvoiceAnswer> = {}): InvoiceAnswer => ({
  _id: INVOICE_ID,
  Num: '',
  Sts: 'Draft',
  ver: 2,
  EntId: 'ent-1',
  InvDate: '2026-11-24',
  CrDate: '2026-11-24',
  CrBy: 'user-1',
  Payer: 'customer',
  Cust: 'C1',
  RegNo: 'MH12AB1234',
  WONum: 'WO/2627/00007',
  Supplier: { Name: 'Demo Motors Pune', GSTIN: '27AAACD1234F1Z5', StCode: '27' },
  BillTo: { Name: 'Ravi Kumar', StCode: '27', Ph: '9800000001' },
  POS: '27',
  POSName: 'Maharashtra',
  IntraState: true,
  Totals: {
    ...zero,
    Labor: 1200,
    Parts: 2900,
    Taxable: 4100,
    CGST: 369,
    SGST: 369,
    Total: 4838,
    GrandTotal: 4838,
    Due: 4838,
  },
  Words: 'Rupees four thousand eight hundred thirty-eight only',
  Payments: [],
  CreditNotes: [],
  Actions: ['Approve', 'Cancel', 'Audit Log', 'Settings'],
  CanAudit: true,
  Ops: [{ _id: 'IO1', Desc: 'Front brake pads replace', Qty: 1.5, Pr: 800, TCode: 106, SAC: '9987' }],
  Items: [{ _id: 'IP1', Desc: 'Brake pad set', Qty: 2, UnPr: 1450, TCode: 106, HSN: '8708' }],
  ...over,
});

/** A dashboard row numbered n. */
export const invoiceRow = (n: number, over: Record<string, unknown> = {}) => ({
  _id: docId(n),
  Num: `INV/2627/${String(n).padStart(5, '0')}`,
  Sts: 'Unpaid',
  InvDate: '2026-11-20',
  Payer: 'customer',
  Cust: 'C1',
  Name: `Customer ${n}`,
  RegNo: `KA01AB${1000 + n}`,
  WONum: `WO/2627/${String(n).padStart(5, '0')}`,
  GrandTotal: 123456.5,
  Payable: 123456.5,
  Due: 100000,
  ...over,
});

export const paymentAnswer = (over: Partial<PaymentAnswer> = {}): PaymentAnswer => ({
  _id: docId(900),
  Num: 'RCPT/2627/00001',
  Date: '2026-11-24',
  Cust: 'C1',
  Name: 'Ravi Kumar',
  Type: 'Cash',
  Amount: 1000,
  Applied: [],
  Unapplied: 0,
  CrBy: 'user-1',
  ver: 1,
  ...over,
});

/** The machine is shared: give list refreshes more than waitFor's default second. */
export const SLOW = { timeout: 5000 };
