import { ulid } from 'ulid';
import type { soReturnRoutes } from '@shared/api/routes/so-returns';
import { hasAccessFlag } from '@shared/access/module-access';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { fromScaled, paiseToRupees, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import type { SoReturnableAnswer, SoReturnAnswer, SoReturnsPage } from '@shared/so-returns/so-return-schemas';
import { SoReturnMessages } from '@shared/so-returns/so-return-messages';
import { stockMovementPosting } from '@shared/books/stock-postings';
import { HeaderChanged } from '../data/documents/documents-repo';
import { SHIPMENT_KIND } from '../data/fulfilment/package-steps';
import { readSalesOrderView, salesOrderAt, type SoView } from '../data/fulfilment/sales-order-view';
import { movementWrites, valueMovements } from '../data/inventory/stock-writes';
import { readInvoice, type StoredInvoice } from '../data/invoices/invoices-repo';
import { shippedGoods } from '../data/so-returns/shipped-goods';
import { listSoReturns, soReturnItemWrite, type SoReturnItem } from '../data/so-returns/so-return-keys';
import { salesOrderHeadWrites } from '../data/sales-orders/so-writes';
import { cancellationReasons } from '../data/table/cancellation';
import { nowIso } from '../data/table/keys';
import { creditNote } from '../lib/invoices/credit-note';
import { invoiceContext, type InvoiceContext } from '../lib/invoices/invoice-context';
import type { Call } from '../lib/http/call';
import { decideSoReturn } from './so-return-lines';

/**
 * A return of goods shipped on a sales order and invoiced (docs/sales-returns-orders.md): ONE transaction
 * writes the credit note under CGST Rule 53 against the order's invoice at its own rates (the invoices' credit
 * note, so GSTR-1 cdnr/cdnur, the invoice's balance and the customer's receivable follow), the goods back into
 * the warehouse and batches they were shipped from at the shipment's cost (Dr 1300 / Cr 5000 through the stock
 * postings), the order's returned quantities at the `ver` shown, and the branch's list item.
 */

type Routes = typeof soReturnRoutes;

const refuse = (code: ErrorCode, message: string, path?: string): never => {
  throw new ApiError(code, message, path ? [{ path, message }] : undefined);
};

/** A write that met a newer record (a balance, the invoice, the order): read and decide again. */
const lostRace = (error: unknown): boolean =>
  error instanceof HeaderChanged ||
  (error as Error).name === 'TransactionConflictException' ||
  (cancellationReasons(error)?.codes ?? []).some(
    (c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict',
  ) ||
  (error instanceof ApiError && error.status === ErrorCode.Conflict && error.message !== SoReturnMessages.soChanged);

/** Thrown when the return's transaction lost to another write: the caller reads and decides again. */
class LostRace extends Error {}

const OPEN = new Set(['Unpaid', 'Partial', 'Closed']);

async function invoiceOf(ctx: InvoiceContext, so: SoView, invId: string): Promise<StoredInvoice> {
  if ((so.head.Invoices ?? []).length === 0) refuse(ErrorCode.Conflict, SoReturnMessages.notInvoiced);
  if (!(so.head.Invoices ?? []).some((i) => i.Id === invId))
    refuse(ErrorCode.BadRequest, SoReturnMessages.notItsInvoice, 'InvId');
  const inv = await readInvoice(ctx.session.orgId, invId, true);
  if (!inv || inv.head.EntId !== ctx.session.entityId)
    return refuse(ErrorCode.BadRequest, SoReturnMessages.notItsInvoice, 'InvId');
  if (!OPEN.has(String(inv.head.Sts)))
    refuse(ErrorCode.Conflict, SoReturnMessages.invoiceNotOpen(String(inv.head.Sts)));
  return inv;
}

type ListItem = Omit<SoReturnItem, 'pk' | 'sk' | 'type'>;

const rowOf = (i: ListItem): SoReturnAnswer['Return'] => ({
  Id: i.Id,
  Num: i.Num,
  Date: i.Date,
  SoId: i.SoId,
  SoNum: i.SoNum,
  InvId: i.InvId,
  InvNum: i.InvNum,
  CustName: i.CustName,
  Reason: i.Reason,
  Total: paiseToRupees(i.TotalP),
  Cost: paiseToRupees(i.CostP),
  Lines: i.Lines.map((l) => ({ Desc: l.Desc, ...(l.UoM ? { UoM: l.UoM } : {}), Qty: fromScaled(l.QtyM, QTY_DIGITS) })),
});

/** The commit: a write that met a newer record is a lost race, anything else is the answer. */
async function committed<T>(commit: () => Promise<T>): Promise<T> {
  try {
    return await commit();
  } catch (error) {
    if (lostRace(error)) throw new LostRace();
    throw error;
  }
}

async function returnOnce(
  ctx: InvoiceContext,
  soId: string,
  body: Call<Routes['returnSalesOrderGoods']>['body'],
  Reason: string,
): Promise<SoReturnAnswer> {
  const { orgId, entityId: entId } = ctx.session;
  const so = await salesOrderAt(orgId, entId, soId, body.ver);
  const inv = await invoiceOf(ctx, so, body.InvId);
  const shipped = await shippedGoods(orgId, entId, so.head.DocId, ctx.entity.Config);
  const decided = decideSoReturn(so, inv, shipped, body.Lines);
  const noteId = ulid();
  const plan = await valueMovements(
    orgId,
    entId,
    decided.lines.map((d) => ({
      ItemId: d.soLine.ItemId,
      WhId: d.WhId,
      PCode: d.soLine.PCode,
      Desc: d.soLine.Desc,
      UoM: d.soLine.UoM,
      Kind: 'ShipmentReturn',
      Qty: d.QtyM,
      // Back at exactly what the shipments took out for these units.
      ValueP: d.CostP,
      ...(d.Batches ? { Tracking: { Track: 'BN' as const, today: ctx.today, Parts: d.Batches } } : {}),
      source: { DocType: 'CreditNote', DocId: noteId, LineId: d.invLine._id },
    })),
  );
  const at = nowIso();
  const by = { By: ctx.actor.userId, ...(ctx.actor.userName ? { ByName: ctx.actor.userName } : {}) };
  const CostP = decided.lines.reduce((s, d) => s + d.CostP, 0);
  let item: ListItem | undefined;
  const { note } = await committed(() =>
    creditNote(
      ctx,
      inv,
      {
        ver: inv.head.ver,
        Reason,
        Lines: decided.lines.map((d) => ({ _id: d.invLine._id, Qty: fromScaled(d.QtyM, QTY_DIGITS) })),
        ...(body.Date ? { CNDate: body.Date } : {}),
      },
      {
        noteId,
        head: {
          Source: { Kind: 'SalesOrder', Id: so.head.DocId, No: so.num },
          Return: {
            CostP,
            Lines: decided.lines.map((d) => ({
              InvLine: d.invLine._id,
              SoLineId: d.soLine.LineId,
              QtyM: d.QtyM,
              CostP: d.CostP,
              WhId: d.WhId,
              ...(d.Batches ? { Batches: d.Batches } : {}),
            })),
          },
        },
        writes: (n) => {
          const made: ListItem = {
            Id: n.DocId,
            Num: n.Num,
            Date: n.Date,
            SoId: so.head.DocId,
            SoNum: so.num,
            InvId: inv.head.DocId,
            InvNum: String(inv.head.Num),
            CustName: so.cust.Name,
            Reason,
            TotalP: n.GrandTotalP,
            CostP,
            Lines: decided.lines.map((d) => ({
              Desc: d.soLine.Desc,
              ...(d.soLine.UoM ? { UoM: d.soLine.UoM } : {}),
              QtyM: d.QtyM,
            })),
            By: ctx.actor.userId,
            At: at,
          };
          item = made;
          const ref = {
            Id: n.DocId,
            Num: n.Num,
            Date: n.Date,
            InvId: made.InvId,
            InvNum: made.InvNum,
            TotalP: n.GrandTotalP,
          };
          // The goods back at the shipment's cost, booked as the shipment's kind turned round: Dr 1300 / Cr 5000.
          const stock = stockMovementPosting(
            { EntId: entId, DocId: n.DocId, Num: n.Num, Date: ctx.today, Step: 'S' },
            decided.lines.map((d) => ({ Kind: SHIPMENT_KIND, ValueP: d.CostP, Qty: d.QtyM })),
          );
          const writes = [
            ...movementWrites(plan, ctx.actor, at, n.Num),
            ...salesOrderHeadWrites(
              so.head,
              { Returned: decided.returned, Returns: [...(so.head.Returns ?? []), ref] },
              { Action: 'Return', ...by },
              at,
            ),
            soReturnItemWrite(orgId, entId, made),
          ];
          return { writes, ...(stock ? { postings: [stock] } : {}) };
        },
      },
    ),
  );
  if (!item) throw new Error('return written without its list item');
  return { CreditNoteId: note.head.DocId, CreditNoteNum: String(note.head.Num), Return: rowOf(item) };
}

export async function returnSalesOrderGoods(call: Call<Routes['returnSalesOrderGoods']>): Promise<SoReturnAnswer> {
  const ctx = invoiceContext(call.session);
  if (!hasAccessFlag(ctx.access, 'Sales', 'SOReturn')) refuse(ErrorCode.Forbidden, SoReturnMessages.noFlag);
  if (!ctx.rights.update) refuse(ErrorCode.Forbidden, SoReturnMessages.noCreditRight);
  const Reason = call.body.Reason.trim();
  if (Reason === '') refuse(ErrorCode.BadRequest, SoReturnMessages.reason, 'Reason');
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await returnOnce(ctx, call.params.Id, call.body, Reason);
    } catch (error) {
      // Nothing was written; a balance, the invoice or the order moved: decide again from fresh reads (the
      // order at the `ver` shown, so a return that changed it meanwhile answers 409).
      if (!(error instanceof LostRace)) throw error;
      if (attempt >= 6) throw new ApiError(ErrorCode.Conflict, SoReturnMessages.soChanged);
    }
  }
}

export async function salesOrderReturns(call: Call<Routes['salesOrderReturns']>): Promise<SoReturnsPage> {
  const { orgId, entityId } = call.session;
  const page = await listSoReturns(orgId, entityId, { limit: call.query.Limit, cursor: call.query.Cursor });
  return { Items: page.items.map(rowOf), ...(page.next ? { Next: page.next } : {}) };
}

export async function salesOrderReturnable(call: Call<Routes['salesOrderReturnable']>): Promise<SoReturnableAnswer> {
  const { orgId, entityId } = call.session;
  const so = await readSalesOrderView(orgId, entityId, call.params.Id);
  if (!so) return refuse(ErrorCode.NotFound, SoReturnMessages.soNotFound);
  const invoices = await Promise.all((so.head.Invoices ?? []).map((i) => readInvoice(orgId, i.Id)));
  return {
    SoId: so.head.DocId,
    Num: so.num,
    ver: so.head.ver,
    Invoices: invoices.flatMap((inv) => {
      if (!inv || inv.head.EntId !== entityId) return [];
      const credited = (inv.head.Credited ?? {}) as Record<string, { QtyM: number }>;
      return [
        {
          Id: inv.head.DocId,
          Num: String(inv.head.Num),
          Date: String(inv.head.InvDate),
          Sts: String(inv.head.Sts),
          Lines: inv.lines.Items.map((l) => {
            const InvoicedM = toScaled(Number(l.Qty ?? 0), QTY_DIGITS);
            const ReturnedM = credited[l._id]?.QtyM ?? 0;
            const Invoiced = fromScaled(InvoicedM, QTY_DIGITS);
            const Returned = fromScaled(ReturnedM, QTY_DIGITS);
            const UoM = so.lines.find((s) => s.ItemId === l.ItemId)?.UoM;
            return {
              LineId: l._id,
              Desc: String(l.Desc ?? ''),
              ...(UoM ? { UoM } : {}),
              Invoiced,
              Returned,
              Left: fromScaled(Math.max(0, InvoicedM - ReturnedM), QTY_DIGITS),
            };
          }),
        },
      ];
    }),
    Returns: (so.head.Returns ?? []).map((r) => ({
      Id: r.Id,
      Num: r.Num,
      Date: r.Date,
      InvNum: r.InvNum,
      Total: paiseToRupees(r.TotalP),
    })),
  };
}

export const soReturnCalls = { returnSalesOrderGoods, salesOrderReturns, salesOrderReturnable };
