import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { readDocument, saveDocument } from '../../../functions/data/documents/documents-repo';
import type { DocumentHead } from '../../../functions/data/documents/document-records';
import { listWaitingParts } from '../../../functions/data/inventory/part-issues-repo';
import { reservationWarehouse, reserveForOrder } from '../../../functions/data/inventory/reservations-repo';
import { againWhileBalancesMove } from '../../../functions/data/inventory/stock-writes';
import { nowIso, orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_WORKSHOP } from './demo-organisation';
import { DEMO_PARTIES_TARGET, type DemoPartiesTarget } from './seed-demo-parties';

/** Written last: a later start finds the reservations made and writes nothing. */
export const demoReservationsMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-RESERVATIONS' });

/**
 * The demo's reservations and requested parts (docs/inventory-reservations.md):
 * the workshop's sample repair orders were written before its opening stock, so
 * each open order with stocked parts is saved once more, as an advisor's save
 * would, through the same rule: what the shelf holds is reserved, what it does
 * not (WO/2627/00001's shock absorber) becomes a requested part. Runs after the
 * documents and the opening stock. Idempotent: the marker; a resumed start saves
 * again, which holds nothing twice (the rule keeps what a line holds).
 */
export async function seedDemoReservations(
  target: DemoPartiesTarget = DEMO_PARTIES_TARGET,
): Promise<'seeded' | 'present'> {
  const marker = demoReservationsMarkerKey(target.orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';
  const { orgId, workshopId: entId } = target;
  // The demo's open orders fit one page of the dashboard.
  const waiting = await listWaitingParts(orgId, entId, { limit: 50 });
  const orders = [...new Set(waiting.items.map((w) => w.head.DocId))];
  const defaultWh = await reservationWarehouse(orgId, entId, DEMO_WORKSHOP.Settings.Inventory ?? {});
  for (const docId of orders)
    await againWhileBalancesMove(async () => {
      const before = await readDocument(orgId, docId, true);
      if (!before) return;
      const at = nowIso();
      const held = await reserveForOrder({
        orgId,
        entId,
        head: before.head,
        before: before.lines.Parts,
        after: before.lines.Parts,
        defaultWh,
        grow: true,
        at,
      });
      await saveDocument(
        {
          before,
          next: { head: before.head as DocumentHead, lines: { ...before.lines, Parts: held.parts } },
          audit: { Action: 'Save', By: target.userId },
          now: at,
        },
        { writes: held.writes },
      );
    });
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...marker, type: 'SeedMarker', At: nowIso() } }));
  return 'seeded';
}
