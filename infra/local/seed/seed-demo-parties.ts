import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { partyCreateBody, unlinkedParty, type PartyInput } from '@shared/parties/party-schemas';
import { productCreateBody, type ProductInput } from '@shared/parties/product-schemas';
import { batchGet } from '../../../functions/data/table/batch-get';
import { orgPk, type Key } from '../../../functions/data/table/keys';
import { uniqueKey, type PartyKind } from '../../../functions/data/parties/parties-keys';
import { createProduct } from '../../../functions/data/parties/products-repo';
import { createParty, type Actor } from '../../../functions/data/parties/parties-repo';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_ORG, DEMO_PARTS_BRANCH, DEMO_WORKSHOP } from './demo-organisation';
import { DEMO_CUSTOMERS, DEMO_UNOWNED_VEHICLES, DEMO_VENDORS } from './demo-parties';
import type { DemoBranch } from './demo-party-builders';
import { demoUserId } from './seed-demo';

/** Where the sample parties go: an organisation, its two branches and the user recorded as creating them. */
export type DemoPartiesTarget = { orgId: string; workshopId: string; partsBranchId: string; userId: string };

export const DEMO_PARTIES_TARGET: DemoPartiesTarget = {
  orgId: DEMO_ORG.OrgId,
  workshopId: DEMO_WORKSHOP.EntId,
  partsBranchId: DEMO_PARTS_BRANCH.EntId,
  userId: demoUserId('owner'),
};

export type DemoPartiesCounts = { customers: number; vehicles: number; vendors: number };
export type DemoPartiesResult = { status: 'seeded'; created: DemoPartiesCounts } | { status: 'present' };

/**
 * Marks the sample parties as seeded once every record is written, so a
 * later start adds nothing even after someone edits a sample customer's phone
 * or registration number. Local demo data only; no API reads it.
 */
export const demoPartiesMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-PARTIES' });

/** Parallel transactions at a time: DynamoDB Local shares two cores with everything else. */
const CONCURRENCY = 8;

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/** A duplicate phone, GSTIN, registration number or VIN already in the organisation: leave that record out. */
async function unlessDuplicate<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ApiError && error.status === ErrorCode.Conflict) return undefined;
    throw error;
  }
}

type PlannedParty = { kind: PartyKind; branch: DemoBranch; input: PartyInput; key: Key };
type PlannedVehicle = { fields: ProductInput; key: Key; owner?: { party: PlannedParty; since: string } };

/**
 * Sample customers (with their vehicles), vehicles without an owner and
 * vendors (infra/local/seed/demo-parties.ts), written with the parties
 * repositories exactly as the create calls write them: each record in its own
 * transaction with its uniqueness and search items, and each vehicle's
 * ownership and its owner's vehicle list in the vehicle's transaction.
 *
 * Idempotent: nothing is written once the marker is there. A start that
 * stopped half-way resumes: records whose main phone or registration number
 * is already taken are not written again.
 */
export async function seedDemoParties(target: DemoPartiesTarget = DEMO_PARTIES_TARGET): Promise<DemoPartiesResult> {
  const marker = demoPartiesMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return { status: 'present' };

  // Parsed with the create calls' own body schemas (normalised phones, GSTIN checks, display names).
  const plan = (kind: PartyKind, branch: DemoBranch, body: unknown): PlannedParty => {
    const input = unlinkedParty(partyCreateBody.parse(body));
    return { kind, branch, input, key: uniqueKey(target.orgId, kind, 'PHONE', input.Cons.Phones.Main ?? '') };
  };
  const vehicle = (body: unknown, owner?: PlannedVehicle['owner']): PlannedVehicle => {
    // The create call's body also carries the owner; it is given separately here, as the call does.
    const { Owner: _owner, ...fields } = productCreateBody.parse(body);
    return { fields, key: uniqueKey(target.orgId, 'PROD', 'REG', fields.RegNo ?? ''), ...(owner ? { owner } : {}) };
  };
  const customers = DEMO_CUSTOMERS.map((c) => {
    const party = plan('CUST', c.branch, c.party);
    return {
      party,
      vehicles: c.vehicles.map((v) => vehicle(v.product, v.since ? { party, since: v.since } : undefined)),
    };
  });
  const vendors = DEMO_VENDORS.map((v) => plan('VEND', v.branch, v.party));
  const unowned = DEMO_UNOWNED_VEHICLES.map((v) => vehicle(v));
  const parties = [...customers.map((c) => c.party), ...vendors];
  const vehicles = [...customers.flatMap((c) => c.vehicles), ...unowned];

  // Ids of records an interrupted earlier start already wrote, by their uniqueness item.
  const keys = [...parties.map((p) => p.key), ...vehicles.map((v) => v.key)];
  const existing = await batchGet<{ Id: string }>(keys, true);
  const idOf = new Map<string, string>();
  keys.forEach((key, i) => {
    const found = existing[i];
    if (found) idOf.set(key.sk, found.Id);
  });

  const actor = (branch: DemoBranch): Actor => ({
    orgId: target.orgId,
    entityId: branch === 'workshop' ? target.workshopId : target.partsBranchId,
    userId: target.userId,
  });
  const created: DemoPartiesCounts = { customers: 0, vehicles: 0, vendors: 0 };

  const writeParty = async (party: PlannedParty): Promise<void> => {
    if (idOf.has(party.key.sk)) return;
    const record = await unlessDuplicate(() => createParty(actor(party.branch), party.kind, ulid(), party.input));
    if (!record) return;
    idOf.set(party.key.sk, record.Id);
    created[party.kind === 'CUST' ? 'customers' : 'vendors'] += 1;
  };
  const writeVehicle = async (planned: PlannedVehicle): Promise<void> => {
    if (idOf.has(planned.key.sk)) return;
    // An owner left out as a duplicate leaves the vehicle without an owner.
    const custId = planned.owner ? idOf.get(planned.owner.party.key.sk) : undefined;
    const owner =
      planned.owner && custId
        ? { CustId: custId, DName: planned.owner.party.input.DName, Dt: planned.owner.since, OwnId: ulid() }
        : undefined;
    const record = await unlessDuplicate(() => createProduct(actor('workshop'), ulid(), planned.fields, owner));
    if (record) created.vehicles += 1;
  };

  // A customer, then its vehicles one after another (each vehicle's transaction
  // updates the owner's vehicle list); different records in parallel.
  const tasks: (() => Promise<void>)[] = [
    ...customers.map((c) => async () => {
      await writeParty(c.party);
      for (const v of c.vehicles) await writeVehicle(v);
    }),
    ...vendors.map((v) => () => writeParty(v)),
    ...unowned.map((v) => () => writeVehicle(v)),
  ];
  await inParallel(tasks, (task) => task());

  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...marker, type: 'SeedMarker', OrgId: target.orgId, SeedDt: new Date().toISOString(), Created: created },
    }),
  );
  return { status: 'seeded', created };
}
