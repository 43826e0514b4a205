import { expect } from 'vitest';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { PurchaseOrderAnswer, PurchaseReceiveAnswer } from '@shared/purchasing/purchase-schemas';
import { invoke } from './invoke';

/** One line of an order: the part, how many and at what rate (rupees). */
export type OrderedLine = { ItemId: string; Qty: number; Rate: number };

/**
 * An order to a vendor for a warehouse, made and sent by `token`, then received whole: the receive
 * the bills tests bill (docs/purchasing.md §9). Each step must answer 200.
 */
export async function receivedOrder(
  token: string,
  order: { VendId: string; WhId: string; Lines: readonly OrderedLine[] },
): Promise<PurchaseReceiveAnswer> {
  const made = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
    token,
    body: { VendId: order.VendId, WhId: order.WhId, Lines: [...order.Lines] },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const po = made.body;
  const sent = await invoke(purchasingRoutes.sendPurchaseOrder, {
    token,
    params: { Id: po._id },
    body: { ver: po.ver },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const rec = await invoke<PurchaseReceiveAnswer>(purchasingRoutes.createPurchaseReceive, {
    token,
    body: { PoId: po._id, Lines: po.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty })) },
  });
  expect(rec.status, JSON.stringify(rec.body)).toBe(200);
  return rec.body;
}
