import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inspectionRoutes } from '@shared/api/routes/inspections';
import { newItemStatus } from '@shared/documents/line-rules';
import { estimateStatusFromItems, repairOrderStatusFromItems } from '@shared/documents/rollups';
import type { EstimateStatus, LineStatus, RepairOrderStatus } from '@shared/documents/statuses';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import { needsWork, recommendedText } from '@shared/inspections/inspection-rules';
import type { InspectionAnswer } from '@shared/inspections/inspection-schemas';
import { saveDocument, type DocumentLine } from '../data/documents';
import { inspectionWrite, type InspectionRecord } from '../data/inspections/inspections-repo';
import type { Call } from '../lib/http/call';
import { savedBy } from './inspection-context';
import { inspectionAnswerOf, openInspection } from './inspection-calls';
import { announceChange } from './inspection-status';

type Routes = typeof inspectionRoutes;

/** `WO7` after WO1…WO6: labour ids continue after the highest of the document. */
const nextId = (prefix: string, lines: readonly DocumentLine[]): string => {
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  const highest = lines.reduce((max, l) => Math.max(max, Number(pattern.exec(l._id)?.[1] ?? 0)), 0);
  return `${prefix}${highest + 1}`;
};

/**
 * Add as recommended line (docs/inspections.md §6): a point marked Attention or Fail
 * becomes a labour line of the document — the section, point and note as its
 * description, one unit, no price yet (the advisor prices it), the point's photo ids —
 * in the status a new line takes there (New on an estimate, and on an order that is New
 * or being inspected: it waits for the customer). One transaction: the document at the
 * `ver` the screen saw with its roll-up and audit, and the inspection at its `ver` with
 * the point's `LineId`, so a point becomes at most one line.
 */
export async function recommendLine(
  call: Call<Routes['recommendLine']>,
): Promise<{ Inspection: InspectionAnswer; LineId: string; DocVer: number }> {
  const { session, params, body } = call;
  const { scope, before } = await openInspection(session, params.DocId, params.Id, body.ver, { orDone: true });
  const { doc, kind } = scope;
  if (doc.head.ver !== body.DocVer) throw new ApiError(ErrorCode.Conflict, M.documentChanged);
  const point = before.Points.find((p) => p.Id === body.Point);
  if (!point) throw new ApiError(ErrorCode.BadRequest, M.unknownPoint(body.Point));
  if (point.LineId) throw new ApiError(ErrorCode.Conflict, M.alreadyRecommended);
  if (!needsWork(point.Res)) throw new ApiError(ErrorCode.BadRequest, M.recommendResultOnly);

  const isEstimate = kind === 'Estimate';
  const ops = doc.lines.Ops ?? [];
  const line: DocumentLine = {
    _id: nextId(isEstimate ? 'EO' : 'WO', ops),
    Desc: recommendedText(point),
    Qty: 1,
    Sts: newItemStatus({ Sts: doc.head.Sts as RepairOrderStatus | EstimateStatus, isEstimate }),
    PBy: 'Cus',
    Insp: before._id,
    ...(point.Photos?.length ? { Photos: point.Photos } : {}),
  };
  const lines = { ...doc.lines, Ops: [...ops, line] };
  const statuses = [...lines.Ops, ...(lines.Parts ?? [])].map((l) => (l.Sts as LineStatus | undefined) ?? 'New');
  const Sts = isEstimate
    ? estimateStatusFromItems(doc.head.Sts as EstimateStatus, statuses)
    : repairOrderStatusFromItems(doc.head.Sts as RepairOrderStatus, statuses);
  const next: InspectionRecord = {
    ...before,
    Points: before.Points.map((p) => (p.Id === point.Id ? { ...p, LineId: line._id } : p)),
    ver: before.ver + 1,
    ...savedBy(scope.ctx),
  };
  const stored = await saveDocument(
    {
      before: doc,
      next: { head: { ...doc.head, Sts }, lines },
      audit: {
        Action: 'RecommendedLine',
        By: session.userId,
        ...(session.userName ? { ByName: session.userName } : {}),
      },
    },
    { writes: [inspectionWrite(session.orgId, next, before.ver)] },
  );
  await announceChange(scope, Sts);
  return { Inspection: inspectionAnswerOf(next), LineId: line._id, DocVer: stored.head.ver };
}
