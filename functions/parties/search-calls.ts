import { ApiError, ErrorCode } from '@shared/api/errors';
import type { partiesRoutes } from '@shared/api/routes/parties';
import { allPhones, PartyMessages } from '@shared/parties/party-messages';
import { MIN_SEARCH_LENGTH } from '@shared/parties/registration-number';
import type { PartyRow, PartySearchQuery, ProductRow } from '@shared/parties/search-schemas';
import { nameMatches, searchKey, type SearchField } from '@shared/parties/search-terms';
import type { Call } from '../lib/http/call';
import { batchGet } from '../data/table/batch-get';
import { partyKey, productKey, type IndexField, type IndexKind, type PartyKind } from '../data/parties/parties-keys';
import type { PartyRecord } from '../data/parties/parties-repo';
import type { ProductRecord } from '../data/parties/products-repo';
import { decodeCursor, encodeCursor, listIdsByFieldPrefix, type StartKey } from '../data/parties/search-repo';

type Routes = typeof partiesRoutes;

/**
 * Searches read one index partition with a key condition, then the records
 * found (BatchGetItem), and check every other given field on them. When the
 * other fields filter rows out, a few more index pages are read to fill the
 * page; the cursor always points just after the last index item read.
 */
const MAX_ROUNDS = 4;

type Plan = { kind: IndexKind; field: IndexField; term: string };

/** The query schemas already refused a term that is too short (search-terms.ts); this keeps the index read safe regardless. */
function usable(field: SearchField, value: string): string {
  const term = searchKey(field, value);
  if (term.length < MIN_SEARCH_LENGTH)
    throw new ApiError(ErrorCode.BadRequest, PartyMessages.searchTooShort, [
      { path: field, message: PartyMessages.searchTooShort },
    ]);
  return term;
}

/** Normalised search values, as the index items hold them. */
type Terms = { Name?: string; Phone?: string; Email?: string; GSTIN?: string; RegNo?: string; VIN?: string };

function normalise(query: Partial<Record<keyof Terms, string>>): Terms {
  return {
    ...(query.Name !== undefined ? { Name: query.Name } : {}),
    ...(query.Phone !== undefined ? { Phone: usable('Phone', query.Phone) } : {}),
    ...(query.Email !== undefined ? { Email: usable('Email', query.Email) } : {}),
    ...(query.GSTIN !== undefined ? { GSTIN: usable('GSTIN', query.GSTIN) } : {}),
    ...(query.RegNo !== undefined ? { RegNo: usable('RegNo', query.RegNo) } : {}),
    ...(query.VIN !== undefined ? { VIN: usable('VIN', query.VIN) } : {}),
  };
}

/** The most selective field drives the index read: GSTIN, phone, registration number, e-mail, then name. */
function partyPlan(kind: PartyKind, terms: Terms): Plan {
  if (terms.GSTIN) return { kind, field: 'GSTIN', term: terms.GSTIN };
  if (terms.Phone) return { kind, field: 'PHONE', term: terms.Phone };
  if (terms.RegNo) return { kind: 'PROD', field: 'REG', term: terms.RegNo };
  if (terms.Email) return { kind, field: 'EMAIL', term: terms.Email };
  return { kind, field: 'NAME', term: usable('Name', terms.Name ?? '') };
}

function partyMatches(record: PartyRecord, terms: Terms): boolean {
  if (terms.Name !== undefined && !nameMatches(record.DName, terms.Name)) return false;
  if (terms.Phone && !allPhones(record).some((p) => p.startsWith(terms.Phone ?? ''))) return false;
  if (terms.Email && !record.Cons.Emails.some((e) => e.startsWith(terms.Email ?? ''))) return false;
  if (terms.GSTIN && !record.GSTIN?.startsWith(terms.GSTIN)) return false;
  if (terms.RegNo && !Object.values(record.Vehs ?? {}).some((r) => r.includes(terms.RegNo ?? ''))) return false;
  return true;
}

export const partyRow = (record: PartyRecord, kind: PartyKind): PartyRow => ({
  _id: record.Id,
  DName: record.DName,
  Type: record.Type,
  ...(record.Cons.Phones.Main ? { Phone: record.Cons.Phones.Main } : {}),
  ...(record.Cons.Emails[0] ? { Email: record.Cons.Emails[0] } : {}),
  ...(record.GSTIN ? { GSTIN: record.GSTIN } : {}),
  ...(record.BAdd?.Ct ? { Ct: record.BAdd.Ct } : {}),
  ...(kind === 'CUST' ? { RegNos: Object.values(record.Vehs ?? {}) } : {}),
});

/** Reads index pages until `limit` records pass `accept` (or the index or the round budget ends). */
async function collect<T>(
  orgId: string,
  plan: Plan,
  limit: number,
  cursor: string | undefined,
  load: (ids: string[]) => Promise<T[]>,
  idOf: (item: T) => string,
): Promise<{ items: T[]; next?: string }> {
  let startKey: StartKey | undefined = decodeCursor(cursor, orgId, plan.kind, plan.field, plan.term);
  const items: T[] = [];
  const seen = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS && items.length < limit; round += 1) {
    const page = await listIdsByFieldPrefix(orgId, plan.kind, plan.field, plan.term, limit - items.length, startKey);
    startKey = page.lastKey;
    const fresh = [...new Set(page.ids)].filter((id) => !seen.has(id));
    for (const item of await load(fresh)) {
      if (seen.has(idOf(item))) continue;
      seen.add(idOf(item));
      items.push(item);
    }
    if (!startKey) break;
  }
  return { items, ...(startKey ? { next: encodeCursor(plan.field, startKey) } : {}) };
}

export const present = <T>(items: (T | undefined)[]): T[] => items.filter((i): i is T => i !== undefined);

async function searchParties(orgId: string, kind: PartyKind, query: PartySearchQuery) {
  const terms = normalise(query);
  const plan = partyPlan(kind, terms);
  const loadParties = async (ids: string[]) =>
    present(await batchGet<PartyRecord>(ids.map((id) => partyKey(orgId, kind, id))));
  const load =
    plan.kind === 'PROD'
      ? async (productIds: string[]) => {
          // Registration part → vehicles → their current owners.
          const products = present(await batchGet<ProductRecord>(productIds.map((id) => productKey(orgId, id))));
          return loadParties(present(products.map((p) => p.Owner?.CustId)));
        }
      : loadParties;
  const found = await collect(
    orgId,
    plan,
    query.Limit,
    query.Next,
    async (ids) => (await load(ids)).filter((record) => partyMatches(record, terms)),
    (record) => record.Id,
  );
  return { Items: found.items.map((record) => partyRow(record, kind)), ...(found.next ? { Next: found.next } : {}) };
}

export const searchCustomers = (call: Call<Routes['searchCustomers']>) =>
  searchParties(call.session.orgId, 'CUST', call.query);
export const searchVendors = (call: Call<Routes['searchVendors']>) =>
  searchParties(call.session.orgId, 'VEND', call.query);

export async function searchProducts(call: Call<Routes['searchProducts']>) {
  const { orgId } = call.session;
  const terms = normalise(call.query);
  const plan: Plan = terms.VIN
    ? { kind: 'PROD', field: 'VIN', term: terms.VIN }
    : { kind: 'PROD', field: 'REG', term: terms.RegNo ?? '' };
  const found = await collect(
    orgId,
    plan,
    call.query.Limit,
    call.query.Next,
    async (ids) =>
      present(await batchGet<ProductRecord>(ids.map((id) => productKey(orgId, id)))).filter(
        (p) => (!terms.VIN || p.VIN?.startsWith(terms.VIN)) && (!terms.RegNo || p.RegNo?.includes(terms.RegNo)),
      ),
    (product) => product.Id,
  );
  return { Items: await productRows(orgId, found.items), ...(found.next ? { Next: found.next } : {}) };
}

/** Product rows with their current owners' names (one BatchGetItem of the owners). */
export async function productRows(orgId: string, products: ProductRecord[]): Promise<ProductRow[]> {
  const ownerIds = [...new Set(present(products.map((p) => p.Owner?.CustId)))];
  const owners = new Map(
    present(await batchGet<PartyRecord>(ownerIds.map((id) => partyKey(orgId, 'CUST', id)))).map((c) => [c.Id, c.DName]),
  );
  return products.map((p) => ({
    _id: p.Id,
    ...(p.RegNo ? { RegNo: p.RegNo } : {}),
    ...(p.Make ? { Make: p.Make } : {}),
    ...(p.Model ? { Model: p.Model } : {}),
    ...(p.Variant ? { Variant: p.Variant } : {}),
    ...(p.Year !== undefined ? { Year: p.Year } : {}),
    ...(p.VIN ? { VIN: p.VIN } : {}),
    ...(p.Owner ? { Owner: { CustId: p.Owner.CustId, DName: owners.get(p.Owner.CustId) ?? '' } } : {}),
  }));
}
