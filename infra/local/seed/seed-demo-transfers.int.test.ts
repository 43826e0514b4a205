import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { allMovements, listItemBalances } from '../../../functions/data/inventory/stock-repo';
import { listTransfers } from '../../../functions/data/inventory/transfer-lists';
import { readTransfer } from '../../../functions/data/inventory/transfers-repo';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { snapshotOrganisation } from '../../../functions/test/org-snapshot';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedDemoInventory } from './seed-demo-inventory';
import { seedDemoSetup } from './seed-demo-setup';
import { DEMO_TRANSFER_NOTE, demoTransferMarkerKey, seedDemoTransfer } from './seed-demo-transfers';

/**
 * The demo's transfer in transit: sent from the spare-parts branch's godown to
 * the workshop, seen by the workshop as coming, its value out of the godown's
 * stock; a second start, or one after an interrupted start, sends nothing twice.
 */

let org: TestOrganisation;
let target: ReturnType<typeof demoTargetOf>;

beforeAll(async () => {
  org = await createTestOrganisation();
  target = demoTargetOf(org);
  await seedDemoSetup(target);
  await seedDemoInventory(target);
  expect(await seedDemoTransfer(target)).toBe('seeded');
}, 120_000);

describe('the demo transfer', () => {
  it('is in transit to the workshop, carrying exactly the value that left the godown', async () => {
    const incoming = await listTransfers(org.orgId, org.workshopId, { direction: 'in', limit: 10 });
    expect(incoming.items).toHaveLength(1);
    const id = incoming.items[0]?.DocId ?? '';
    const transfer = await readTransfer(org.orgId, org.workshopId, id);
    if (!transfer) throw new Error('the workshop cannot open the demo transfer');
    expect(transfer.head).toMatchObject({ Sts: 'In Transit', EntId: org.partsBranchId, Notes: DEMO_TRANSFER_NOTE });
    expect(transfer.lines.Lines).toHaveLength(3);
    let carried = 0;
    for (const line of transfer.lines.Lines) {
      const itemId = String(line.ItemId);
      const moves = await allMovements(org.orgId, org.partsBranchId, itemId);
      const out = moves.filter((m) => m.DocId === id);
      expect(out.map((m) => [m.Kind, m.Qty])).toEqual([['TransferOut', -2000]]);
      expect(-(out[0]?.ValueP ?? 0)).toBe(line.ValueP);
      carried += Number(line.ValueP);
      const balances = await listItemBalances(org.orgId, org.partsBranchId, itemId);
      for (const b of balances) {
        const mine = moves.filter((m) => m.WhId === b.WhId);
        expect(mine.reduce((sum, m) => sum + m.ValueP, 0)).toBe(b.ValueP);
      }
    }
    expect(transfer.head.ValueP).toBe(carried);
    expect(carried).toBeGreaterThan(0);
  });

  it('a second start writes nothing, and a start after an interrupted one sends nothing twice', async () => {
    const before = await snapshotOrganisation(org.orgId);
    expect(await seedDemoTransfer(target)).toBe('present');
    expect(await snapshotOrganisation(org.orgId)).toBe(before);
    await db().send(new DeleteCommand({ TableName: tableName(), Key: demoTransferMarkerKey(org.orgId) }));
    expect(await seedDemoTransfer(target)).toBe('seeded');
    const sent = await listTransfers(org.orgId, org.partsBranchId, { direction: 'out', limit: 10 });
    expect(sent.items).toHaveLength(1);
  });
});
