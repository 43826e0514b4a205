import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { rupeesToPaise } from '@shared/documents/money-math';
import { db, tableName } from '../lib/aws-clients';
import { keys as identityKeys } from '../data/identity/identity-keys';
import { invoiceStatusWrites } from '../data/invoices/invoice-items';
import { readInvoice } from '../data/invoices/invoices-repo';
import { transact } from '../data/table/transact';
import { putEntityInsurance } from '../data/settings/insurance-repo';
import { invoke, type Answer } from './invoke';
import {
  createCustomerAndVehicle,
  ok,
  serviceOrganisation,
  SERVICE_ROLES,
  TAX_18,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from './service-test-kit';

/**
 * Helpers of the invoice, payment and GST-return tests and benchmarks: an
 * organisation with a login per role and a customer with a vehicle, invoice
 * bodies in the spec's field names, and invoices in each state (Draft,
 * approved, Closed). No test-runner imports, so benchmarks use it too; a call
 * that does not answer 200 throws with the answer.
 */

export { ok, TAX_18 };
export type InvoicesOrganisation = ServiceOrganisation & { cv: CustomerAndVehicle };

/** One organisation per test file: every role's login and a customer with a vehicle (created by the advisor). */
export async function invoicesOrganisation(
  roles: readonly (typeof SERVICE_ROLES)[number][] = SERVICE_ROLES,
): Promise<InvoicesOrganisation> {
  const withAdvisor = roles.includes('advisor') ? roles : [...roles, 'advisor' as const];
  const s = await serviceOrganisation(withAdvisor);
  const cv = await createCustomerAndVehicle(s.tokens.advisor);
  return { ...s, cv };
}

/** Invoice line builders: labour `IO{n}` at ₹1,000 × n with SAC 9987, parts `IP{n}` 2 × ₹250.50 × n; both GST 18% (106). */
export const invoiceLines = {
  labor: (n: number, extra: Record<string, unknown> = {}) => ({
    _id: `IO${n}`,
    Desc: `Operation ${n}`,
    Qty: 1,
    Pr: 1000 * n,
    TCode: TAX_18,
    SAC: '9987',
    ...extra,
  }),
  part: (n: number, extra: Record<string, unknown> = {}) => ({
    _id: `IP${n}`,
    Desc: `Part ${n}`,
    Qty: 2,
    UnPr: 250.5 * n,
    TCode: TAX_18,
    HSN: '8708',
    ...extra,
  }),
};

/** A direct invoice's body for the customer: one labour line and one part unless `body` says otherwise. */
export const invoiceBody = (cv: CustomerAndVehicle, body: Record<string, unknown> = {}): Record<string, unknown> => ({
  Cust: cv.custId,
  ProdId: cv.prodId,
  Ops: [invoiceLines.labor(1)],
  Items: [invoiceLines.part(1)],
  ...body,
});

export const createDraftInvoice = (
  token: string,
  cv: CustomerAndVehicle,
  body: Record<string, unknown> = {},
): Promise<InvoiceAnswer> => ok<InvoiceAnswer>(invoicesRoutes.createInvoice, { token, body: invoiceBody(cv, body) });

/** An invoice action through the real handler, at the invoice's `ver`; the answer as it came. */
export const invoiceAction = <T = InvoiceAnswer>(
  token: string,
  inv: { _id: string; ver: number },
  Action: string,
  extra: Record<string, unknown> = {},
): Promise<Answer<T>> =>
  invoke<T>(invoicesRoutes.invoiceAction, { token, params: { Id: inv._id, Action }, body: { ver: inv.ver, ...extra } });

export async function approveInvoice(token: string, inv: { _id: string; ver: number }): Promise<InvoiceAnswer> {
  const answer = await invoiceAction(token, inv, 'Approve');
  if (answer.status !== 200) throw new Error(`Approve answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A Draft created and approved (Unpaid, numbered), by `token` (a user with Invoice C and U: owner, admin). */
export async function createApprovedInvoice(
  token: string,
  cv: CustomerAndVehicle,
  body: Record<string, unknown> = {},
): Promise<InvoiceAnswer> {
  return approveInvoice(token, await createDraftInvoice(token, cv, body));
}

/**
 * TEST-ONLY: marks an issued invoice fully paid (Closed) by writing its header
 * directly, as a recorded payment would, with the same status-change writes
 * (Sts, index key, ver, status count). Real payments go through
 * POST Accounting/Payments; this lets invoice tests reach Closed on their own.
 */
export async function closeInvoiceForTest(orgId: string, inv: InvoiceAnswer): Promise<InvoiceAnswer & { ver: number }> {
  const stored = await readInvoice(orgId, inv._id, true);
  if (!stored) throw new Error(`No invoice ${inv._id}`);
  const total = rupeesToPaise(inv.Totals.GrandTotal);
  const Payments = [
    {
      PayId: '01JTESTPAYMENT000000000000',
      Num: 'RCPT/TEST/00001',
      Date: stored.head.InvDate,
      Type: 'Cash',
      Paid: inv.Totals.GrandTotal,
    },
  ];
  await transact(invoiceStatusWrites(stored.head, 'Closed', { PaidP: total, Payments }));
  return { ...inv, Sts: 'Closed', ver: stored.head.ver + 1 };
}

/** Turns the branch's new-features flag (Entity Config `Common.NewFeat`, platform §6) on or off; the next call reads it. */
export async function setNewFeatures(orgId: string, entId: string, on: boolean): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: identityKeys.entity(orgId, entId),
      UpdateExpression: 'SET #c.#common.#flag = :on',
      ExpressionAttributeNames: { '#c': 'Config', '#common': 'Common', '#flag': 'NewFeat' },
      ExpressionAttributeValues: { ':on': on },
    }),
  );
}

/** The branch's tie-up with an insurer (Settings → Insurance), written as the settings call stores it. */
export async function addInsurerTieUp(
  orgId: string,
  entId: string,
  insId: string,
  branches: { Name: string; StCode: string; GSTIN: string; Ct: string }[],
): Promise<void> {
  await putEntityInsurance(
    orgId,
    {
      InsId: insId,
      Name: 'New India Assurance',
      EntId: entId,
      TieUp: true,
      Branches: branches.map((b, i) => ({
        ...b,
        BranchId: `B${i + 1}`,
        State: b.StCode,
        Add1: `${b.Ct} Divisional Office`,
        Pin: '560001',
      })),
      UpDt: new Date().toISOString(),
      ver: 1,
    },
    undefined,
  );
}
