import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { invoicesRoutes } from '@shared/api/routes/invoices';
import { INVOICE_STATUSES } from '@shared/documents/statuses';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { INVOICE_SERIES } from '@shared/invoices/invoice-rules';
import { invoicePayableP, type Payer, payerOfInvoice, samePayer } from '@shared/invoices/payment-rules';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { paiseToRupees } from '@shared/documents/money-math';
import { writtenOffP } from '@shared/books/write-off';
import { ServiceMessages } from '@shared/service/service-messages';
import { listDashboard, type DashboardPage, type DashboardQuery } from '../../data/documents/document-lists';
import { dashboardPartition, isInvoiceDashboardStatus, statusPartition } from '../../data/documents/document-keys';
import { listAudit } from '../../data/documents/documents-repo';
import { getProduct } from '../../data/parties/products-repo';
import { readInvoice, writeInvoice, type StoredInvoice } from '../../data/invoices/invoices-repo';
import type { InvoiceHeadState } from '../../data/invoices/invoice-items';
import type { Call } from '../../lib/http/call';
import { invoiceAnswer } from './invoice-answer';
import { computeInvoice } from './invoice-compute';
import { invoiceContext, invoiceNotFound, requireRight, type InvoiceContext } from './invoice-context';
import { checkLineIds, checkTaxCodes, headerOf, linesOf } from './invoice-input';
import { partiesOf } from './invoice-parties';

/** Create, read and save of invoices, the dashboard, the audit log and the IRN (docs/invoices-api.md 'Calls'). */

type Routes = typeof invoicesRoutes;

/** An invoice of the caller's branch, or 404 (another branch's or organisation's too: nothing is revealed). */
export async function readOwnInvoice(ctx: InvoiceContext, id: string, consistent = false): Promise<StoredInvoice> {
  const stored = await readInvoice(ctx.session.orgId, id, consistent);
  if (!stored || stored.head.EntId !== ctx.session.entityId) throw invoiceNotFound();
  return stored;
}

/** The stored invoice at the `ver` the caller saw, or 409. */
export async function readAtVer(ctx: InvoiceContext, id: string, ver: number): Promise<StoredInvoice> {
  const stored = await readOwnInvoice(ctx, id, true);
  if (stored.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  return stored;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The derived header fields of a Draft: totals, recipient name and registration number. */
async function draftHead(
  ctx: InvoiceContext,
  fields: Record<string, unknown>,
  lines: StoredInvoice['lines'],
  before?: Readonly<Record<string, unknown>>,
) {
  await checkTaxCodes(lines, String(fields.InvDate));
  checkLineIds(lines);
  const parties = await partiesOf(ctx.session.orgId, ctx.entity, { ...fields, Sts: 'Draft' }, true);
  // A generated invoice keeps its excess adjustment (GenerateInvoice's, never a body's).
  const excess = before?.Excess === undefined ? {} : { Excess: before.Excess };
  const { amounts } = await computeInvoice(ctx.entity, { ...fields, ...excess }, lines, parties.IntraState);
  let RegNo = str(before?.RegNo);
  const prodId = str(fields.ProdId);
  if (!prodId) RegNo = undefined;
  else if (prodId !== str(before?.ProdId) || RegNo === undefined) {
    const product = await getProduct(ctx.session.orgId, prodId, true);
    if (!product)
      throw new ApiError(ErrorCode.BadRequest, ServiceMessages.vehicleNotFound, [
        { path: 'ProdId', message: ServiceMessages.vehicleNotFound },
      ]);
    RegNo = str(product.RegNo);
  }
  return { Amounts: amounts, BillName: parties.BillTo.Name, ...(RegNo ? { RegNo } : {}) };
}

export async function createInvoice(call: Call<Routes['createInvoice']>): Promise<InvoiceAnswer> {
  const ctx = invoiceContext(call.session);
  const body = call.body as Record<string, unknown>;
  const fields = headerOf(body);
  fields.InvDate ??= ctx.today;
  fields.Payer ??= str(fields.InsId) && !str(fields.Cust) ? 'insurer' : 'customer';
  fields.Series ??= INVOICE_SERIES;
  const docSettings = (fields.Settings ?? {}) as Record<string, unknown>;
  fields.Settings = { ...docSettings, Tax: docSettings.Tax ?? ctx.entity.Settings.Common.Tax.Tax };
  const lines = linesOf(body);
  const derived = await draftHead(ctx, fields, lines);
  const { orgId, entityId, userId } = ctx.session;
  const head: InvoiceHeadState = {
    ...fields,
    ...derived,
    type: 'Invoice',
    OrgId: orgId,
    DocId: ulid(),
    EntId: entityId,
    Sts: 'Draft',
    Num: '',
    InvDate: String(fields.InvDate),
    CrDate: ctx.today,
    CrBy: userId,
  };
  const stored = await writeInvoice({ head, lines, audit: { Action: 'Create', By: userId } });
  return invoiceAnswer(ctx, stored);
}

export async function invoice(call: Call<Routes['invoice']>): Promise<InvoiceAnswer> {
  const ctx = invoiceContext(call.session);
  return invoiceAnswer(ctx, await readOwnInvoice(ctx, call.params.Id));
}

/** Save a Draft at its `ver`. An issued invoice is never edited (Rule 46: corrections go through credit notes). */
export async function saveInvoice(call: Call<Routes['saveInvoice']>): Promise<InvoiceAnswer> {
  const ctx = invoiceContext(call.session);
  const before = await readAtVer(ctx, call.params.Id, call.body.ver);
  if (before.head.Sts !== 'Draft') throw new ApiError(ErrorCode.Conflict, InvoiceMessages.issuedNotEditable);
  const body = call.body as Record<string, unknown>;
  const fields = headerOf(body, before.head);
  fields.InvDate ??= before.head.InvDate;
  const lines = linesOf(body, before.lines);
  const derived = await draftHead(ctx, fields, lines, before.head);
  const kept = Object.fromEntries(
    Object.entries(before.head).filter(([n]) => !(n in fields) && !['RegNo', 'BillName', 'ver'].includes(n)),
  );
  const head = { ...kept, ...fields, ...derived } as unknown as InvoiceHeadState;
  const stored = await writeInvoice({ before, head, lines, audit: { Action: 'Save', By: ctx.session.userId } });
  return invoiceAnswer(ctx, stored);
}

/** Rounds of reading a filtered dashboard (a status, a payer): a page a filter left short is topped up from where the read stopped. */
const PAYER_ROUNDS = 8;

/** A dashboard row's payer by the one rule payments use (an insurer invoice is the insurer's even when it names the customer). */
const payerOfRow = (row: Record<string, unknown>): Payer =>
  payerOfInvoice({
    Payer: str(row.Payer) ? String(row.Payer) : undefined,
    Cust: str(row.Cust) ? String(row.Cust) : undefined,
    InsId: str(row.InsId) ? String(row.InsId) : undefined,
    Claim: row.Claim as { InsId?: string } | undefined,
  });

/**
 * One dashboard page; filtered to one payer (the payment form's open invoices),
 * it reads on until the page is full, the lanes are done, or PAYER_ROUNDS. The
 * index filter narrows the read (Cust, or Payer insurer: a generated insurer
 * invoice names its insurer in Claim.InsId); the rows are then kept by the
 * payments' own rule, so a customer's list never offers the insurer's invoice.
 */
async function payerPage(q: DashboardQuery, payer: Payer | undefined): Promise<DashboardPage> {
  let page = await listDashboard(q);
  const counts = page.counts;
  if (!payer && !q.equals) return page;
  const mine = (row: Record<string, unknown>): boolean => !payer || samePayer(payerOfRow(row), payer);
  const rows = page.rows.filter(mine);
  const { counts: _once, ...more } = q;
  for (let round = 1; round < PAYER_ROUNDS && rows.length < q.limit && page.next; round += 1) {
    page = await listDashboard({ ...more, cursor: page.next, limit: q.limit - rows.length });
    rows.push(...page.rows.filter(mine));
  }
  return { rows, ...(page.next ? { next: page.next } : {}), ...(counts ? { counts } : {}) };
}

export async function invoiceDashboard(call: Call<Routes['invoiceDashboard']>) {
  const ctx = invoiceContext(call.session);
  const { orgId, entityId } = ctx.session;
  // Every dashboard status in one partition with the count item (docs/data-model-documents.md D2a, D4): one Query, a status
  // or payer as a filter; a status off the dashboard (Paid, Closed, Cancelled) is its own partition.
  const sts = call.query.Sts;
  const offDashboard = sts !== undefined && !isInvoiceDashboardStatus(sts);
  const lanes = offDashboard
    ? [{ status: sts, partition: statusPartition(orgId, entityId, 'INV', sts), prefix: '', itemSk: 'HEAD' }]
    : [
        {
          status: 'All',
          partition: dashboardPartition(orgId, entityId, 'INV'),
          prefix: '',
          itemSk: 'HEAD',
          holdsCounts: true,
        },
      ];
  const payer: Payer | undefined = call.query.Cust
    ? { Cust: call.query.Cust }
    : call.query.InsId
      ? { InsId: call.query.InsId }
      : undefined;
  const narrow: Record<string, string> = {
    ...(sts !== undefined && !offDashboard ? { Sts: sts } : {}),
    ...(payer?.Cust ? { Cust: payer.Cust } : payer ? { Payer: 'insurer' } : {}),
  };
  const page = await payerPage(
    {
      orgId,
      lanes,
      limit: call.query.Limit,
      dateField: 'InvDate',
      attributes: ['Payer', 'BillName', 'WONum', 'PaidP', 'WrtOffP', 'Cust', 'InsId', 'Claim'],
      counts: { code: 'INV', entId: entityId, statuses: INVOICE_STATUSES },
      ...(Object.keys(narrow).length > 0 ? { equals: narrow } : {}),
      ...(call.query.From ? { from: call.query.From } : {}),
      ...(call.query.To ? { to: call.query.To } : {}),
      ...(call.query.Cursor ? { cursor: call.query.Cursor } : {}),
    },
    payer,
  );
  const Counts = page.counts ?? {};
  const Items = page.rows.map((row) => {
    const stored = row.Amounts as Record<string, number> | undefined;
    const grand = Number(stored?.GrandTotal ?? 0);
    const payable = invoicePayableP({ Amounts: { GrandTotal: grand, Payable: stored?.Payable } });
    // A written-off invoice is Closed with nothing due (docs/books.md §3.9).
    const paid = Number(row.PaidP ?? 0) + writtenOffP(row);
    const sts = String(row.Sts);
    return {
      _id: String(row.DocId),
      Num: String(row.Num ?? ''),
      Sts: sts as InvoiceAnswer['Sts'],
      InvDate: String(row.InvDate),
      Payer: (row.Payer as InvoiceAnswer['Payer'] | undefined) ?? 'customer',
      // Who pays it (Cust or InsId), as payments decide: the payment form lists the payer's rows.
      ...payerOfRow(row),
      ...(str(row.BillName) ? { Name: String(row.BillName) } : {}),
      ...(str(row.RegNo) ? { RegNo: String(row.RegNo) } : {}),
      ...(str(row.WONum) ? { WONum: String(row.WONum) } : {}),
      GrandTotal: paiseToRupees(grand),
      Payable: paiseToRupees(payable),
      Due: paiseToRupees(sts === 'Draft' || sts === 'Cancelled' ? 0 : Math.max(0, payable - paid)),
    };
  });
  return { Items, ...(page.next ? { Next: page.next } : {}), Counts };
}

export async function invoiceAudit(call: Call<Routes['invoiceAudit']>) {
  const ctx = invoiceContext(call.session);
  if (!ctx.rights.auditLog) throw new ApiError(ErrorCode.Forbidden, ServiceMessages.auditNotPermitted);
  await readOwnInvoice(ctx, call.params.Id);
  const page = await listAudit(ctx.session.orgId, call.params.Id, call.query.Limit, call.query.Cursor);
  return {
    Items: page.items.map((a) => ({
      At: a.At,
      By: a.By,
      ...(a.ByName ? { ByName: a.ByName } : {}),
      Action: a.Action,
      ver: a.ver,
      Changes: a.Changes,
    })),
    ...(page.next ? { Next: page.next } : {}),
  };
}

/** Attach the IRP's answer (IRN, acknowledgement, signed QR) to an issued invoice; it then prints. */
export async function attachIrn(call: Call<Routes['attachIrn']>): Promise<InvoiceAnswer> {
  const ctx = invoiceContext(call.session);
  requireRight(ctx.rights.update, 'update');
  const before = await readAtVer(ctx, call.params.Id, call.body.ver);
  if (before.head.Sts === 'Draft' || before.head.Sts === 'Cancelled')
    throw new ApiError(ErrorCode.Conflict, InvoiceMessages.irnNeedsIssued);
  const { ver: _ver, ...irn } = call.body;
  const head = { ...before.head, ...irn } as InvoiceHeadState;
  const stored = await writeInvoice({
    before,
    head,
    lines: before.lines,
    audit: { Action: 'AttachIRN', By: ctx.session.userId, Changes: [{ Path: 'IRN', After: irn.IRN }] },
  });
  return invoiceAnswer(ctx, stored);
}
