import { encodeTime } from 'ulid';
import { fromScaled, QTY_DIGITS, type Paise } from '@shared/documents/money-math';
import type { EntityConfig } from '@shared/entity/entity-config';
import type { BatchPart } from '@shared/inventory/tracking';
import { SHIPPING_STATUS } from '@shared/fulfilment/fulfilment-statuses';
import { PACKAGE } from '../documents/types/package-type';
import { packageStatusPartition } from '../fulfilment/package-keys';
import { packageLines, type PackageHead } from '../fulfilment/package-records';
import { readPackage } from '../fulfilment/packages-repo';
import { movementPk } from '../inventory/inventory-keys';
import type { MovementRecord } from '../inventory/stock-records';
import { trackedItemsOf } from '../inventory/tracked-items';
import { queryIndexAll } from '../table/index-query';
import { queryAll } from '../table/query-all';

/**
 * What an order's shipments took out of stock, per order line (docs/sales-returns-orders.md §2): thousandths,
 * their cost (the shipment movements' own, as the package lines keep it), the warehouse of the latest shipment,
 * and a batch item's batches as its shipment movements took them (units, signed out, in shipping order). A return puts
 * goods back at exactly this cost and into these batches.
 */

export type ShippedLine = { QtyM: number; CostP: Paise; WhId: string; Batches: BatchPart[] };

/** A minute either side of the shipment: its movements are ULIDs of the moment it was written. */
const AROUND_MS = 60_000;

/** The shipment movement of a batch item's package line, found by its id's time (one Query of that minute). */
async function shipmentBatches(orgId: string, entId: string, head: PackageHead, lineId: string, itemId: string) {
  const at = Date.parse(head.Ship?.At ?? head.CrAt);
  const moves = await queryAll<MovementRecord>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    FilterExpression: 'DocId = :doc AND LineId = :line',
    ExpressionAttributeValues: {
      ':pk': movementPk(orgId, entId, itemId),
      ':from': encodeTime(at - AROUND_MS, 10),
      ':to': `${encodeTime(at + AROUND_MS, 10)}~`,
      ':doc': head.DocId,
      ':line': lineId,
    },
    ConsistentRead: true,
  });
  // As a sale's line keeps them (units, signed out), so the counter returns' rule takes them back.
  return moves.flatMap((m) => (m.Batches ?? []).map((b) => ({ ...b, Qty: fromScaled(b.Qty, QTY_DIGITS) })));
}

export async function shippedGoods(
  orgId: string,
  entId: string,
  soId: string,
  config: EntityConfig | undefined,
): Promise<Map<string, ShippedLine>> {
  // The order's shipped packages: the branch's Shipped and Delivered lists (K2), this order's only.
  const heads = (
    await Promise.all(
      [SHIPPING_STATUS.shipped, SHIPPING_STATUS.delivered].map((sts) =>
        queryIndexAll<PackageHead>({
          index: 2,
          partition: packageStatusPartition(orgId, entId, sts),
          where: [{ attribute: 'SoId', op: 'equals', value: soId }],
        }),
      ),
    )
  )
    .flat()
    .filter((h) => h.type === PACKAGE.kind)
    .sort((a, b) => (a.Ship?.At ?? '').localeCompare(b.Ship?.At ?? ''));
  const packages = await Promise.all(heads.map((h) => readPackage(orgId, entId, h.DocId, true)));
  const all = packages.flatMap((p) => (p ? packageLines(p).map((line) => ({ head: p.head, line })) : []));
  const tracked = await trackedItemsOf(
    orgId,
    config,
    all.map((a) => a.line.ItemId),
  );
  const shipped = new Map<string, ShippedLine>();
  for (const { head, line } of all) {
    const batches =
      tracked.get(line.ItemId) === 'BN' ? await shipmentBatches(orgId, entId, head, line._id, line.ItemId) : [];
    const before = shipped.get(line.SoLineId) ?? { QtyM: 0, CostP: 0, WhId: head.WhId, Batches: [] };
    shipped.set(line.SoLineId, {
      QtyM: before.QtyM + line.QtyM,
      CostP: before.CostP + (line.CostP ?? 0),
      // Goods come back to where they last left from.
      WhId: head.WhId,
      Batches: [...before.Batches, ...batches],
    });
  }
  return shipped;
}
