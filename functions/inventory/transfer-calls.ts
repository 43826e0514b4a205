import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { isModuleEnabled } from '@shared/access/module-switch';
import type { inventoryRoutes } from '@shared/api/routes/inventory';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import { TrackingMessages } from '@shared/inventory/tracking-messages';
import { getEntity, listEntities } from '../data/identity/identity-repo';
import { listTransfers } from '../data/inventory/transfer-lists';
import {
  cancelTransfer,
  createTransfer,
  dispatchTransfer,
  readTransfer,
  receiveTransfer,
  type StoredTransfer,
  type TransferStep,
} from '../data/inventory/transfers-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { Call, SessionContext } from '../lib/http/call';
import { planStockLines, refuseLines, warehouseRefusal } from './stock-lines';
import { toTransferAnswer, toTransferRow } from './transfer-answers';

/**
 * Transfer orders (docs/inventory-transfers.md): the call checks what the
 * schema cannot, the repository moves the stock in one transaction per step.
 * The source warehouse is the session branch's, active and allowed to the user;
 * the destination a warehouse of a branch of the organisation, active, and not
 * the source. Receiving is done in the destination branch, in a warehouse the
 * receiving user may use. Every refusal is found before anything is written.
 */

const actorOf = (ctx: ServiceContext) => ({ userId: ctx.actor.userId, userName: ctx.actor.userName });

export async function createTransferOrder(call: Call<typeof inventoryRoutes.createTransfer>) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  const body = call.body;
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
  // The lines' own checks (items, whole units, each item once) against the source warehouse.
  const lines = await planStockLines(
    call.session,
    ctx,
    body.Lines.map((l) => ({ ...l, WhId: body.FromWhId })),
    // Batches and serials do not travel on a transfer yet (docs/inventory-batches.md §10).
    { sign: 1, twice: TransferMessages.lineTwice, untracked: TrackingMessages.notForTransfer },
  ).catch((error: unknown) => {
    if (!(error instanceof ApiError) || errors.length === 0) throw error;
    // Header refusals first; the lines' (except the warehouse's, already said) after them.
    refuseLines([...errors, ...(error.errors ?? []).filter((e) => !e.path.endsWith('.WhId'))]);
    return [];
  });
  if (errors.length > 0) refuseLines(errors);
  const from = fromWarehouses.find((w) => w._id === body.FromWhId);
  const stored = await createTransfer({
    orgId,
    entId: entityId,
    date: branchNow(ctx).date,
    notes: body.Notes || undefined,
    actor: actorOf(ctx),
    fromWh: { id: body.FromWhId, name: from?.Name ?? body.FromWhId },
    fromEntName: ctx.entity.DName,
    toEnt: { id: body.ToEntId, name: destination?.DName ?? body.ToEntId },
    toWh: { id: body.ToWhId, name: to?.Name ?? body.ToWhId },
    lines: lines.map((l) => ({ ItemId: l.ItemId, PCode: l.PCode, Desc: l.Desc, UoM: l.UoM, Qty: l.Qty, QtyM: l.QtyM })),
    dispatch: body.Dispatch,
  });
  return toTransferAnswer(stored);
}

const notFound = (): never => {
  throw new ApiError(ErrorCode.NotFound, TransferMessages.notFound);
};

export async function readOneTransfer(call: Call<typeof inventoryRoutes.transfer>) {
  const { orgId, entityId } = call.session;
  const doc = await readTransfer(orgId, entityId, call.params.Id);
  return toTransferAnswer(doc ?? notFound());
}

export async function searchTransfers(call: Call<typeof inventoryRoutes.transfers>) {
  const { orgId, entityId } = call.session;
  const page = await listTransfers(orgId, entityId, {
    direction: call.query.Direction === 'In' ? 'in' : 'out',
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toTransferRow), ...(page.next ? { Next: page.next } : {}) };
}

/** The warehouse a step moves stock in must still be usable by this user (the branch may have changed it since). */
async function checkStepWarehouse(ctx: ServiceContext, doc: StoredTransfer, whId: string, field: string) {
  const refusal = warehouseRefusal(ctx, await listWarehouses(ctx.actor.orgId, ctx.actor.entityId), whId);
  if (refusal) refuseLines([{ path: field, message: refusal }]);
  return doc;
}

async function step(
  call: { session: SessionContext; params: { Id: string } },
  side: 'sender' | 'receiver',
  run: (s: TransferStep) => Promise<StoredTransfer>,
) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  const doc = (await readTransfer(orgId, entityId, call.params.Id)) ?? notFound();
  if (side === 'sender' && doc.head.EntId !== entityId) notFound();
  if (side === 'receiver' && doc.head.ToEntId !== entityId) notFound();
  if (run !== cancelTransfer)
    await checkStepWarehouse(
      ctx,
      doc,
      side === 'sender' ? doc.head.FromWhId : doc.head.ToWhId,
      side === 'sender' ? 'FromWhId' : 'ToWhId',
    );
  const stored = await run({
    orgId,
    entId: entityId,
    docId: doc.head.DocId,
    date: branchNow(ctx).date,
    actor: actorOf(ctx),
  });
  return toTransferAnswer(stored);
}

export const dispatchTransferOrder = (call: Call<typeof inventoryRoutes.dispatchTransfer>) =>
  step(call, 'sender', dispatchTransfer);
export const receiveTransferOrder = (call: Call<typeof inventoryRoutes.receiveTransfer>) =>
  step(call, 'receiver', receiveTransfer);
export const cancelTransferOrder = (call: Call<typeof inventoryRoutes.cancelTransfer>) =>
  step(call, 'sender', cancelTransfer);

/** Every branch of the organisation that keeps inventory, with its active warehouses: where a transfer may go. */
export async function transferDestinationList(_call: Call<typeof inventoryRoutes.transferDestinations>) {
  const ctx = serviceContext(_call.session);
  const branches = (await listEntities(ctx.actor.orgId)).filter((b) => isModuleEnabled(b.Config, 'Inventory'));
  const warehouses = await Promise.all(branches.map((b) => listWarehouses(ctx.actor.orgId, b.EntId)));
  return branches
    .map((b, i) => ({
      EntId: b.EntId,
      DName: b.DName,
      Warehouses: (warehouses[i] ?? []).filter((w) => w.Active).map((w) => ({ _id: w._id, Name: w.Name })),
    }))
    .sort((a, b) =>
      a.EntId === ctx.actor.entityId ? -1 : b.EntId === ctx.actor.entityId ? 1 : a.DName.localeCompare(b.DName),
    );
}
