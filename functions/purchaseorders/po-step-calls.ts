import { ApiError, ErrorCode } from '@shared/api/errors';
import type { purchaseOrderStepRoutes } from '@shared/api/routes/purchase-order-steps';
import { formatPaise } from '@shared/documents/money-format';
import { isMobileNumber, normalisePhone } from '@shared/fields/contact-fields';
import { gstinState } from '@shared/invoices/invoice-rules';
import { PoStepMessages } from '@shared/purchasing/po-step-messages';
import type { PoPrintAnswer } from '@shared/purchasing/po-step-schemas';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { PO_STATUS } from '@shared/purchasing/purchase-statuses';
import { getEntity } from '../data/identity/identity-repo';
import type { EntityRecord } from '../data/identity/records';
import { getParty } from '../data/parties/parties-repo';
import { stepOrder } from '../data/purchasing/po-steps-repo';
import { checkVer, purchaseOrderIn, readPurchaseOrder } from '../data/purchasing/purchase-orders-repo';
import type { StoredPurchaseOrder } from '../data/purchasing/purchase-records';
import { nowIso } from '../data/table/keys';
import { serviceContext, type ServiceContext } from '../lib/branch-context';
import { supplierOf } from '../lib/branch-supplier';
import type { Call, SessionContext } from '../lib/http/call';
import { notify } from '../lib/notifier';
import { checkPoAction } from '../lib/po-action-check';
import { toPurchaseOrderAnswer } from '../lib/purchase-answers';
import { checkFeature } from '../lib/purchase-plan';
import { LINK_DAYS, poLinkUrl, signPoLink, verifyPoLink } from './po-link';

/**
 * A purchase order's approval, close, sending and print (docs/purchasing.md
 * §18–§19). Each step reads the order consistently, checks the `ver` shown and
 * the action table, and writes the status at that `ver` (409 on a lost race).
 */

type Routes = typeof purchaseOrderStepRoutes;

const actorOf = (ctx: ServiceContext) => ({ userId: ctx.actor.userId, userName: ctx.actor.userName });

function contextOf(session: SessionContext): ServiceContext {
  const ctx = serviceContext(session);
  checkFeature(ctx);
  return ctx;
}

async function step(
  call: { session: SessionContext; params: { Id: string }; body: { ver: number } },
  action: 'Submit' | 'Approve' | 'Close',
) {
  const ctx = contextOf(call.session);
  const before = await purchaseOrderIn(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  checkVer(before, call.body.ver);
  const Sts = checkPoAction(ctx, before, action);
  return toPurchaseOrderAnswer(await stepOrder({ before, Sts, action, actor: actorOf(ctx) }));
}

export const submitOrder = (call: Call<Routes['submitPurchaseOrder']>) => step(call, 'Submit');
export const approveOrder = (call: Call<Routes['approvePurchaseOrder']>) => step(call, 'Approve');
export const closeOrder = (call: Call<Routes['closePurchaseOrder']>) => step(call, 'Close');

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** The vendor as the print shows it, from the vendor's record (the order keeps its name and GSTIN as ordered). */
async function vendorOf(orgId: string, order: StoredPurchaseOrder): Promise<PoPrintAnswer['Vendor']> {
  const party = await getParty(orgId, 'VEND', order.head.VendId);
  const a = party?.BAdd;
  const gstin = order.head.VendGSTIN ?? str(party?.GSTIN);
  const clean = <T extends Record<string, unknown>>(o: T): T =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
  return clean({
    Name: order.head.VendName,
    Addr: a ? clean({ A1: a.A1, A2: a.A2, Ct: a.Ct, St: a.St, Pin: a.Pin }) : undefined,
    GSTIN: gstin,
    StCode: order.head.VendState ?? str(a?.StCode) ?? gstinState(gstin),
    Ph: str(party?.Cons.Phones.Main),
    Email: party?.Cons.Emails[0],
  });
}

async function printAnswer(orgId: string, entity: EntityRecord, order: StoredPurchaseOrder): Promise<PoPrintAnswer> {
  const buyer = supplierOf(entity);
  const terms = str(entity.Settings.Inventory.POTerms);
  return {
    Order: toPurchaseOrderAnswer(order),
    Buyer: {
      Name: buyer.Name,
      ...(buyer.Addr ? { Addr: buyer.Addr } : {}),
      ...(buyer.GSTIN ? { GSTIN: buyer.GSTIN } : {}),
      ...(buyer.StCode ? { StCode: buyer.StCode } : {}),
    },
    Vendor: await vendorOf(orgId, order),
    ...(terms ? { Terms: terms } : {}),
  };
}

/** GET PurchaseOrder/PurchaseOrders/{Id}/Print: the order with the branch as buyer, the vendor's address and the terms. */
export async function printOrder(call: Call<Routes['purchaseOrderPrint']>): Promise<PoPrintAnswer> {
  const ctx = contextOf(call.session);
  const order = await readPurchaseOrder(ctx.actor.orgId, ctx.actor.entityId, call.params.Id);
  if (!order) throw new ApiError(ErrorCode.NotFound, PurchaseMessages.notFound);
  return printAnswer(ctx.actor.orgId, ctx.entity, order);
}

/** Statuses the vendor's page shows: an order the vendor was (or is being) sent. */
const SHOWN = new Set<string>([
  PO_STATUS.sent,
  PO_STATUS.approved,
  PO_STATUS.partiallyReceived,
  PO_STATUS.received,
  PO_STATUS.partiallyBilled,
  PO_STATUS.billed,
  PO_STATUS.closed,
]);

/**
 * GET Public/PurchaseOrders/{Token}: the one order the link was signed for, with no
 * login. An order of another branch, or one withdrawn since (cancelled, amended
 * and not yet sent again, back in draft) is not found.
 */
export async function sharedOrder(call: Call<Routes['sharedPurchaseOrder']>): Promise<PoPrintAnswer> {
  const claims = await verifyPoLink(call.params.Token);
  const [order, entity] = await Promise.all([
    readPurchaseOrder(claims.org, claims.ent, claims.po),
    getEntity(claims.org, claims.ent),
  ]);
  if (!order || !entity || !SHOWN.has(String(order.head.Sts)))
    throw new ApiError(ErrorCode.NotFound, PoStepMessages.linkNotFound);
  return printAnswer(claims.org, entity, order);
}

/** Where the link goes: the numbers asked for, else the vendor's own mobile and e-mail on record. */
async function recipients(orgId: string, order: StoredPurchaseOrder, body: { Ph?: string; Email?: string }) {
  if (body.Ph || body.Email) return { ph: body.Ph, email: body.Email };
  const party = await getParty(orgId, 'VEND', order.head.VendId);
  const phone = party?.Cons.Phones.Main ? normalisePhone(party.Cons.Phones.Main) : undefined;
  const ph = phone && isMobileNumber(phone) ? phone : undefined;
  const email = party?.Cons.Emails[0];
  if (!ph && !email)
    throw new ApiError(ErrorCode.BadRequest, PoStepMessages.noContact, [
      { path: 'Ph', message: PoStepMessages.noContact },
    ]);
  return { ph, email };
}

/**
 * POST …/{Id}/SendToVendor: the signed, expiring link by SMS and/or e-mail through the
 * notifier, then the order moves to Sent at the `ver` shown (a Sent or part-received
 * order is sent again, its status kept), recording when, by whom and to whom.
 */
export async function sendToVendor(call: Call<Routes['sendPurchaseOrderLink']>) {
  const ctx = contextOf(call.session);
  const { orgId, entityId } = ctx.actor;
  const before = await purchaseOrderIn(orgId, entityId, call.params.Id);
  checkVer(before, call.body.ver);
  const resend = before.head.Sts === PO_STATUS.sent || before.head.Sts === PO_STATUS.partiallyReceived;
  const action = resend ? 'Resend' : 'Send';
  const Sts = checkPoAction(ctx, before, action);
  const to = await recipients(orgId, before, call.body);
  const sentTo = [to.ph, to.email].filter((t): t is string => t !== undefined);
  // The order moves first: a lost race sends nothing; a message that fails after leaves it Sent, to be sent again.
  const stored = await stepOrder({
    before,
    Sts,
    action,
    actor: actorOf(ctx),
    fields: { SentAt: nowIso(), SentBy: ctx.actor.userId, SentTo: sentTo.join(', ') },
  });
  const { token, expires } = await signPoLink({ org: orgId, ent: entityId, po: before.head.DocId });
  const Link = await poLinkUrl(orgId, token);
  const words = {
    branch: ctx.entity.DName,
    num: before.head.Num,
    total: formatPaise(stored.head.TotP),
    link: Link,
    days: LINK_DAYS,
    ...(before.head.ExpDate ? { expDate: before.head.ExpDate } : {}),
  };
  if (to.ph)
    await notify({
      channel: 'sms',
      to: to.ph,
      subject: `Purchase order ${words.num}`,
      text: PoStepMessages.smsText(words),
    });
  if (to.email)
    await notify({
      channel: 'email',
      to: to.email,
      subject: PoStepMessages.emailSubject(words.branch, words.num),
      text: PoStepMessages.emailText(words),
    });
  return { Order: toPurchaseOrderAnswer(stored), To: sentTo, Link, Expires: expires.toISOString() };
}
