import { expect } from 'vitest';
import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { TransferAnswer, TransferCreateBody, TransferReceiveBody } from '@shared/inventory/transfer-schemas';
import { checkStockInvariant } from '../data/inventory/stock-invariant';
import { listItemBalances } from '../data/inventory/stock-repo';
import { invoke, type Answer } from './invoke';

/**
 * What the transfer tests share (docs/inventory-transfers.md): the calls of a
 * transfer's steps through the real handler, an item's stock per warehouse, and
 * the stock and tracking invariants over the branches a transfer touches.
 */

export const sendTransfer = (token: string, body: TransferCreateBody): Promise<Answer<TransferAnswer>> =>
  invoke<TransferAnswer>(inventoryRoutes.createTransfer, { token, body });
export const receiveTransferAs = (token: string, Id: string, body: TransferReceiveBody = {}) =>
  invoke<TransferAnswer>(inventoryRoutes.receiveTransfer, { token, params: { Id }, body });
export const cancelTransferAs = (token: string, Id: string) =>
  invoke<TransferAnswer>(inventoryRoutes.cancelTransfer, { token, params: { Id }, body: {} });

/** Each warehouse's on hand (thousandths) and value (paise) of an item in a branch. */
export async function stockByWarehouse(
  orgId: string,
  entId: string,
  itemId: string,
): Promise<Record<string, [number, number]>> {
  const out: Record<string, [number, number]> = {};
  for (const b of await listItemBalances(orgId, entId, itemId)) out[b.WhId] = [b.OnHand, b.ValueP];
  return out;
}

/** Every balance the sum of its movements, none below zero, batches and serials agreeing, in each branch. */
export async function expectInvariants(orgId: string, entIds: readonly string[]): Promise<void> {
  for (const entId of entIds) {
    const check = await checkStockInvariant(orgId, entId);
    expect(check.breaches).toEqual([]);
    expect(check.belowZero).toEqual([]);
    expect(check.tracking).toEqual([]);
  }
}
