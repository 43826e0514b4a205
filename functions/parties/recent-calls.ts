import type { partiesRoutes } from '@shared/api/routes/parties';
import type { RecentQuery } from '@shared/parties/search-schemas';
import type { Call } from '../lib/http/call';
import { batchGet } from '../data/table/batch-get';
import { partyKey, productKey, type PartyKind } from '../data/parties/parties-keys';
import type { ProductRecord } from '../data/parties/products-repo';
import { listRecentlyCreated } from '../data/parties/recent-repo';
import type { PartyRecord } from '../data/parties/parties-repo';
import { partyRow, present, productRows } from './search-calls';

type Routes = typeof partiesRoutes;

/**
 * What a search screen shows before any search: the most recent records the
 * user's branch created, newest first (batchGet keeps the index's order), a
 * page at a time
 * (docs/data-model-parties.md 'Recent records of a branch').
 */
async function recentParties(orgId: string, entityId: string, kind: PartyKind, query: RecentQuery) {
  const page = await listRecentlyCreated(orgId, kind, entityId, query.Limit, query.Next);
  const records = present(await batchGet<PartyRecord>(page.ids.map((id) => partyKey(orgId, kind, id))));
  return { Items: records.map((record) => partyRow(record, kind)), ...(page.next ? { Next: page.next } : {}) };
}

export const recentCustomers = (call: Call<Routes['recentCustomers']>) =>
  recentParties(call.session.orgId, call.session.entityId, 'CUST', call.query);
export const recentVendors = (call: Call<Routes['recentVendors']>) =>
  recentParties(call.session.orgId, call.session.entityId, 'VEND', call.query);

export async function recentProducts(call: Call<Routes['recentProducts']>) {
  const { orgId, entityId } = call.session;
  const page = await listRecentlyCreated(orgId, 'PROD', entityId, call.query.Limit, call.query.Next);
  const products = present(await batchGet<ProductRecord>(page.ids.map((id) => productKey(orgId, id))));
  return { Items: await productRows(orgId, products), ...(page.next ? { Next: page.next } : {}) };
}
