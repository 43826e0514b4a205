import type * as z from 'zod';
import { partyCreateBody } from '@shared/parties/party-schemas';
import { productCreateBody } from '@shared/parties/product-schemas';
import { uniqueKey } from '../../../functions/data/parties/parties-keys';
import { batchGet } from '../../../functions/data/table/batch-get';
import { DEMO_CUSTOMERS } from './demo-parties';

export type DemoCustomerFound = {
  party: z.infer<typeof partyCreateBody>;
  vehicle?: z.infer<typeof productCreateBody>;
  /** The ids the parties seed gave them, found by their uniqueness items (main phone, registration number). */
  custId?: string;
  prodId?: string;
};

/**
 * Sample customers `from`…`from + count - 1` and their first vehicles as the
 * parties seed wrote them (one consistent BatchGetItem of their uniqueness items):
 * what the seeds that write documents, appointments and reminders for them start from.
 */
export async function demoCustomersFound(orgId: string, from: number, count: number): Promise<DemoCustomerFound[]> {
  const customers = DEMO_CUSTOMERS.slice(from, from + count).map((c) => ({
    party: partyCreateBody.parse(c.party),
    vehicle: c.vehicles[0] ? productCreateBody.parse(c.vehicles[0].product) : undefined,
  }));
  const found = await batchGet<{ Id: string }>(
    customers.flatMap((c) => [
      uniqueKey(orgId, 'CUST', 'PHONE', c.party.Cons.Phones.Main ?? ''),
      uniqueKey(orgId, 'PROD', 'REG', c.vehicle?.RegNo ?? '-'),
    ]),
    true,
  );
  return customers.map((c, i) => ({ ...c, custId: found[i * 2]?.Id, prodId: found[i * 2 + 1]?.Id }));
}
