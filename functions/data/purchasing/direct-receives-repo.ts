import { RECEIVE_STATUS } from '@shared/purchasing/purchase-statuses';
import { ulid } from 'ulid';
import { takeCounterNumber, type CounterNumber } from '../documents/document-numbers';
import type { DocumentLine } from '../documents/document-records';
import { saveDocuments } from '../documents/documents-repo';
import { PURCHASE_RECEIVE, PURCHASE_RECEIVE_SERIES } from '../documents/types/purchase-types';
import {
  againWhileBalancesMove,
  movementWrites,
  valueMovements,
  type Actor,
  type PlannedMovement,
} from '../inventory/stock-writes';
import { trackedLineFields, type TrackingIntent } from '../inventory/tracking-writes';
import { nowIso } from '../table/keys';
import type { PurchaseOrderPlan } from './purchase-orders-repo';
import type { PurchaseReceiveHead, StoredPurchaseReceive } from './purchase-records';

/**
 * A receive without an order (docs/purchasing.md §20): the vendor's goods that
 * came with no purchase order (a counter purchase, a part sent ahead). The call
 * prices its lines with the order's own rules (purchase-plan.ts: the vendor's
 * supply, the item's tax code, the line amount before tax), and ONE
 * TransactWriteItems holds the receive (number, header, lines), a `Receive`
 * movement and balance per line at its amount (the batches or serials of a
 * tracked item), and the stock's posting (Dr 1300, Cr 2210) that movementWrites
 * adds. The receive carries the supply and each line its HSN and tax code, so
 * its bill is raised exactly as from a receive against an order.
 */

export type NewDirectReceive = {
  orgId: string;
  entId: string;
  date: string;
  actor: Actor;
  plan: PurchaseOrderPlan;
  tracking: readonly (TrackingIntent | undefined)[];
  vendRef?: string | undefined;
};

export async function receiveWithoutOrder(r: NewDirectReceive): Promise<StoredPurchaseReceive> {
  const DocId = ulid();
  const lineIds = r.plan.lines.map((_, i) => `PRL${i + 1}`);
  let number: CounterNumber | undefined;
  // A lost race on a balance values again on fresh figures; the number is taken once.
  return againWhileBalancesMove(async () => {
    const moves: PlannedMovement[] = r.plan.lines.map((line, i) => ({
      ItemId: line.ItemId,
      WhId: r.plan.wh.id,
      PCode: line.PCode,
      Desc: line.Desc,
      UoM: line.UoM,
      Kind: 'Receive',
      Qty: line.QtyM,
      ValueP: line.AmtP,
      Tracking: r.tracking[i],
      source: { DocType: PURCHASE_RECEIVE.kind, DocId, LineId: lineIds[i] ?? '' },
    }));
    const valued = await valueMovements(r.orgId, r.entId, moves);
    number ??= await takeCounterNumber(r.orgId, r.entId, PURCHASE_RECEIVE_SERIES, r.date, DocId);
    const at = nowIso();
    const lines: DocumentLine[] = r.plan.lines.map((line, i) => {
      const entry: Record<string, unknown> = {
        _id: lineIds[i] ?? '',
        ItemId: line.ItemId,
        ...(line.PCode ? { PCode: line.PCode } : {}),
        Desc: line.Desc,
        ...(line.UoM ? { UoM: line.UoM } : {}),
        ...(line.HSN ? { HSN: line.HSN } : {}),
        ...(line.TCode !== undefined ? { TCode: line.TCode } : {}),
        Qty: line.Qty,
        QtyM: line.QtyM,
        Rate: line.Rate,
        ValueP: valued.valued[i]?.ValueP ?? 0,
        ...trackedLineFields(valued.tracking?.fields[i]),
      };
      const exp = r.tracking[i]?.Exp;
      if (exp && !entry.Exp) entry.Exp = exp;
      return entry as DocumentLine;
    });
    const head = {
      type: PURCHASE_RECEIVE.kind,
      OrgId: r.orgId,
      DocId,
      EntId: r.entId,
      Num: number.Num,
      Series: PURCHASE_RECEIVE_SERIES,
      FY: number.FY,
      Sts: RECEIVE_STATUS,
      Date: r.date,
      VendId: r.plan.vendor.id,
      VendName: r.plan.vendor.name,
      ...(r.plan.vendor.gstin ? { VendGSTIN: r.plan.vendor.gstin } : {}),
      POS: r.plan.supply.POS,
      IntraState: r.plan.supply.IntraState,
      ...(r.vendRef ? { VendRef: r.vendRef } : {}),
      WhId: r.plan.wh.id,
      WhName: r.plan.wh.name,
      ...(r.plan.notes ? { Notes: r.plan.notes } : {}),
      CrBy: r.actor.userId,
      ...(r.actor.userName ? { CrByName: r.actor.userName } : {}),
      CrAt: at,
      ValueP: valued.valued.reduce((sum, v) => sum + v.ValueP, 0),
    };
    const by = { By: r.actor.userId, ...(r.actor.userName ? { ByName: r.actor.userName } : {}) };
    const [stored] = await saveDocuments<PurchaseReceiveHead, 'Lines'>(
      [
        {
          next: { head: head as unknown as Omit<PurchaseReceiveHead, 'ver'>, lines: { Lines: lines } },
          audit: { Action: 'Create', ...by },
          now: at,
        },
      ],
      { writes: [number.pointer, ...movementWrites(valued, r.actor, at, number.Num)] },
    );
    if (!stored) throw new Error('A purchase receive save answered no document');
    return stored;
  }, 40);
}
