import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inspectionRoutes } from '@shared/api/routes/inspections';
import type { ChecklistAnswer } from '@shared/inspections/checklist-schemas';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import {
  checklistWrite,
  getChecklist,
  listChecklists,
  type ChecklistRecord,
} from '../data/inspections/inspections-repo';
import { nowIso } from '../data/table/keys';
import { transact } from '../data/table/transact';
import type { Call } from '../lib/http/call';

type Routes = typeof inspectionRoutes;

/**
 * Checklists (settings/checklists, docs/inspections.md §2): the organisation's
 * templates, read with Service access and changed by the Service module's admins,
 * each change at the `ver` read. A checklist is never deleted (inspections name it):
 * it is made inactive, and an inactive one is not offered for a new inspection.
 */
const answerOf = (r: ChecklistRecord): ChecklistAnswer => ({
  _id: r._id,
  Name: r.Name,
  Sections: r.Sections,
  Act: r.Act,
  ver: r.ver,
  CrAt: r.CrAt,
  ...(r.CrByName ? { CrByName: r.CrByName } : {}),
  ...(r.UpAt ? { UpAt: r.UpAt } : {}),
  ...(r.UpByName ? { UpByName: r.UpByName } : {}),
});

export async function checklists(call: Call<Routes['checklists']>): Promise<{ Items: ChecklistAnswer[] }> {
  const all = await listChecklists(call.session.orgId);
  const shown = call.query.All ? all : all.filter((c) => c.Act);
  // Names in order: the picker and the list both read best alphabetically.
  return { Items: shown.map(answerOf).sort((a, b) => a.Name.localeCompare(b.Name)) };
}

export async function checklist(call: Call<Routes['checklist']>): Promise<ChecklistAnswer> {
  const found = await getChecklist(call.session.orgId, call.params.Id);
  if (!found) throw new ApiError(ErrorCode.NotFound, M.checklistNotFound);
  return answerOf(found);
}

export async function createChecklist(call: Call<Routes['createChecklist']>): Promise<ChecklistAnswer> {
  const { session, body } = call;
  const record: ChecklistRecord = {
    _id: ulid(),
    Name: body.Name,
    Sections: body.Sections,
    Act: body.Act ?? true,
    ver: 1,
    CrAt: nowIso(),
    CrBy: session.userId,
    ...(session.userName ? { CrByName: session.userName } : {}),
  };
  await transact([checklistWrite(session.orgId, record, undefined)]);
  return answerOf(record);
}

export async function updateChecklist(call: Call<Routes['updateChecklist']>): Promise<ChecklistAnswer> {
  const { session, body, params } = call;
  const before = await getChecklist(session.orgId, params.Id, true);
  if (!before) throw new ApiError(ErrorCode.NotFound, M.checklistNotFound);
  if (before.ver !== body.ver) throw new ApiError(ErrorCode.Conflict, M.checklistChanged);
  // A PUT changes only what it sends.
  const record: ChecklistRecord = {
    ...before,
    ...(body.Name !== undefined ? { Name: body.Name } : {}),
    ...(body.Sections !== undefined ? { Sections: body.Sections } : {}),
    ...(body.Act !== undefined ? { Act: body.Act } : {}),
    ver: before.ver + 1,
    UpAt: nowIso(),
    UpBy: session.userId,
    ...(session.userName ? { UpByName: session.userName } : {}),
  };
  await transact([checklistWrite(session.orgId, record, body.ver)]);
  return answerOf(record);
}
