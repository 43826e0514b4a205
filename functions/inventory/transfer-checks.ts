import { ApiError, type FieldError } from '@shared/api/errors';
import { isModuleEnabled } from '@shared/access/module-switch';
import { QTY_DIGITS, toScaled } from '@shared/documents/money-math';
import { formatQuantity } from '@shared/documents/quantity-format';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import type { TransferLineInput } from '@shared/inventory/transfer-schemas';
import { getEntity } from '../data/identity/identity-repo';
import type { TransferEnds, TransferLinePlan } from '../data/inventory/transfers-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import type { ServiceContext } from '../lib/branch-context';
import type { SessionContext } from '../lib/http/call';
import { planStockLines, refuseLines, warehouseRefusal } from './stock-lines';

/**
 * The checks of a transfer order before it is saved, made or changed alike
 * (docs/inventory-transfers.md §7): the source warehouse the session branch's,
 * active and allowed to the user; the destination a warehouse of a branch of
 * the organisation that keeps inventory, active, and not the source; the lines'
 * own checks (stock-lines.ts) against the source warehouse; and a tracked line's
 * batches or serials (docs/inventory-batches.md): serials as many as its units,
 * batches picked adding up to its quantity, each once. Every refusal is found
 * before anything is written.
 */

export type TransferOrderInput = {
  FromWhId: string;
  ToEntId: string;
  ToWhId: string;
  Lines: readonly TransferLineInput[];
};

/** Several batches picked for a line: each once, adding up to its quantity (thousandths, the item's unit). */
function batchesRefusal(picked: readonly { Batch: string; Qty: number }[], qtyM: number): string | undefined {
  const seen = new Set<string>();
  let sum = 0;
  for (const b of picked) {
    if (seen.has(b.Batch)) return TransferMessages.batchPickedTwice(b.Batch);
    seen.add(b.Batch);
    sum += toScaled(b.Qty, QTY_DIGITS);
  }
  return sum === qtyM
    ? undefined
    : TransferMessages.batchesAddUp(formatQuantity(sum / 1000), formatQuantity(qtyM / 1000));
}

export async function checkTransferOrder(
  session: SessionContext,
  ctx: ServiceContext,
  body: TransferOrderInput,
): Promise<{ ends: TransferEnds; lines: TransferLinePlan[] }> {
  const { orgId, entityId } = ctx.actor;
  const crossBranch = body.ToEntId !== entityId;
  const [fromWarehouses, destination] = await Promise.all([
    listWarehouses(orgId, entityId),
    crossBranch ? getEntity(orgId, body.ToEntId) : Promise.resolve(ctx.entity),
  ]);
  const toWarehouses = destination ? (crossBranch ? await listWarehouses(orgId, body.ToEntId) : fromWarehouses) : [];
  const errors: FieldError[] = [];
  const badFrom = warehouseRefusal(ctx, fromWarehouses, body.FromWhId);
  if (badFrom) errors.push({ path: 'FromWhId', message: badFrom });
  const to = toWarehouses.find((w) => w._id === body.ToWhId);
  if (!destination) errors.push({ path: 'ToEntId', message: TransferMessages.branchUnknown(body.ToEntId) });
  // Only a branch that keeps inventory can receive: elsewhere the stock would stay in transit for good.
  else if (!isModuleEnabled(destination.Config, 'Inventory'))
    errors.push({ path: 'ToEntId', message: TransferMessages.branchWithoutInventory(destination.DName) });
  else if (!to) errors.push({ path: 'ToWhId', message: TransferMessages.destinationUnknown(body.ToWhId) });
  else if (!to.Active) errors.push({ path: 'ToWhId', message: TransferMessages.destinationInactive(to.Name) });
  else if (!crossBranch && body.ToWhId === body.FromWhId)
    errors.push({ path: 'ToWhId', message: TransferMessages.sameWarehouse });
  // The lines' own checks (items, whole units, each item once, serials as many as the units), stock going out.
  const planned = await planStockLines(
    session,
    ctx,
    // Several batches picked are checked below and when the stock leaves; one is checked as any named batch.
    body.Lines.map((l) => ({ ...l, WhId: body.FromWhId, Batch: l.Batches ? undefined : l.Batch })),
    { sign: -1, twice: TransferMessages.lineTwice },
  ).catch((error: unknown) => {
    if (!(error instanceof ApiError) || errors.length === 0) throw error;
    // Header refusals first; the lines' (except the warehouse's, already said) after them.
    refuseLines([...errors, ...(error.errors ?? []).filter((e) => !e.path.endsWith('.WhId'))]);
    return [];
  });
  planned.forEach((l, i) => {
    const picked = body.Lines[i]?.Batches;
    if (!picked) return;
    const why =
      l.Tracking?.Track === 'BN' ? batchesRefusal(picked, Math.abs(l.QtyM)) : TrackingMessages.notTracked(l.Desc);
    if (why) errors.push({ path: `Lines.${i}.Batches`, message: why });
  });
  if (errors.length > 0) refuseLines(errors);
  const from = fromWarehouses.find((w) => w._id === body.FromWhId);
  return {
    ends: {
      fromWh: { id: body.FromWhId, name: from?.Name ?? body.FromWhId },
      fromEntName: ctx.entity.DName,
      toEnt: { id: body.ToEntId, name: destination?.DName ?? body.ToEntId },
      toWh: { id: body.ToWhId, name: to?.Name ?? body.ToWhId },
    },
    lines: planned.map((l, i) => {
      const mode = l.Tracking?.Track;
      const input = body.Lines[i];
      const one = input?.Batch && !input.Batches ? [{ Batch: input.Batch, Qty: l.Qty }] : undefined;
      return {
        ItemId: l.ItemId,
        PCode: l.PCode,
        Desc: l.Desc,
        UoM: l.UoM,
        Qty: l.Qty,
        QtyM: Math.abs(l.QtyM),
        ...(l.EnUoM ? { EnUoM: l.EnUoM, EnQty: l.EnQty } : {}),
        ...(mode ? { Track: mode } : {}),
        ...(mode === 'BN' ? { Batches: one ?? input?.Batches } : {}),
        ...(mode === 'SN' ? { Serials: [...(l.Tracking?.Serials ?? [])] } : {}),
      };
    }),
  };
}
