import type { catalogueRoutes } from '@shared/api/routes/catalogue';
import type { PartAnswer, PartRow } from '@shared/catalogue/call-schemas';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import { CATALOGUE_TAX_CODES } from '@shared/catalogue/gst-rates';
import { partImportRowFor } from '@shared/catalogue/import-rows';
import { defaultUnitOf } from '@shared/inventory/default-unit';
import type { Application } from '@shared/catalogue/schemas';
import { resolveTaxCode } from '@shared/documents/tax-codes';
import { getProduct } from '../data/parties/products-repo';
import { getEntity } from '../data/settings/entity-settings-repo';
import { getVisibleRecord, getVisibleRecords, type Found } from '../data/catalogue/record-repo';
import { idsByCode, listRecords, searchRows } from '../data/catalogue/search-repo';
import { lookupPage, type LookupPricing } from '../lib/item-lookups';
import { itemSearchPage } from '../lib/item-search-lookup';
import type { Call, SessionContext } from '../lib/http/call';
import { scopeOf } from '../lib/catalogue-scope';
import { notFound, pick, todayFor } from './catalogue-scope';
import { createRecord, deactivateRecord, editRecord, importRows, newPart } from '../lib/catalogue-records';

/** Parts, dummy parts and the inventory item name searches (spec service-documents §7). */
type R = typeof catalogueRoutes;

const ROW_FIELDS = ['_id', 'PCode', 'Desc', 'Cat', 'Make', 'HSN', 'UoM', 'UnPr', 'TCode'];
const FIELDS = [...ROW_FIELDS, 'Apps', 'Tax', 'Own', 'Act', 'ver'];
const rowOf = (r: Record<string, unknown>): PartRow => pick(r, ROW_FIELDS);
const page = <T>(items: T[], next?: string) => ({ Items: items, ...(next ? { Next: next } : {}) });

/** A part with the version of its tax code in force on the date of supply. */
export function partOf({ record, own }: Found, date: string): PartAnswer {
  const tax = resolveTaxCode(CATALOGUE_TAX_CODES, Number(record.TCode), date);
  return pick({ ...record, Tax: tax, Own: own, ver: own ? record.ver : 0 }, FIELDS);
}

/** Vehicle criteria a part must fit (all given ones, against one of its applications). */
export type Vehicle = { year?: number; make?: string; model?: string; variant?: string };
const same = (a: string | undefined, b: string | undefined): boolean =>
  a === undefined || b === undefined || a.toLowerCase() === b.toLowerCase();
export const fits = (apps: readonly Application[], v: Vehicle): boolean =>
  apps.some(
    (a) =>
      same(v.make, a.Make) &&
      same(v.model, a.Model) &&
      (v.variant === undefined || a.Variant === undefined || same(v.variant, a.Variant)) &&
      (v.year === undefined || (v.year >= a.FromYr && (a.ToYr === undefined || v.year <= a.ToYr))),
  );
const appsOf = (f: Found): Application[] => (f.record.Apps as Application[] | undefined) ?? [];

async function foundByIds(session: SessionContext, ids: readonly string[]) {
  const scope = scopeOf(session, 'PART');
  const found = await getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', ids);
  return found.filter((f): f is Found => f !== undefined && f.record.Act);
}

export async function parts(call: Call<R['parts']>) {
  const { Q, Cat, All, Limit, Next } = call.query;
  const scope = scopeOf(call.session, 'PART');
  const today = todayFor(call.session);
  if (Q !== undefined) {
    const rows = await searchRows(scope, 'PART', Q, { limit: Limit, cursor: Next, cat: Cat });
    const found = await getVisibleRecords(
      scope.orgId,
      scope.ownOnly,
      'PART',
      rows.items.map((r) => r._id),
    );
    return page(
      found.filter((f): f is Found => f !== undefined).map((f) => partOf(f, today)),
      rows.next,
    );
  }
  const list = await listRecords(scope, 'PART', { limit: Limit, cursor: Next, cat: Cat, all: All === 'true' });
  return page(
    list.items.map(({ Own, ...record }) => partOf({ record, own: Own }, today)),
    list.next,
  );
}

/** Parts/Basic/ByDescription: a word search, then the vehicle filter on the records. */
export async function partsByDescription(call: Call<R['partsByDescription']>) {
  const { desc, year, make, model, variant, Date: date, Limit, Next } = call.query;
  const rows = await searchRows(scopeOf(call.session, 'PART'), 'PART', desc, { limit: Limit, cursor: Next });
  const found = await foundByIds(
    call.session,
    rows.items.map((r) => r._id),
  );
  const on = date ?? todayFor(call.session);
  return page(
    found.filter((f) => fits(appsOf(f), { year, make, model, variant })).map((f) => partOf(f, on)),
    rows.next,
  );
}

export async function partsByCategory(call: Call<R['partsByCategory']>) {
  const { cat, year, make, model, variant } = call.params;
  const list = await listRecords(scopeOf(call.session, 'PART'), 'PART', {
    limit: call.query.Limit,
    cursor: call.query.Next,
    cat,
  });
  const vehicle = { year, make, model, variant: variant === '-' ? undefined : variant };
  const today = todayFor(call.session);
  return page(
    list.items
      .filter((r) => r.Act && fits((r.Apps as Application[] | undefined) ?? [], vehicle))
      .map(({ Own, ...record }) => partOf({ record, own: Own }, today)),
    list.next,
  );
}

export async function part(call: Call<R['part']>) {
  const scope = scopeOf(call.session, 'PART');
  const found = await getVisibleRecord(scope.orgId, scope.ownOnly, 'PART', call.params.id);
  if (!found) throw notFound();
  return partOf(found, call.query.Date ?? todayFor(call.session));
}

export async function partsByCode(call: Call<R['partsByCode']>) {
  const { ids } = await idsByCode(scopeOf(call.session, 'PART'), 'PART', call.params.code);
  const on = call.query.Date ?? todayFor(call.session);
  return (await foundByIds(call.session, ids)).map((f) => partOf(f, on));
}

export async function partsByCodeAndVehicle(call: Call<R['partsByCodeAndVehicle']>) {
  const [product, { ids }] = await Promise.all([
    getProduct(call.session.orgId, call.params.vehicle),
    idsByCode(scopeOf(call.session, 'PART'), 'PART', call.params.code),
  ]);
  if (!product) throw notFound(CatalogueMessages.vehicleNotFound);
  const vehicle: Vehicle = { year: product.Year, make: product.Make, model: product.Model, variant: product.Variant };
  const on = call.query.Date ?? todayFor(call.session);
  return (await foundByIds(call.session, ids)).filter((f) => fits(appsOf(f), vehicle)).map((f) => partOf(f, on));
}

type ItemLookupCall =
  | Call<R['itemsSaleNameLite']>
  | Call<R['masterItemsSaleNameLite']>
  | Call<R['itemsSaleGenericNameLite']>
  | Call<R['itemsPurchaseNameLite']>;

/** Lite searches answer from the index items alone. */
async function liteSearch(call: Call<R['dummyPartsLite']> | ItemLookupCall) {
  const rows = await searchRows(scopeOf(call.session, 'PART'), 'PART', call.params.text, {
    limit: call.query.Limit,
    cursor: call.query.Next,
  });
  return page(rows.items.map(rowOf), rows.next);
}
export const dummyPartsLite = (call: Call<R['dummyPartsLite']>) => liteSearch(call);

/**
 * The item lookups: the part search, found by SKU too, with each item's SKU and units, and for a sale its price
 * (item-lookups.ts `lookupPage`: the reads folded into as few requests as the answer allows).
 */
function itemLookup(call: ItemLookupCall, pricing?: LookupPricing) {
  const first = call.query.Next === undefined;
  const sku = first ? { text: call.params.text, limit: call.query.Limit } : undefined;
  return lookupPage(call.session, () => liteSearch(call), rowOf, sku, pricing);
}
/** The sale searches answer each part at the price the branch sells it to the buyer's category (`Cat`) today. */
async function saleSearch(
  call: Call<R['itemsSaleNameLite']> | Call<R['masterItemsSaleNameLite']> | Call<R['itemsSaleGenericNameLite']>,
) {
  const { orgId, entityId } = call.session;
  const settings = (call.session.entity ?? (await getEntity(orgId, entityId)))?.Settings.Inventory ?? {};
  const pricing = { settings, buyer: { cat: call.query.Cat, day: todayFor(call.session) } };
  // The branch's items from their search index in one Query; the catalogue's search when it finds none.
  return (await itemSearchPage(call.session, call.params.text, call.query, pricing)) ?? itemLookup(call, pricing);
}
export const itemsSaleNameLite = (call: Call<R['itemsSaleNameLite']>) => saleSearch(call);
export const masterItemsSaleNameLite = (call: Call<R['masterItemsSaleNameLite']>) => saleSearch(call);
export const itemsSaleGenericNameLite = (call: Call<R['itemsSaleGenericNameLite']>) => saleSearch(call);
export const itemsPurchaseNameLite = (call: Call<R['itemsPurchaseNameLite']>) => itemLookup(call);

export const createPart = async (call: Call<R['createPart']>) =>
  partOf(await createRecord(call.session, 'PART', newPart(call.body)), todayFor(call.session));
export const updatePart = async (call: Call<R['updatePart']>) =>
  partOf(await editRecord(call.session, 'PART', call.params.id, call.body), todayFor(call.session));
export const deactivatePart = async (call: Call<R['deactivatePart']>) =>
  partOf(await deactivateRecord(call.session, 'PART', call.params.id, call.body.ver), todayFor(call.session));
/** A row without a unit takes the branch's default unit (setting DUoM). */
export async function importParts(call: Call<R['importParts']>) {
  const { orgId, entityId } = call.session;
  const settings = (call.session.entity ?? (await getEntity(orgId, entityId)))?.Settings.Inventory;
  return importRows(call.body.Rows, partImportRowFor(defaultUnitOf(settings)), call.query.DryRun === 'true', (row) =>
    createRecord(call.session, 'PART', newPart(row)),
  );
}
