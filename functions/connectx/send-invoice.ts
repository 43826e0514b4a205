import { ApiError, ErrorCode } from '@shared/api/errors';
import type { connectxRoutes } from '@shared/api/routes/connectx';
import { ConnectXMessages } from '@shared/connectx/connectx-messages';
import { Dec, QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { linkBack } from '../data/connectx/cx-link';
import { outboxWrites, type CxLine, type CxOutItem } from '../data/connectx/cx-store';
import type { DocumentLine } from '../data/documents/document-records';
import { readDocument, readDocumentHead } from '../data/documents/documents-repo';
import type { SalesDocHead } from '../data/sales-orders/so-records';
import { transact } from '../data/table/transact';
import { nowIso } from '../data/table/keys';
import { serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { outgoingRows } from './cx-rows';
import { deliverInvoice } from './deliver-invoice';

/**
 * Send invoice on Karkhana (docs/connectx.md §5.1): the vendor's issued invoice
 * of a sales order that came from a connected purchase order goes into the
 * vendor's outbox (one put, only if absent: sending twice is refused), then to
 * the workshop post-commit, where it becomes a draft bill (deliver-invoice.ts).
 */

type InvoiceHead = {
  type: string;
  EntId: string;
  DocId: string;
  Num: string;
  Sts: string;
  InvDate?: string;
  Source?: { Kind: string; Id: string; No: string };
  Total?: number;
  Amounts?: { Total?: number; GrandTotal?: number };
};

/** Statuses an invoice is issued in (a draft or a cancelled invoice is not sent). */
const ISSUED = new Set(['Unpaid', 'Partially Paid', 'Paid', 'Closed', 'Issued']);

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v ?? 0));

/** An invoice line as sent: the net rate per unit after its discount, in paise. */
export function invoiceLinesOut(lines: readonly DocumentLine[]): CxLine[] {
  return lines.map((l) => {
    const qty = num(l.Qty);
    const gross = new Dec(num(l.UnPr)).times(qty);
    const disc = l.Perc ? gross.times(num(l.Disc)).div(100) : new Dec(num(l.Disc));
    const rateP = qty > 0 ? gross.minus(disc).times(100).div(qty).toDecimalPlaces(0).toNumber() : 0;
    return {
      LineId: l._id,
      ...(typeof l.PCode === 'string' && l.PCode ? { PCode: l.PCode } : {}),
      Desc: String(l.Desc ?? ''),
      ...(typeof l.UQC === 'string' ? { UoM: l.UQC } : {}),
      ...(typeof l.HSN === 'string' && l.HSN ? { HSN: l.HSN } : {}),
      QtyM: toScaled(qty, QTY_DIGITS),
      RateP: rateP,
    };
  });
}

export async function sendInvoice(call: Call<typeof connectxRoutes.cxSendInvoice>) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  const doc = await readDocument<InvoiceHead & { ver: number; OrgId: string }, 'Parts'>(orgId, call.params.Id, true);
  const head = doc?.head;
  if (!doc || !head || head.type !== 'Invoice' || head.EntId !== entityId)
    throw new ApiError(ErrorCode.NotFound, ConnectXMessages.invoiceNotFound);
  if (!ISSUED.has(head.Sts)) throw new ApiError(ErrorCode.BadRequest, ConnectXMessages.invoiceNotFinal);
  const so =
    head.Source?.Kind === 'SalesOrder' ? await readDocumentHead<SalesDocHead>(orgId, head.Source.Id, true) : undefined;
  const origin = so?.Origin;
  if (!so || so.EntId !== entityId || origin?.Kind !== 'ConnectedPO')
    throw new ApiError(ErrorCode.BadRequest, ConnectXMessages.invoiceNotConnected);
  const link = await linkBack(orgId, 'CUST', { orgId: origin.OrgId, entId: origin.EntId });
  if (!link) throw new ApiError(ErrorCode.Forbidden, ConnectXMessages.linkGone);
  const back = await linkBack(origin.OrgId, 'VEND', { orgId, entId: entityId });
  if (!back) throw new ApiError(ErrorCode.Forbidden, ConnectXMessages.notConnectedBack(link.name));
  const lines = invoiceLinesOut(doc.lines.Parts ?? []);
  const totalP = lines.reduce((sum, l) => sum + Math.round((l.RateP * l.QtyM) / 1000), 0);
  const out: CxOutItem = {
    Kind: 'Invoice',
    DocId: head.DocId,
    DocNum: head.Num,
    FromOrg: orgId,
    FromEnt: entityId,
    PartySk: `CUST#${link.partyId}`,
    PartyName: link.name,
    ToOrg: origin.OrgId,
    ToEnt: origin.EntId,
    At: nowIso(),
    By: ctx.actor.userId,
    ...(ctx.actor.userName ? { ByName: ctx.actor.userName } : {}),
    Lines: lines,
    TotP: totalP,
    Date: head.InvDate ?? nowIso().slice(0, 10),
    PoId: origin.PoId,
    PoNum: origin.PoNo,
  };
  await transact([...outboxWrites(out, ConnectXMessages.alreadySent)]);
  await deliverInvoice(out).catch(() => undefined);
  const [row] = await outgoingRows([out]);
  if (!row) throw new Error('the invoice sent has no row');
  return row;
}
