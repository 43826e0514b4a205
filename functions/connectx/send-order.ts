import { ApiError, ErrorCode } from '@shared/api/errors';
import type { connectxRoutes } from '@shared/api/routes/connectx';
import { ConnectXMessages } from '@shared/connectx/connectx-messages';
import { Dec } from '@shared/documents/money-math';
import { PO_STATUS } from '@shared/purchasing/purchase-statuses';
import { linkBack, ownLink } from '../data/connectx/cx-link';
import { outboxWrites, type CxLine, type CxOutItem } from '../data/connectx/cx-store';
import { saveDocuments } from '../data/documents/documents-repo';
import { checkVer, purchaseOrderIn } from '../data/purchasing/purchase-orders-repo';
import type { PurchaseOrderHead, PurchaseOrderLine } from '../data/purchasing/purchase-records';
import { refuseWhileReceiving } from '../data/purchasing/receive-claim';
import { nowIso } from '../data/table/keys';
import { serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { checkPoAction } from '../lib/po-action-check';
import { checkFeature } from '../lib/purchase-plan';
import { deliverOrder } from './deliver-order';
import { outgoingRows } from './cx-rows';

/**
 * Send on Karkhana (docs/connectx.md §4.1): the purchase order's Send (or, for
 * an order already Sent by link, Resend: status kept) at the `ver` shown, with
 * the outbox item holding its lines as sent, in ONE transaction of the
 * workshop's own items; then the delivery to the vendor, post-commit (a
 * failure there leaves the outbox item for the vendor's next pull).
 */

const paiseOf = (rupees: number): number => new Dec(rupees).times(100).toDecimalPlaces(0).toNumber();

export const orderLinesOut = (lines: readonly unknown[]): CxLine[] =>
  lines.map((raw) => {
    const l = raw as PurchaseOrderLine;
    return {
      LineId: l._id,
      ...(l.PCode ? { PCode: l.PCode } : {}),
      Desc: l.Desc,
      ...(l.UoM ? { UoM: l.UoM } : {}),
      ...(l.HSN ? { HSN: l.HSN } : {}),
      QtyM: l.QtyM,
      RateP: paiseOf(l.Rate),
    };
  });

export async function sendOrder(call: Call<typeof connectxRoutes.cxSendOrder>) {
  const ctx = serviceContext(call.session);
  checkFeature(ctx);
  const { orgId, entityId } = ctx.actor;
  const before = await purchaseOrderIn(orgId, entityId, call.params.Id);
  checkVer(before, call.body.ver);
  const head = before.head as PurchaseOrderHead & { Cx?: unknown };
  if (head.Cx) throw new ApiError(ErrorCode.Conflict, ConnectXMessages.alreadySent);
  refuseWhileReceiving(head);
  const resend = head.Sts === PO_STATUS.sent || head.Sts === PO_STATUS.partiallyReceived;
  const Sts = checkPoAction(ctx, before, resend ? 'Resend' : 'Send');
  if (before.lines.Lines.length === 0) throw new ApiError(ErrorCode.BadRequest, ConnectXMessages.noLines);
  const link = await ownLink(orgId, 'VEND', head.VendId);
  // The vendor must keep the workshop as a linked customer: checked before anything is written.
  const back = await linkBack(link.OId, 'CUST', { orgId, entId: entityId });
  if (!back || link.EId === '') throw new ApiError(ErrorCode.Forbidden, ConnectXMessages.notConnectedBack(link.name));
  const at = nowIso();
  const out: CxOutItem = {
    Kind: 'PurchaseOrder',
    DocId: head.DocId,
    DocNum: head.Num,
    FromOrg: orgId,
    FromEnt: entityId,
    PartySk: `VEND#${link.partyId}`,
    PartyName: link.name,
    ToOrg: link.OId,
    ToEnt: link.EId,
    At: at,
    By: ctx.actor.userId,
    ...(ctx.actor.userName ? { ByName: ctx.actor.userName } : {}),
    Lines: orderLinesOut(before.lines.Lines),
    TotP: head.TotP,
  };
  const fields = {
    SentAt: at,
    SentBy: ctx.actor.userId,
    SentTo: `${link.name} on Karkhana`,
    Cx: { ToOrg: link.OId, ToEnt: link.EId, At: at },
  };
  await saveDocuments<PurchaseOrderHead, 'Lines'>(
    [
      {
        before,
        next: { head: { ...head, ...fields, ...(Sts ? { Sts } : {}) }, lines: before.lines },
        audit: {
          Action: 'SendKarkhana',
          By: ctx.actor.userId,
          ...(ctx.actor.userName ? { ByName: ctx.actor.userName } : {}),
        },
        now: at,
      },
    ],
    { writes: [...outboxWrites(out, ConnectXMessages.alreadySent)] },
  );
  await deliverOrder(out).catch(() => undefined);
  const [row] = await outgoingRows([out]);
  if (!row) throw new Error('the order sent has no row');
  return row;
}
