import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { approvalRoutes } from '@shared/api/routes/approval';
import { paiseToRupees } from '@shared/documents/money-math';
import { ApprovalMessages as M } from '@shared/service/approval-messages';
import { decideLines } from '@shared/service/approval-rules';
import type { ApprovalDecisionAnswer, ApprovalLine, ApprovalPage } from '@shared/service/approval-schemas';
import type { EstimateDoc } from '@shared/service/service-docs';
import { documentChanges } from '../data/documents/audit-changes';
import type { StoredDocument } from '../data/documents/document-records';
import { readDocument, saveDocuments } from '../data/documents/documents-repo';
import { getEntity } from '../data/identity/identity-repo';
import type { EntityRecord } from '../data/identity/records';
import type { ServiceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { asDocument } from '../lib/service-documents/action-support';
import { calculate, engineDocument, headTotals } from '../lib/service-documents/document-answer';
import { approvalRecordWrite, type ApprovalRecord } from '../data/approvals/approval-records';
import { verifyApprovalLink } from '../lib/approval-link';
import { approvalRuled } from './approval-ruled';
import { announceDocumentChange } from '../lib/ws/shop-floor-announce';
import { linePhotoLinks } from '../data/inspections/inspection-photos';
import { decisionStates, orderAudit, supplementaryOrder, supplementaryOrderHead } from './supplementary-link';

type Routes = typeof approvalRoutes;

/**
 * The customer's approval page (docs/customer-loop.md 'Approval by link'): no
 * session, the organisation, branch and estimate only from the signed link. It
 * answers the branch, the vehicle and customer named on the estimate, the lines
 * with their prices and GST totals, and nothing else of the workshop (no costs,
 * technicians, stock, notes or other documents).
 */
type Opened = {
  stored: StoredDocument;
  entity: EntityRecord;
  ctx: ServiceContext;
  expires: Date;
  /** A supplementary's code and its repair order's number (the page's banner). */
  supp?: ApprovalPage['Supp'];
};

/**
 * The engine's context for a call without a session: the branch's settings (its
 * rounding rule) are all `calculate` reads. The customer is the actor of the audit.
 */
const customerContext = (orgId: string, entity: EntityRecord): ServiceContext =>
  ({
    session: { orgId, entityId: entity.EntId, userId: 'Customer', sessionId: '' },
    entity,
    access: { access: {}, config: entity.Config, settings: entity.Settings, user: { UserId: 'Customer' } },
    actor: { orgId, entityId: entity.EntId, userId: 'Customer' },
  }) as unknown as ServiceContext;

async function open(token: string): Promise<Opened> {
  const claims = await verifyApprovalLink(token);
  const [stored, entity] = await Promise.all([
    readDocument(claims.org, claims.doc, true),
    getEntity(claims.org, claims.ent),
  ]);
  if (!stored || !entity || stored.head.EntId !== claims.ent || stored.head.type !== 'Estimate')
    throw new ApiError(ErrorCode.NotFound, M.notFound);
  return { stored, entity, ctx: customerContext(claims.org, entity), expires: claims.expires };
}

/** The link's estimate, and for a supplementary the number of its repair order (one more read of two headers). */
async function openWithOrder(token: string): Promise<Opened> {
  const o = await open(token);
  const order = await supplementaryOrderHead(o.stored.head);
  if (!order) return o;
  return { ...o, supp: { Code: text(o.stored.head.Code), Order: text(order.Num) } };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** The page: the estimate recomputed by the engine, each line's taxable value and total with GST. */
async function pageOf(
  o: Pick<Opened, 'ctx' | 'entity' | 'expires' | 'supp'>,
  stored: StoredDocument,
): Promise<ApprovalPage> {
  const { head } = stored;
  const { document, totals } = await calculate(o.ctx, engineDocument(head, stored.lines), head.CrDate);
  const line =
    (Kind: ApprovalLine['Kind']) =>
    (l: Record<string, unknown>): ApprovalLine => ({
      Id: text(l._id),
      Kind,
      Desc: text(l.Desc),
      Qty: num(l.Qty),
      NetAmt: num(l.NetAmt),
      Total: num(l.Total),
      Sts: (text(l.Sts) || 'New') as ApprovalLine['Sts'],
      ...(Kind === 'Part' && text(l.OpId) !== '' ? { OpId: text(l.OpId) } : {}),
    });
  const t = headTotals(totals);
  return {
    Branch: o.entity.DName,
    Num: text(head.Num),
    Date: head.CrDate,
    RegNo: text(head.RegNo),
    CustName: text(head.CustName),
    Sts: (text(head.Sts) || 'New') as ApprovalPage['Sts'],
    ver: head.ver,
    Lines: [
      ...(document.Ops ?? []).map((l) => line('Labour')(l as Record<string, unknown>)),
      ...(document.Parts ?? []).map((l) => line('Part')(l as Record<string, unknown>)),
    ],
    Totals: {
      Taxable: paiseToRupees(t.Taxable),
      CGST: paiseToRupees(t.CGST),
      SGST: paiseToRupees(t.SGST),
      IGST: paiseToRupees(t.IGST),
      Total: paiseToRupees(t.Total),
      Adjust: paiseToRupees(t.Adjust),
      GrandTotal: paiseToRupees(t.GrandTotal),
    },
    Expires: o.expires.toISOString(),
    ...(o.supp ? { Supp: o.supp } : {}),
  };
}

/**
 * The page with each line's inspection photos (docs/inspections.md §8): signed GETs of
 * the photos its line names, added to what the customer sees but never to the approval
 * record (a link expires; the record keeps the lines as priced and decided).
 */
async function withPhotos(stored: StoredDocument, page: ApprovalPage): Promise<ApprovalPage> {
  const links = await linePhotoLinks(stored.head.OrgId, stored.head.DocId, [
    ...(stored.lines.Ops ?? []),
    ...(stored.lines.Parts ?? []),
  ]);
  if (links.size === 0) return page;
  return { ...page, Lines: page.Lines.map((l) => (links.has(l.Id) ? { ...l, Photos: links.get(l.Id) } : l)) };
}

/** GET Public/Approval/{Token}. */
export async function publicApproval(call: Call<Routes['publicApproval']>): Promise<ApprovalPage> {
  const o = await openWithOrder(call.params.Token);
  return withPhotos(o.stored, await pageOf(o, o.stored));
}

/**
 * POST Public/Approval/{Token}: the customer's decisions on the lines waiting, signed
 * with a typed name. One transaction: the estimate at the `ver` the page showed (its
 * lines, the roll-up, the audit naming the signer, the time and the gateway's source
 * address) and the unchangeable approval record; for the decision that settles a
 * supplementary, also its repair order at the `ver` read, with the approved lines
 * merged in (supplementary-link.ts). A decided line, a stale page, an order that no
 * longer takes work or a second submission racing this one writes nothing.
 */
export async function publicDecide(call: Call<Routes['publicDecide']>): Promise<ApprovalDecisionAnswer> {
  const o = await open(call.params.Token);
  const { stored } = o;
  const { Name, Decisions, ver } = call.body;
  const order = await supplementaryOrder(stored.head);
  const result = approvalRuled(() => decideLines(asDocument<EstimateDoc>(stored), Decisions));
  if (stored.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, M.changed);
  const states = await decisionStates(o.ctx, stored, result, order);
  const next = states.estimate;
  const opened: Opened = order ? { ...o, supp: { Code: text(stored.head.Code), Order: text(order.head.Num) } } : o;
  const at = new Date().toISOString();
  const recordId = ulid();
  const decided: StoredDocument = {
    ...stored,
    head: { ...stored.head, ...next.head, ver: ver + 1 },
    lines: next.lines,
  };
  const shown = await pageOf(opened, decided);
  const record: ApprovalRecord = {
    type: 'CustomerApproval',
    OrgId: stored.head.OrgId,
    EntId: stored.head.EntId,
    DocId: stored.head.DocId,
    Num: shown.Num,
    Name,
    IP: call.client.ip,
    UA: call.client.userAgent.slice(0, 300),
    At: at,
    ver: ver + 1,
    Decisions: Decisions.map((d) => ({ LineId: d.LineId, Decision: d.Decision })),
    Lines: shown.Lines,
    Totals: shown.Totals,
  };
  const signed = { Name, IP: call.client.ip, recordId };
  const changes = [
    ...documentChanges(stored, next),
    { Path: 'SignedBy', After: Name },
    { Path: 'IP', After: call.client.ip },
    { Path: 'ApprovalRecord', After: recordId },
  ];
  let saved: StoredDocument[];
  try {
    saved = await saveDocuments(
      [
        {
          before: stored,
          next,
          now: at,
          audit: { Action: 'CustomerApproval', By: 'Customer', ByName: Name, Changes: changes },
        },
        ...(states.order ? [{ ...states.order, now: at, audit: orderAudit(states.order, shown.Num, signed) }] : []),
      ],
      { writes: [approvalRecordWrite(record, recordId)] },
    );
  } catch (error) {
    // Another submission, the advisor or a change of the order wrote first: nothing of this one was written.
    if (error instanceof ApiError && error.status === 409) throw new ApiError(ErrorCode.Conflict, M.changed);
    throw error;
  }
  // Committed: the advisor's open estimate (and order) and the branch's boards hear it (docs/customer-loop.md §20).
  for (const doc of saved)
    await announceDocumentChange(
      { orgId: doc.head.OrgId, entityId: doc.head.EntId },
      {
        Type: doc.head.type === 'RepairOrder' ? 'RepairOrder' : 'Estimate',
        Id: doc.head.DocId,
        Num: text(doc.head.Num),
        Sts: String(doc.head.Sts ?? ''),
        ver: doc.head.ver,
        By: 'Customer',
      },
    );
  const count = (d: 'Approve' | 'Decline') => Decisions.filter((x) => x.Decision === d).length;
  const estimate = saved[0] as StoredDocument;
  return {
    Page: await withPhotos(estimate, await pageOf(opened, estimate)),
    Approved: count('Approve'),
    Declined: count('Decline'),
  };
}
