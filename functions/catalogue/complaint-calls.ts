import type { catalogueRoutes } from '@shared/api/routes/catalogue';
import type { ComplaintAnswer } from '@shared/catalogue/call-schemas';
import { complaintImportRow } from '@shared/catalogue/import-rows';
import type { Found } from '../data/catalogue/record-repo';
import { getVisibleRecord } from '../data/catalogue/record-repo';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import { listRecords, searchRows } from '../data/catalogue/search-repo';
import type { Call } from '../lib/http/call';
import { scopeOf } from '../lib/catalogue-scope';
import { notFound, pick } from './catalogue-scope';
import { createRecord, deactivateRecord, editRecord, importRows } from '../lib/catalogue-records';

/** Complaints (spec service-documents §7 'Complaints and operations'). */
type R = typeof catalogueRoutes;

const FIELDS = ['_id', 'Desc', 'Cat', 'Own', 'Act', 'ver'];
export const complaintOf = ({ record, own }: Found): ComplaintAnswer =>
  pick({ ...record, Own: own, ver: own ? record.ver : 0 }, FIELDS);

/** Full search: the index rows, then the records in one BatchGetItem. */
async function fullSearch(call: Call<R['searchComplaints']> | Call<R['searchComplaintsInCategory']>, cat?: string) {
  const scope = scopeOf(call.session, 'COMPL');
  const rows = await searchRows(scope, 'COMPL', call.params.text, {
    limit: call.query.Limit,
    cursor: call.query.Next,
    cat,
  });
  const found = await getVisibleRecords(
    scope.orgId,
    scope.ownOnly,
    'COMPL',
    rows.items.map((r) => r._id),
  );
  const items = found.filter((f): f is Found => f !== undefined && f.record.Act).map(complaintOf);
  return { Items: items, ...(rows.next ? { Next: rows.next } : {}) };
}

export async function complaints(call: Call<R['complaints']>) {
  const { Q, Cat, All, Limit, Next } = call.query;
  const scope = scopeOf(call.session, 'COMPL');
  if (Q !== undefined) {
    const rows = await searchRows(scope, 'COMPL', Q, { limit: Limit, cursor: Next, cat: Cat });
    const found = await getVisibleRecords(
      scope.orgId,
      scope.ownOnly,
      'COMPL',
      rows.items.map((r) => r._id),
    );
    return {
      Items: found.filter((f): f is Found => f !== undefined).map(complaintOf),
      ...(rows.next ? { Next: rows.next } : {}),
    };
  }
  const page = await listRecords(scope, 'COMPL', { limit: Limit, cursor: Next, cat: Cat, all: All === 'true' });
  return {
    Items: page.items.map(({ Own, ...record }) => complaintOf({ record, own: Own })),
    ...(page.next ? { Next: page.next } : {}),
  };
}

export async function complaint(call: Call<R['complaint']>) {
  const scope = scopeOf(call.session, 'COMPL');
  const found = await getVisibleRecord(scope.orgId, scope.ownOnly, 'COMPL', call.params.id);
  if (!found) throw notFound();
  return complaintOf(found);
}

export const searchComplaints = (call: Call<R['searchComplaints']>) => fullSearch(call);
export const searchComplaintsInCategory = (call: Call<R['searchComplaintsInCategory']>) =>
  fullSearch(call, call.params.category);

async function liteSearch(
  call: Call<R['searchComplaintsLite']> | Call<R['searchComplaintsLiteInCategory']>,
  cat?: string,
) {
  const rows = await searchRows(scopeOf(call.session, 'COMPL'), 'COMPL', call.params.text, {
    limit: call.query.Limit,
    cursor: call.query.Next,
    cat,
  });
  return {
    Items: rows.items.map((r) => pick<{ _id: string; Desc: string; Cat: string }>(r, ['_id', 'Desc', 'Cat'])),
    ...(rows.next ? { Next: rows.next } : {}),
  };
}
export const searchComplaintsLite = (call: Call<R['searchComplaintsLite']>) => liteSearch(call);
export const searchComplaintsLiteInCategory = (call: Call<R['searchComplaintsLiteInCategory']>) =>
  liteSearch(call, call.params.category);

export const createComplaint = async (call: Call<R['createComplaint']>) =>
  complaintOf(await createRecord(call.session, 'COMPL', call.body));
export const updateComplaint = async (call: Call<R['updateComplaint']>) =>
  complaintOf(await editRecord(call.session, 'COMPL', call.params.id, call.body));
export const deactivateComplaint = async (call: Call<R['deactivateComplaint']>) =>
  complaintOf(await deactivateRecord(call.session, 'COMPL', call.params.id, call.body.ver));

export const importComplaints = (call: Call<R['importComplaints']>) =>
  importRows(call.body.Rows, complaintImportRow, call.query.DryRun === 'true', (row) =>
    createRecord(call.session, 'COMPL', row),
  );
