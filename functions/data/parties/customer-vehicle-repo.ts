import { batchGet } from '../table/batch-get';
import type { Key } from '../table/keys';
import { partyKey, productKey } from './parties-keys';
import type { PartyRecord } from './parties-repo';
import type { ProductRecord } from './products-repo';

export type CustomerAndVehicle = { customer?: PartyRecord; vehicle?: ProductRecord };

/**
 * The customer and the vehicle a service document names, in one BatchGetItem:
 * the document keeps their display names (CustName, RegNo) and refuses ids that
 * name nothing. An id left undefined is not read.
 */
export async function readCustomerAndVehicle(
  orgId: string,
  ids: { customerId: string | undefined; vehicleId: string | undefined },
): Promise<CustomerAndVehicle> {
  const wanted: Key[] = [];
  if (ids.customerId !== undefined) wanted.push(partyKey(orgId, 'CUST', ids.customerId));
  if (ids.vehicleId !== undefined) wanted.push(productKey(orgId, ids.vehicleId));
  const found = await batchGet<Record<string, unknown>>(wanted);
  const customer = ids.customerId !== undefined ? (found.shift() as PartyRecord | undefined) : undefined;
  const vehicle = ids.vehicleId !== undefined ? (found.shift() as ProductRecord | undefined) : undefined;
  return { ...(customer ? { customer } : {}), ...(vehicle ? { vehicle } : {}) };
}
