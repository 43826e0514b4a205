import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inspectionRoutes } from '@shared/api/routes/inspections';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import { applyMarks, pointsOf } from '@shared/inspections/inspection-rules';
import type { InspectionAnswer, InspectionsOfDocument } from '@shared/inspections/inspection-schemas';
import type { FieldChange } from '../data/documents/document-records';
import {
  getChecklist,
  getInspection,
  inspectionWrite,
  readInspectionPartition,
  type InspectionRecord,
} from '../data/inspections/inspections-repo';
import { nowIso } from '../data/table/keys';
import { transact } from '../data/table/transact';
import type { Call, SessionContext } from '../lib/http/call';
import { documentInScope, inspectionAudit, picsOn, savedBy, type InspectionScope } from './inspection-context';
import { announceChange, finishStatus, startStatus, statusWrites } from './inspection-status';
import { photoLinks } from '../data/inspections/inspection-photos';
import { conditionAnswerOf } from './vehicle-calls';

type Routes = typeof inspectionRoutes;

/**
 * A document's inspections (docs/inspections.md §3): started from a checklist (its points
 * copied), marked point by point and saved at the inspection's `ver`, finished with
 * `Done`. Every save writes an audit record on the document in the same transaction;
 * starting and finishing move a repair order's status (inspection-status.ts).
 */
export const inspectionAnswerOf = (r: InspectionRecord): InspectionAnswer => {
  const { EntId: _e, CrBy: _c, UpBy: _u, ...answer } = r;
  return answer;
};

export async function inspections(call: Call<Routes['inspections']>): Promise<InspectionsOfDocument> {
  const scope = await documentInScope(call.session, call.params.DocId, 'R');
  const { inspections: found, photos, vehicle } = await readInspectionPartition(call.session.orgId, call.params.DocId);
  const on = picsOn(scope.ctx);
  return {
    // Newest first: the inspection being worked on is the latest.
    Items: found.map(inspectionAnswerOf).sort((a, b) => b._id.localeCompare(a._id)),
    Photos: on ? await photoLinks(photos) : [],
    PicsOn: on,
    DocVer: scope.doc.head.ver,
    DocSts: scope.doc.head.Sts,
    ...(vehicle ? { Vehicle: conditionAnswerOf(vehicle) } : {}),
  };
}

export async function startInspection(call: Call<Routes['startInspection']>): Promise<InspectionAnswer> {
  const { session, params, body } = call;
  const scope = await documentInScope(session, params.DocId, 'U');
  const checklist = await getChecklist(session.orgId, body.ChecklistId);
  if (!checklist) throw new ApiError(ErrorCode.BadRequest, M.checklistNotFound);
  if (!checklist.Act) throw new ApiError(ErrorCode.BadRequest, M.checklistInactive);
  const record: InspectionRecord = {
    _id: ulid(),
    DocId: params.DocId,
    DocType: scope.kind,
    DocNum: scope.doc.head.Num,
    EntId: session.entityId,
    ChecklistId: checklist._id,
    Name: checklist.Name,
    Sts: 'Open',
    Points: pointsOf(checklist.Sections),
    ver: 1,
    CrAt: nowIso(),
    CrBy: session.userId,
    ...(session.userName ? { CrByName: session.userName } : {}),
  };
  const started: FieldChange = { Path: `Inspections.${record._id}`, After: checklist.Name };
  const status = startStatus(scope);
  await transact([
    inspectionWrite(session.orgId, record, undefined),
    ...(status
      ? statusWrites(scope, status, 'InspectionStarted', [started])
      : [inspectionAudit(scope, 'InspectionStarted', [started])]),
  ]);
  if (status) await announceChange(scope, status);
  return inspectionAnswerOf(record);
}

/** The audit's changes of a save: each point's result, note and photos before and after. */
function markChanges(before: InspectionRecord, after: InspectionRecord): FieldChange[] {
  const old = new Map(before.Points.map((p) => [p.Id, p]));
  const changes: FieldChange[] = [];
  for (const p of after.Points) {
    const was = old.get(p.Id);
    for (const field of ['Res', 'Note', 'Photos'] as const) {
      const a = JSON.stringify(was?.[field] ?? null);
      const b = JSON.stringify(p[field] ?? null);
      if (a !== b)
        changes.push({
          Path: `Inspections.${after._id}.${p.Id}.${field}`,
          ...(was?.[field] !== undefined ? { Before: was[field] } : {}),
          ...(p[field] !== undefined ? { After: p[field] } : {}),
        });
    }
  }
  if (before.Sts !== after.Sts)
    changes.push({ Path: `Inspections.${after._id}.Sts`, Before: before.Sts, After: after.Sts });
  return changes;
}

/** The inspection at the `ver` the screen saw, still open unless `orDone` (else 409 / 400), with its document in scope. */
export async function openInspection(
  session: SessionContext,
  docId: string,
  id: string,
  ver: number,
  /** A finished inspection's points may still become recommended lines (the review after it). */
  { orDone = false }: { orDone?: boolean } = {},
): Promise<{ scope: InspectionScope; before: InspectionRecord }> {
  const [scope, before] = await Promise.all([
    documentInScope(session, docId, 'U'),
    getInspection(session.orgId, docId, id),
  ]);
  if (!before || before.EntId !== session.entityId) throw new ApiError(ErrorCode.NotFound, M.inspectionNotFound);
  if (before.ver !== ver) throw new ApiError(ErrorCode.Conflict, M.inspectionChanged);
  if (before.Sts === 'Done' && !orDone) throw new ApiError(ErrorCode.BadRequest, M.inspectionDone);
  return { scope, before };
}

export async function saveInspection(call: Call<Routes['saveInspection']>): Promise<InspectionAnswer> {
  const { session, params, body } = call;
  const { scope, before } = await openInspection(session, params.DocId, params.Id, body.ver);
  const part = await readInspectionPartition(session.orgId, params.DocId, true);
  const sendsPhotos = body.Points.some((p) => p.Photos !== undefined && p.Photos.length > 0);
  if (sendsPhotos && !picsOn(scope.ctx)) throw new ApiError(ErrorCode.Forbidden, M.photosOff);
  const known = new Set(part.photos.map((p) => p.Id));
  const { points, problems } = applyMarks(before.Points, body.Points, known);
  if (problems.length > 0) throw new ApiError(ErrorCode.BadRequest, problems[0]?.message ?? M.unknownPhoto, problems);
  const next: InspectionRecord = {
    ...before,
    Points: points,
    Sts: body.Done ? 'Done' : 'Open',
    ver: before.ver + 1,
    ...savedBy(scope.ctx),
  };
  const changes = markChanges(before, next);
  const othersOpen = part.inspections.some((i) => i._id !== before._id && i.Sts === 'Open');
  const status = body.Done ? finishStatus(scope, othersOpen) : undefined;
  await transact([
    inspectionWrite(session.orgId, next, before.ver),
    ...(status
      ? statusWrites(scope, status, 'InspectionDone', changes)
      : [inspectionAudit(scope, body.Done ? 'InspectionDone' : 'Inspection', changes)]),
  ]);
  if (status) await announceChange(scope, status);
  return inspectionAnswerOf(next);
}
