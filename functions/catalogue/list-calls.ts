import type { catalogueRoutes } from '@shared/api/routes/catalogue';
import type {
  MakeAnswer,
  ModelAnswer,
  ServiceCategoryAnswer,
  WorkOrderTypeAnswer,
} from '@shared/catalogue/call-schemas';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import {
  makeImportRow,
  modelImportRow,
  serviceCategoryImportRow,
  workOrderTypeImportRow,
} from '@shared/catalogue/import-rows';
import { VEHICLE_MODELS } from '@shared/catalogue/seed';
import { CATEGORIES } from '@shared/reference/categories';
import type { ListItem } from '../data/catalogue/named-list-repo';
import type { Call, SessionContext } from '../lib/http/call';
import { ownOnly } from '../lib/catalogue-scope';
import { notFound, pick } from './catalogue-scope';
import { createEntry, editEntry, importNameClashes, visibleEntries, type Entry } from './list-service';
import { importRows } from '../lib/catalogue-records';

/** Service categories, work-order types, vehicle makes and models (the settings lists). */
type R = typeof catalogueRoutes;

const slug = (text: string): string =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The system's lists: the default categories, and the makes and models the seed's parts are for. */
const SYSTEM_CATEGORIES: ListItem[] = CATEGORIES.map((c) => ({ ...c, ver: 0 }));
const makeId = (make: string): string => `MK-${slug(make)}`;
const SYSTEM_MAKES: ListItem[] = [...new Set(VEHICLE_MODELS.map((m) => m.Make))].map((Name) => ({
  _id: makeId(Name),
  Name,
  ver: 0,
}));
const SYSTEM_MODELS: ListItem[] = VEHICLE_MODELS.map((m) => ({
  _id: `MD-${slug(m.Make)}-${slug(m.Model)}`,
  MakeId: makeId(m.Make),
  Name: m.Model,
  BodyType: m.BodyType,
  ver: 0,
}));

const all = (query: { All?: 'true' | 'false' }): boolean => query.All === 'true';
const vehiclesOwnOnly = (session: SessionContext): boolean => ownOnly(session, 'VEHICLE');
/** The system's makes and models a name may clash with: none when the organisation keeps only its own. */
const systemMakes = (session: SessionContext): readonly ListItem[] => (vehiclesOwnOnly(session) ? [] : SYSTEM_MAKES);
const systemModels = (session: SessionContext): readonly ListItem[] => (vehiclesOwnOnly(session) ? [] : SYSTEM_MODELS);

// Service categories ----------------------------------------------------------------

const categoryOf = (e: Entry): ServiceCategoryAnswer => pick(e, ['_id', 'Name', 'Pos', 'Own', 'Act', 'ver']);
const byPosition = (a: Entry, b: Entry): number =>
  Number(a.Pos) - Number(b.Pos) || String(a.Name).localeCompare(String(b.Name));

export async function serviceCategories(call: Call<R['serviceCategories']>) {
  const entries = await visibleEntries(call.session.orgId, 'SCAT', SYSTEM_CATEGORIES, false, all(call.query));
  return entries.sort(byPosition).map(categoryOf);
}

async function nextPosition(orgId: string): Promise<number> {
  const entries = await visibleEntries(orgId, 'SCAT', SYSTEM_CATEGORIES, false, true);
  return Math.max(0, ...entries.map((e) => Number(e.Pos))) + 1;
}

const createCategory = async (orgId: string, body: { Name: string; Pos?: number }) =>
  createEntry(
    orgId,
    'SCAT',
    'SC',
    { Name: body.Name, Pos: body.Pos ?? (await nextPosition(orgId)) },
    SYSTEM_CATEGORIES,
  );

export const createServiceCategory = async (call: Call<R['createServiceCategory']>) =>
  categoryOf(await createCategory(call.session.orgId, call.body));
export const updateServiceCategory = async (call: Call<R['updateServiceCategory']>) =>
  categoryOf(await editEntry(call.session.orgId, 'SCAT', SYSTEM_CATEGORIES, false, call.params.id, call.body));
export const deactivateServiceCategory = async (call: Call<R['deactivateServiceCategory']>) =>
  categoryOf(
    await editEntry(call.session.orgId, 'SCAT', SYSTEM_CATEGORIES, false, call.params.id, {
      ver: call.body.ver,
      Act: false,
    }),
  );
export const importServiceCategories = (call: Call<R['importServiceCategories']>) =>
  importRows(
    call.body.Rows,
    serviceCategoryImportRow,
    call.query.DryRun === 'true',
    (row) => createCategory(call.session.orgId, row),
    (rows) => importNameClashes(call.session.orgId, 'SCAT', SYSTEM_CATEGORIES, false, rows),
  );

// Work-order types (the organisation's own list only) -----------------------------------

const typeOf = (e: Entry): WorkOrderTypeAnswer => pick(e, ['_id', 'Name', 'Act', 'ver']);

export const workOrderTypes = async (call: Call<R['workOrderTypes']>) =>
  (await visibleEntries(call.session.orgId, 'WOT', [], true, all(call.query)))
    .sort((a, b) => String(a.Name).localeCompare(String(b.Name)))
    .map(typeOf);
export const createWorkOrderType = async (call: Call<R['createWorkOrderType']>) =>
  typeOf(await createEntry(call.session.orgId, 'WOT', 'WT', call.body));
export const updateWorkOrderType = async (call: Call<R['updateWorkOrderType']>) =>
  typeOf(await editEntry(call.session.orgId, 'WOT', [], true, call.params.id, call.body));
export const deactivateWorkOrderType = async (call: Call<R['deactivateWorkOrderType']>) =>
  typeOf(await editEntry(call.session.orgId, 'WOT', [], true, call.params.id, { ver: call.body.ver, Act: false }));
export const importWorkOrderTypes = (call: Call<R['importWorkOrderTypes']>) =>
  importRows(
    call.body.Rows,
    workOrderTypeImportRow,
    call.query.DryRun === 'true',
    (row) => createEntry(call.session.orgId, 'WOT', 'WT', row),
    (rows) => importNameClashes(call.session.orgId, 'WOT', [], true, rows),
  );

// Makes and models (Common.ProdModels OWN: only the organisation's) -------------------------

const makeOf = (e: Entry): MakeAnswer => pick(e, ['_id', 'Name', 'Own', 'Act', 'ver']);
const byName = (a: Entry, b: Entry): number => String(a.Name).localeCompare(String(b.Name));
const visibleMakes = (session: SessionContext, everything: boolean) =>
  visibleEntries(session.orgId, 'MAKE', SYSTEM_MAKES, vehiclesOwnOnly(session), everything);

export const makes = async (call: Call<R['makes']>) =>
  (await visibleMakes(call.session, all(call.query))).sort(byName).map(makeOf);
export const createMake = async (call: Call<R['createMake']>) =>
  makeOf(await createEntry(call.session.orgId, 'MAKE', 'MK', call.body, systemMakes(call.session)));
export const updateMake = async (call: Call<R['updateMake']>) =>
  makeOf(
    await editEntry(call.session.orgId, 'MAKE', SYSTEM_MAKES, vehiclesOwnOnly(call.session), call.params.id, call.body),
  );
export const deactivateMake = async (call: Call<R['deactivateMake']>) =>
  makeOf(
    await editEntry(call.session.orgId, 'MAKE', SYSTEM_MAKES, vehiclesOwnOnly(call.session), call.params.id, {
      ver: call.body.ver,
      Act: false,
    }),
  );
export const importMakes = (call: Call<R['importMakes']>) =>
  importRows(
    call.body.Rows,
    makeImportRow,
    call.query.DryRun === 'true',
    (row) => createEntry(call.session.orgId, 'MAKE', 'MK', row, systemMakes(call.session)),
    (rows) => importNameClashes(call.session.orgId, 'MAKE', SYSTEM_MAKES, vehiclesOwnOnly(call.session), rows),
  );

/** A model answers its make's current name. */
const modelOf = (e: Entry, makeNames: Map<string, string>): ModelAnswer =>
  pick({ ...e, Make: makeNames.get(String(e.MakeId)) ?? '' }, [
    '_id',
    'MakeId',
    'Make',
    'Name',
    'BodyType',
    'Own',
    'Act',
    'ver',
  ]);
const makeNamesOf = async (session: SessionContext) =>
  new Map((await visibleMakes(session, true)).map((m) => [m._id, String(m.Name)]));

export async function models(call: Call<R['models']>) {
  const [entries, names] = await Promise.all([
    visibleEntries(call.session.orgId, 'MODEL', SYSTEM_MODELS, vehiclesOwnOnly(call.session), all(call.query)),
    makeNamesOf(call.session),
  ]);
  return entries
    .filter((e) => call.query.MakeId === undefined || e.MakeId === call.query.MakeId)
    .filter((e) => names.has(String(e.MakeId)))
    .sort(byName)
    .map((e) => modelOf(e, names));
}

export async function createModel(call: Call<R['createModel']>) {
  const names = await makeNamesOf(call.session);
  if (!names.has(call.body.MakeId)) throw notFound(CatalogueMessages.makeNotFound);
  return modelOf(await createEntry(call.session.orgId, 'MODEL', 'MD', call.body, systemModels(call.session)), names);
}
export async function updateModel(call: Call<R['updateModel']>) {
  const names = await makeNamesOf(call.session);
  return modelOf(
    await editEntry(
      call.session.orgId,
      'MODEL',
      SYSTEM_MODELS,
      vehiclesOwnOnly(call.session),
      call.params.id,
      call.body,
    ),
    names,
  );
}
export async function deactivateModel(call: Call<R['deactivateModel']>) {
  const names = await makeNamesOf(call.session);
  const edit = { ver: call.body.ver, Act: false };
  return modelOf(
    await editEntry(call.session.orgId, 'MODEL', SYSTEM_MODELS, vehiclesOwnOnly(call.session), call.params.id, edit),
    names,
  );
}

/** Models name their make; an unknown make refuses the row like a bad cell. */
export async function importModels(call: Call<R['importModels']>) {
  const byName = new Map(
    [...(await makeNamesOf(call.session)).entries()].map(([id, name]) => [name.toLowerCase(), id]),
  );
  return importRows(
    call.body.Rows,
    modelImportRow,
    call.query.DryRun === 'true',
    (row) =>
      createEntry(
        call.session.orgId,
        'MODEL',
        'MD',
        { MakeId: byName.get(row.Make.toLowerCase()), Name: row.Name, BodyType: row.BodyType },
        systemModels(call.session),
      ),
    async (rows) => {
      const unknownMakes = rows.flatMap((row, i) =>
        byName.has(row.Make.toLowerCase())
          ? []
          : [{ row: i + 1, field: 'Make', message: CatalogueMessages.makeNotFound }],
      );
      const named = rows.map((row) => ({ MakeId: byName.get(row.Make.toLowerCase()), Name: row.Name }));
      return [
        ...unknownMakes,
        ...(await importNameClashes(call.session.orgId, 'MODEL', SYSTEM_MODELS, vehiclesOwnOnly(call.session), named)),
      ];
    },
  );
}
