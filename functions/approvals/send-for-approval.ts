import { ApiError, ErrorCode } from '@shared/api/errors';
import type { approvalRoutes } from '@shared/api/routes/approval';
import { formatMoney } from '@shared/documents/money-format';
import { paiseToRupees } from '@shared/documents/money-math';
import { isMobileNumber, normalisePhone } from '@shared/fields/contact-fields';
import { ApprovalMessages as M, approvalText } from '@shared/service/approval-messages';
import { sendForApproval as sendRule } from '@shared/service/approval-rules';
import type { SendForApprovalAnswer } from '@shared/service/approval-schemas';
import type { EstimateDoc } from '@shared/service/service-docs';
import { getParty } from '../data/parties/parties-repo';
import type { Call } from '../lib/http/call';
import { notify } from '../lib/notifier';
import { actionAudit, asDocument, readAtVer, stateOf, textOf } from '../lib/service-documents/action-support';
import { saveDocument } from '../data/documents/documents-repo';
import { actingContext } from '../lib/service-documents/service-context';
import { approvalLinkUrl, LINK_DAYS, signApprovalLink } from '../lib/approval-link';
import { approvalRuled } from './approval-ruled';
import { orderFacts, supplementaryOrderHead } from './supplementary-link';

type Routes = typeof approvalRoutes;

/** The customer's mobile (or the one the advisor typed), or 400 asking for one. */
async function mobileOf(orgId: string, custId: string | undefined, typed: string | undefined): Promise<string> {
  if (typed !== undefined) return typed;
  const party = custId ? await getParty(orgId, 'CUST', custId) : undefined;
  const main = (party as { Cons?: { Phones?: { Main?: string } } } | undefined)?.Cons?.Phones?.Main;
  const phone = main ? normalisePhone(main) : undefined;
  if (phone && isMobileNumber(phone)) return phone;
  const message = main ? M.notMobile : M.noPhone;
  throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Ph', message }]);
}

/**
 * POST Service/ApprovalLinks/{Id}: Send for approval (docs/customer-loop.md 'Approval
 * by link'). At the `ver` the advisor saw, the New lines wait for the customer
 * (WtngForAppr, the estimate rolls up) in one save whose audit records the phone,
 * the channel, the expiry and the message sent (its link left out: the token is the
 * customer's key). Then the signed link goes out: SMS through the notifier port, or
 * for WhatsApp a click-to-chat address the advisor's browser opens with the same text.
 */
export async function sendForApproval(call: Call<Routes['sendForApproval']>): Promise<SendForApprovalAnswer> {
  const ctx = await actingContext(call.session);
  const stored = await readAtVer(ctx, 'Estimate', call.params.Id, call.body.ver);
  // A supplementary is sent while its repair order still takes work (docs/customer-loop.md §19).
  const order = await supplementaryOrderHead(stored.head);
  const result = approvalRuled(() => sendRule(asDocument<EstimateDoc>(stored), order ? orderFacts(order) : undefined));
  const Ph = await mobileOf(ctx.session.orgId, textOf(stored.head.Cust), call.body.Ph);
  const next = await stateOf(ctx, stored.head, result.document, stored.head.CrDate);
  const { token, expires } = await signApprovalLink({
    org: ctx.session.orgId,
    ent: ctx.session.entityId,
    doc: stored.head.DocId,
  });
  const Link = await approvalLinkUrl(ctx.session.orgId, token);
  const message = (link: string): string =>
    approvalText({
      branch: ctx.entity.DName,
      num: String(stored.head.Num ?? ''),
      total: formatMoney(paiseToRupees(next.head.Amounts?.GrandTotal ?? 0)),
      link,
      days: LINK_DAYS,
    });
  const audit = actionAudit(ctx, 'SendForApproval', stored, next);
  const sent = [
    { Path: 'Ph', After: Ph },
    { Path: 'Channel', After: call.body.Channel },
    { Path: 'LinkExpires', After: expires.toISOString() },
    { Path: 'Message', After: message('<link>') },
  ];
  const saved = await saveDocument({
    before: stored,
    next,
    audit: { ...audit, Changes: [...(audit.Changes ?? []), ...sent] },
  });
  const text = message(Link);
  if (call.body.Channel === 'SMS')
    await notify({ channel: 'sms', to: Ph, subject: `Estimate ${saved.head.Num}`, text });
  return {
    Ph,
    Channel: call.body.Channel,
    Link,
    Expires: expires.toISOString(),
    ...(call.body.Channel === 'WhatsApp' ? { WhatsApp: `https://wa.me/91${Ph}?text=${encodeURIComponent(text)}` } : {}),
    ver: saved.head.ver,
    Sts: (saved.head.Sts ?? 'WtngForAppr') as SendForApprovalAnswer['Sts'],
  };
}
