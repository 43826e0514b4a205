import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import { serviceRoutes } from '@shared/api/routes/service';
import type { AllocatedPartRow } from '@shared/inventory/issue-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import type { WaitingPartRow } from '@shared/inventory/issue-schemas';
import { db } from '../lib/aws-clients';
import { invoke } from '../test/invoke';
import { adjusted, createPart, createWarehouse } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, createRepairOrder, lines, type CustomerAndVehicle } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * Issue Parts and My Inventory read one page of one index partition
 * (functions/data/documents/types/parts-index.ts, docs/inventory-reservations.md §8):
 * no order is read after the page, and the page follows the order's changes.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'partsclerk' | 'technician', string>;
let cv: CustomerAndVehicle;
let whId: string;
const W = lines('RepairOrder');
const ITEM = 'PRT9501';

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'partsclerk', 'technician'] as const));
  cv = await createCustomerAndVehicle(tokens.advisor);
  whId = (await createWarehouse(tokens.owner, 'Main'))._id;
  await createPart(org.orgId, { _id: ITEM, PCode: 'OF-1', Desc: 'Oil filter', UoM: 'NOS' });
  await adjusted(tokens.owner, [{ ItemId: ITEM, WhId: whId, Qty: 10, UnCost: 180 }]);
}, 120_000);
afterEach(() => {
  vi.restoreAllMocks();
});

/** What the data layer asked DynamoDB for while `run` ran, as one word each: the command and what it named. */
async function requestsOf(run: () => Promise<unknown>): Promise<string[]> {
  const client = db();
  const send = vi.spyOn(client, 'send');
  await run();
  return send.mock.calls.map(([command]) => {
    const input = (command as { input: Record<string, unknown> }).input;
    return `${command.constructor.name} ${JSON.stringify(input.ExpressionAttributeValues ?? input.Key ?? input.RequestItems ?? '')}`;
  });
}

describe('the Issue Parts list', () => {
  it('is one Query of the waiting partition, and follows the order as it is issued', async () => {
    const order = await createRepairOrder(tokens.advisor, cv, org.users.advisor.userId, {
      Comps: [W.complaint(1, 'Service')],
      Ops: [W.labor(1, { CompId: 'WC1' })],
      Parts: [W.part(1, { OpId: 'WO1', In_Id: ITEM, Qty: 2 })],
    });
    let answer: { status: number; body: { Items: WaitingPartRow[] } } | undefined;
    const asked = await requestsOf(async () => {
      answer = await invoke<{ Items: WaitingPartRow[] }>(inventoryRoutes.waitingParts, { token: tokens.partsclerk });
    });
    expect(answer?.status).toBe(200);
    expect(answer?.body.Items.find((r) => r.DocId === order._id)).toMatchObject({ LineId: 'WP1', ToIssue: 2 });
    const documents = asked.filter((a) => a.includes('#DOC#') || a.includes('#PWAIT'));
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatch(/^QueryCommand .*#PWAIT/);

    const issued = await invoke(inventoryRoutes.issuePart, {
      token: tokens.partsclerk,
      body: { DocId: order._id, LineId: 'WP1', WhId: whId, Qty: 2 },
    });
    expect(issued.status).toBe(200);
    const waiting = await invoke<{ Items: WaitingPartRow[] }>(inventoryRoutes.waitingParts, {
      token: tokens.partsclerk,
    });
    expect(waiting.body.Items.some((r) => r.DocId === order._id)).toBe(false);
    const back = await invoke<{ Items: WaitingPartRow[] }>(inventoryRoutes.waitingParts, {
      token: tokens.partsclerk,
      query: { Issued: 'true' },
    });
    expect(back.body.Items.find((r) => r.DocId === order._id)).toMatchObject({ IQty: 2, ver: order.ver + 1 });
  });
});

describe('My Inventory', () => {
  it("follows the technician's job: listed while the job is open, gone once the job move completes it", async () => {
    const tech = org.users.technician.userId;
    const created = await createRepairOrder(tokens.advisor, cv, org.users.advisor.userId, {
      Comps: [W.complaint(1, 'Service')],
      Ops: [W.labor(1, { CompId: 'WC1', Tech: tech })],
      Parts: [W.part(1, { OpId: 'WO1', In_Id: ITEM, Qty: 1 })],
    });
    const approved = await invoke<RepairOrderAnswer>(serviceRoutes.repairOrderAction, {
      token: tokens.advisor,
      params: { Id: created._id, Action: 'Approve' },
      body: { ver: created.ver },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const issued = await invoke(inventoryRoutes.issuePart, {
      token: tokens.partsclerk,
      body: { DocId: created._id, LineId: 'WP1', WhId: whId, Qty: 1 },
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const mine = () =>
      invoke<{ Items: AllocatedPartRow[] }>(inventoryRoutes.allocatedParts, { token: tokens.technician });
    expect((await mine()).body.Items.filter((r) => r.DocId === created._id)).toEqual([
      expect.objectContaining({ LineId: 'WP1', LaborId: 'WO1', IQty: 1 }),
    ]);
    const jobs = await invoke<{ Items: { WOId: string; LineId: string; ver: number }[] }>(serviceRoutes.myJobs, {
      token: tokens.technician,
    });
    const job = jobs.body.Items.find((j) => j.WOId === created._id && j.LineId === 'WO1');
    for (const Move of ['Start', 'Complete'] as const) {
      const current = await invoke<{ Items: { WOId: string; LineId: string; ver: number }[] }>(serviceRoutes.myJobs, {
        token: tokens.technician,
      });
      const ver = current.body.Items.find((j) => j.WOId === created._id && j.LineId === 'WO1')?.ver ?? job?.ver;
      const moved = await invoke(serviceRoutes.updateJob, {
        token: tokens.technician,
        params: { Id: created._id, LineId: 'WO1' },
        body: { Move, ver },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    expect((await mine()).body.Items.some((r) => r.DocId === created._id)).toBe(false);
  });
});
