import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inspectionRoutes } from '@shared/api/routes/inspections';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import type { VehicleCondition } from '@shared/inspections/vehicle-condition';
import type { FieldChange } from '../data/documents/document-records';
import {
  readInspectionPartition,
  vehicleConditionWrite,
  type VehicleConditionRecord,
} from '../data/inspections/inspections-repo';
import { transact } from '../data/table/transact';
import type { Call } from '../lib/http/call';
import { documentInScope, inspectionAudit, picsOn, savedBy } from './inspection-context';

type Routes = typeof inspectionRoutes;

export const conditionAnswerOf = (r: VehicleConditionRecord): VehicleCondition => ({
  Damage: r.Damage,
  Accessories: r.Accessories,
  Photos: r.Photos,
  ver: r.ver,
  UpAt: r.UpAt,
  ...(r.UpByName ? { UpByName: r.UpByName } : {}),
});

/**
 * PUT Service/VehicleCondition/{DocId} (docs/inspections.md §7a): the vehicle as it came
 * in — damage marks, accessories, photos — at its `ver` (0 for the first), only what the
 * body sends changing; photos must be this document's. One transaction with an audit
 * record on the document (`VehicleCondition`).
 */
export async function saveVehicleCondition(call: Call<Routes['saveVehicleCondition']>): Promise<VehicleCondition> {
  const { session, params, body } = call;
  const scope = await documentInScope(session, params.DocId, 'U');
  const part = await readInspectionPartition(session.orgId, params.DocId, true);
  const before = part.vehicle;
  if ((before?.ver ?? 0) !== body.ver) throw new ApiError(ErrorCode.Conflict, M.conditionChanged);
  if (body.Photos?.length) {
    if (!picsOn(scope.ctx)) throw new ApiError(ErrorCode.Forbidden, M.photosOff);
    const known = new Set(part.photos.map((p) => p.Id));
    if (body.Photos.some((id) => !known.has(id))) throw new ApiError(ErrorCode.BadRequest, M.unknownPhoto);
  }
  const next: VehicleConditionRecord = {
    DocId: params.DocId,
    EntId: session.entityId,
    Damage: body.Damage ?? before?.Damage ?? [],
    Accessories: body.Accessories ?? before?.Accessories ?? [],
    Photos: body.Photos ?? before?.Photos ?? [],
    ver: body.ver + 1,
    ...(savedBy(scope.ctx) as { UpAt: string; UpBy: string; UpByName?: string }),
  };
  const changes: FieldChange[] = (['Damage', 'Accessories', 'Photos'] as const)
    .filter((f) => JSON.stringify(before?.[f] ?? []) !== JSON.stringify(next[f]))
    .map((f) => ({ Path: `Vehicle.${f}`, ...(before ? { Before: before[f] } : {}), After: next[f] }));
  await transact([
    vehicleConditionWrite(session.orgId, next, body.ver),
    inspectionAudit(scope, 'VehicleCondition', changes),
  ]);
  return conditionAnswerOf(next);
}
