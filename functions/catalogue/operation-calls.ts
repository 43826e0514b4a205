import type { catalogueRoutes } from '@shared/api/routes/catalogue';
import type { OperationRow } from '@shared/catalogue/call-schemas';
import { operationImportRow } from '@shared/catalogue/import-rows';
import { DEFAULT_INTRA_STATE_TAX_CODE, SERVICE_SAC } from '@shared/documents/constants';
import { getVisibleRecord, getVisibleRecords, type Found, type StoredRecord } from '../data/catalogue/record-repo';
import { listRecords, searchRows } from '../data/catalogue/search-repo';
import { Reply, type Call } from '../lib/http/call';
import { scopeOf } from '../lib/catalogue-scope';
import { notFound, pick } from './catalogue-scope';
import {
  fixedPricesOf,
  guideIdOf,
  guideOf,
  guideOperationOf,
  guideRowOf,
  guidesOf,
  operationOf,
} from './guide-service';
import { createRecord, deactivateRecord, editRecord, importRows, type Edit } from '../lib/catalogue-records';

/** Labour time guides and operations (spec service-documents §7). */
type R = typeof catalogueRoutes;

const ROW_FIELDS = ['_id', 'OpCode', 'Desc', 'Cat', 'SAC', 'TCode', 'Hrs'];
const rowOf = (r: Record<string, unknown>): OperationRow => pick(r, ROW_FIELDS);
const page = <T>(items: T[], next?: string) => ({ Items: items, ...(next ? { Next: next } : {}) });
const isFound = (f: Found | undefined): f is Found => f !== undefined;

/** LTGS/ is cached (spec §9); a rate change shows after at most five minutes. */
export const guides = async (call: Call<R['guides']>) =>
  new Reply(200, await guidesOf(call.session.orgId), { 'cache-control': 'private, max-age=300' });

export const guideOfBodyType = async (call: Call<R['guideOfBodyType']>) => ({ _id: guideIdOf(call.params.bodyType) });

export async function guideOpSearch(call: Call<R['guideOpSearch']>) {
  const scope = scopeOf(call.session, 'OP');
  const [rows, guide, fixed] = await Promise.all([
    searchRows(scope, 'OP', call.params.text, { limit: call.query.Limit, cursor: call.query.Next }),
    guideOf(scope.orgId, call.params.ltgId),
    fixedPricesOf(scope.orgId, call.params.ltgId),
  ]);
  return page(
    rows.items.map((r) => guideRowOf(r, guide, fixed)),
    rows.next,
  );
}

export async function guideOps(call: Call<R['guideOps']>) {
  const scope = scopeOf(call.session, 'OP');
  const { Q, Cat, All, Limit, Next } = call.query;
  const [guide, fixed] = await Promise.all([
    guideOf(scope.orgId, call.params.id),
    fixedPricesOf(scope.orgId, call.params.id),
  ]);
  if (Q !== undefined) {
    const rows = await searchRows(scope, 'OP', Q, { limit: Limit, cursor: Next, cat: Cat });
    const found = await getVisibleRecords(
      scope.orgId,
      scope.ownOnly,
      'OP',
      rows.items.map((r) => r._id),
    );
    return page(
      found.filter(isFound).map((f) => guideOperationOf(f, guide, fixed)),
      rows.next,
    );
  }
  const list = await listRecords(scope, 'OP', { limit: Limit, cursor: Next, cat: Cat, all: All === 'true' });
  return page(
    list.items.map(({ Own, ...record }) => guideOperationOf({ record, own: Own }, guide, fixed)),
    list.next,
  );
}

export async function guideOp(call: Call<R['guideOp']>) {
  const scope = scopeOf(call.session, 'OP');
  const [found, guide, fixed] = await Promise.all([
    getVisibleRecord(scope.orgId, scope.ownOnly, 'OP', call.params.opId),
    guideOf(scope.orgId, call.params.id),
    fixedPricesOf(scope.orgId, call.params.id),
  ]);
  if (!found) throw notFound();
  return guideOperationOf(found, guide, fixed);
}

export async function guideOpsInfo(call: Call<R['guideOpsInfo']>) {
  const scope = scopeOf(call.session, 'OP');
  const [found, guide, fixed] = await Promise.all([
    getVisibleRecords(scope.orgId, scope.ownOnly, 'OP', call.query.OpCodes),
    guideOf(scope.orgId, call.params.id),
    fixedPricesOf(scope.orgId, call.params.id),
  ]);
  return found.filter(isFound).map((f) => guideOperationOf(f, guide, fixed));
}

const newOperation = (body: Record<string, unknown>) => ({
  ...body,
  SAC: SERVICE_SAC,
  TCode: body.TCode ?? DEFAULT_INTRA_STATE_TAX_CODE,
});
/** Hours merge per body type: an edit of one body type keeps the others. */
const mergeOperation = (current: StoredRecord, { ver: _ver, Hrs, ...changes }: Edit) => ({
  ...current,
  ...changes,
  Hrs: { ...(current.Hrs as object), ...(Hrs as object | undefined) },
});

export const createOperation = async (call: Call<R['createOperation']>) =>
  operationOf(await createRecord(call.session, 'OP', newOperation(call.body)));
export const updateOperation = async (call: Call<R['updateOperation']>) =>
  operationOf(await editRecord(call.session, 'OP', call.params.opId, call.body, mergeOperation));
export const deactivateOperation = async (call: Call<R['deactivateOperation']>) =>
  operationOf(await deactivateRecord(call.session, 'OP', call.params.opId, call.body.ver));
export const importOperations = (call: Call<R['importOperations']>) =>
  importRows(call.body.Rows, operationImportRow, call.query.DryRun === 'true', (row) =>
    createRecord(call.session, 'OP', newOperation(row)),
  );

async function fullSearch(
  call: Call<R['baseOpSearch']> | Call<R['baseOpSearchAll']> | Call<R['baseOpSearchInCategory']>,
  cat?: string,
) {
  const scope = scopeOf(call.session, 'OP');
  const rows = await searchRows(scope, 'OP', call.params.text, {
    limit: call.query.Limit,
    cursor: call.query.Next,
    cat,
  });
  const found = await getVisibleRecords(
    scope.orgId,
    scope.ownOnly,
    'OP',
    rows.items.map((r) => r._id),
  );
  return page(found.filter((f): f is Found => f !== undefined && f.record.Act).map(operationOf), rows.next);
}
export const baseOpSearch = (call: Call<R['baseOpSearch']>) => fullSearch(call);
export const baseOpSearchAll = (call: Call<R['baseOpSearchAll']>) => fullSearch(call);
export const baseOpSearchInCategory = (call: Call<R['baseOpSearchInCategory']>) =>
  fullSearch(call, call.params.category);

async function liteSearch(call: Call<R['opSearchLite']> | Call<R['procedureSearchLite']>) {
  const rows = await searchRows(scopeOf(call.session, 'OP'), 'OP', call.params.text, {
    limit: call.query.Limit,
    cursor: call.query.Next,
  });
  return page(rows.items.map(rowOf), rows.next);
}
export const opSearchLite = (call: Call<R['opSearchLite']>) => liteSearch(call);
/** Health-care branches call operations procedures (industry labels); same catalogue. */
export const procedureSearchLite = (call: Call<R['procedureSearchLite']>) => liteSearch(call);

export async function opPricing(call: Call<R['opPricing']>) {
  const scope = scopeOf(call.session, 'OP');
  const [found, guide, fixed] = await Promise.all([
    getVisibleRecords(scope.orgId, scope.ownOnly, 'OP', call.query.OpIds),
    guideOf(scope.orgId, call.query.LTG),
    fixedPricesOf(scope.orgId, call.query.LTG),
  ]);
  return found.filter(isFound).map((f) => {
    const row = guideRowOf(f.record, guide, fixed);
    return { Op_Id: row._id, Hrs: row.Hrs, Rate: row.Rate, Pr: row.Pr, Fixed: row.Fixed };
  });
}

/** ARLabors/ByPCode/{id}: the active operations of the part's category. */
export async function arLaborsByPartCode(call: Call<R['arLaborsByPartCode']>) {
  const parts = scopeOf(call.session, 'PART');
  const part = await getVisibleRecord(parts.orgId, parts.ownOnly, 'PART', call.params.id);
  if (!part) throw notFound();
  const list = await listRecords(scopeOf(call.session, 'OP'), 'OP', {
    limit: call.query.Limit,
    cursor: call.query.Next,
    cat: part.record.Cat,
  });
  return page(list.items.filter((r) => r.Act).map(rowOf), list.next);
}
