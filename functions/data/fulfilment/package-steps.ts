import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { addFulfilment, orderStatusAfter } from '@shared/fulfilment/fulfilment-figures';
import { FulfilmentMessages } from '@shared/fulfilment/fulfilment-messages';
import { mayPackage, PACKAGE_STATUS, SHIPPING_STATUS } from '@shared/fulfilment/fulfilment-statuses';
import type { DocumentLine } from '../documents/document-records';
import { HeaderChanged, saveDocuments } from '../documents/documents-repo';
import { PACKAGE } from '../documents/types/package-type';
import {
  againWhileBalancesMove,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
} from '../inventory/stock-writes';
import type { TrackingIntent } from '../inventory/tracking-writes';
import { nowIso } from '../table/keys';
import { assertFulfilling, byOf, packageAt } from './packages-repo';
import { packageLines, type PackageHead, type PackageLine, type StoredPackage } from './package-records';
import { salesOrderAt, salesOrderFulfilmentWrites } from './sales-order-view';

/**
 * The steps of a package after packing (docs/sales-fulfilment.md §4), each ONE transaction:
 * - ship: Not Shipped → Shipped; each line `Shipment` out of the package's warehouse at the valuation's
 *   cost (Dr 5000 Cost of goods sold, Cr 1300 Stock in hand, through the stock postings' one table), the
 *   cost kept on the line, the order's shipped quantities and status (Shipped) at the `ver` read;
 * - deliver: Shipped → Delivered; the order's delivered quantities and status (Delivered once all is).
 * A balance or the order's header moved between read and commit: read and decide again.
 */

export type PackageStep = { orgId: string; entId: string; docId: string; ver: number; actor: Actor };

export const SHIPMENT_KIND = 'Shipment';

const refuse = (message: string, path = 'Sts'): never => {
  throw new ApiError(ErrorCode.BadRequest, message, [{ path, message }]);
};

const movementOf = (head: PackageHead, line: PackageLine, Tracking?: TrackingIntent): PlannedMovement => ({
  ItemId: line.ItemId,
  WhId: head.WhId,
  ...(line.PCode ? { PCode: line.PCode } : {}),
  Desc: line.Desc,
  ...(line.UoM ? { UoM: line.UoM } : {}),
  Kind: SHIPMENT_KIND,
  Qty: -line.QtyM,
  source: { DocType: PACKAGE.kind, DocId: head.DocId, LineId: line._id },
  ...(Tracking ? { Tracking } : {}),
});

export type Shipment = {
  Carrier: string;
  TrackNo?: string | undefined;
  VehicleNo?: string | undefined;
  Date: string;
};

/**
 * Not Shipped → Shipped: every line out of the warehouse and the order's shipped quantities, in one
 * transaction. `tracking` gives a tracked item's batches (FEFO) or refuses its line before anything is read.
 */
export function shipPackage(
  step: PackageStep & {
    shipment: Shipment;
    tracking: (lines: readonly PackageLine[]) => Promise<(TrackingIntent | undefined)[]>;
  },
): Promise<StoredPackage> {
  return againWhileBalancesMove(
    async () => {
      const before = await packageAt(step.orgId, step.entId, step.docId, step.ver);
      const sts = String(before.head.Sts);
      if (!mayPackage('ship', sts)) refuse(FulfilmentMessages.notShippable(sts));
      if (step.shipment.Date < before.head.Date) refuse(FulfilmentMessages.shipDate, 'Date');
      const so = await salesOrderAt(step.orgId, step.entId, before.head.SoId);
      assertFulfilling(so);
      const lines = packageLines(before);
      const tracking = await step.tracking(lines);
      const plan = await valueMovements(
        step.orgId,
        step.entId,
        lines.map((l, i) => movementOf(before.head, l, tracking[i])),
      );
      const at = nowIso();
      const shipped = lines.map((l, i): DocumentLine => {
        const v = plan.valued[i];
        return { ...l, UnCostP: v?.UnCostP ?? 0, CostP: -(v?.ValueP ?? 0) } as unknown as DocumentLine;
      });
      const ful = addFulfilment(
        so.head.Ful,
        lines.map((l) => ({ LineId: l.SoLineId, field: 'ShM' as const, QtyM: l.QtyM })),
      );
      const head: PackageHead = {
        ...before.head,
        Sts: SHIPPING_STATUS.shipped,
        PkgSts: PACKAGE_STATUS.shipped,
        CostP: -plan.valued.reduce((s, v) => s + v.ValueP, 0),
        Ship: {
          Carrier: step.shipment.Carrier,
          ...(step.shipment.TrackNo ? { TrackNo: step.shipment.TrackNo } : {}),
          ...(step.shipment.VehicleNo ? { VehicleNo: step.shipment.VehicleNo } : {}),
          Date: step.shipment.Date,
          ...byOf(step.actor),
          At: at,
        },
      };
      const [stored] = await saveDocuments<PackageHead, 'Lines'>(
        [
          {
            before,
            next: { head, lines: { Lines: shipped } },
            audit: { Action: 'Ship', ...byOf(step.actor) },
            now: at,
          },
        ],
        {
          writes: [
            ...salesOrderFulfilmentWrites(
              so,
              { ful, sts: orderStatusAfter(so.lines, ful, String(so.head.Sts)) },
              { Action: 'Ship', ...byOf(step.actor) },
              at,
            ),
            ...movementWrites(plan, step.actor, at, before.head.Num),
          ],
        },
      );
      return stored as StoredPackage;
    },
    12,
    (error) => error instanceof HeaderChanged,
  );
}

/** Shipped → Delivered, and the order's delivered quantities, in one transaction. */
export async function deliverPackage(step: PackageStep & { date: string }): Promise<StoredPackage> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const before = await packageAt(step.orgId, step.entId, step.docId, step.ver);
      const sts = String(before.head.Sts);
      if (!mayPackage('deliver', sts)) refuse(FulfilmentMessages.notDeliverable(sts));
      if (step.date < (before.head.Ship?.Date ?? before.head.Date)) refuse(FulfilmentMessages.deliverDate, 'Date');
      const so = await salesOrderAt(step.orgId, step.entId, before.head.SoId);
      const lines = packageLines(before);
      const ful = addFulfilment(
        so.head.Ful,
        lines.map((l) => ({ LineId: l.SoLineId, field: 'DlM' as const, QtyM: l.QtyM })),
      );
      const at = nowIso();
      const head: PackageHead = {
        ...before.head,
        Sts: SHIPPING_STATUS.delivered,
        DelDate: step.date,
        DelBy: step.actor.userId,
        DelAt: at,
      };
      const [stored] = await saveDocuments<PackageHead, 'Lines'>(
        [{ before, next: { head, lines: before.lines }, audit: { Action: 'Deliver', ...byOf(step.actor) }, now: at }],
        {
          writes: salesOrderFulfilmentWrites(
            so,
            { ful, sts: orderStatusAfter(so.lines, ful, String(so.head.Sts)) },
            { Action: 'Deliver', ...byOf(step.actor) },
            at,
          ),
        },
      );
      return stored as StoredPackage;
    } catch (error) {
      // The order moved after it was read (another package's step): decide again from fresh reads.
      if (!(error instanceof HeaderChanged) || attempt >= 5) throw error;
    }
  }
}

export type { FieldError };
