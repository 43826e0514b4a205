import { ApiError, ErrorCode } from '@shared/api/errors';
import { isModuleEnabled } from '@shared/access/module-switch';
import type { inventoryRoutes } from '@shared/api/routes/inventory';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import { listEntities } from '../data/identity/identity-repo';
import { listTransfers } from '../data/inventory/transfer-lists';
import { cancelTransfer } from '../data/inventory/transfer-receipts';
import {
  createTransfer,
  dispatchTransfer,
  readTransfer,
  type StoredTransfer,
  type TransferStep,
} from '../data/inventory/transfers-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { Call, SessionContext } from '../lib/http/call';
import { refuseLines, warehouseRefusal } from './stock-lines';
import { checkTransferOrder } from './transfer-checks';
import { toTransferAnswer, toTransferRow } from './transfer-answers';

/**
 * Transfer orders (docs/inventory-transfers.md): the call checks what the
 * schema cannot, the repository moves the stock in one transaction per step.
 * The source warehouse is the session branch's, active and allowed to the user;
 * the destination a warehouse of a branch of the organisation, active, and not
 * the source. Receiving is done in the destination branch, in a warehouse the
 * receiving user may use. Every refusal is found before anything is written.
 */

export const actorOf = (ctx: ServiceContext) => ({ userId: ctx.actor.userId, userName: ctx.actor.userName });

export async function createTransferOrder(call: Call<typeof inventoryRoutes.createTransfer>) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  const { ends, lines } = await checkTransferOrder(call.session, ctx, call.body);
  const stored = await createTransfer({
    ...ends,
    orgId,
    entId: entityId,
    date: branchNow(ctx).date,
    notes: call.body.Notes || undefined,
    actor: actorOf(ctx),
    lines,
    dispatch: call.body.Dispatch,
  });
  return toTransferAnswer(stored);
}

export const notFound = (): never => {
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

export async function step(
  call: { session: SessionContext; params: { Id: string } },
  side: 'sender' | 'receiver',
  run: (s: TransferStep, doc: StoredTransfer) => Promise<StoredTransfer>,
) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  const doc = (await readTransfer(orgId, entityId, call.params.Id)) ?? notFound();
  if (side === 'sender' && doc.head.EntId !== entityId) notFound();
  if (side === 'receiver' && doc.head.ToEntId !== entityId) notFound();
  // A cancel puts what is in transit back where it came from: no warehouse of the user's choosing.
  if (run !== cancelTransfer)
    await checkStepWarehouse(
      ctx,
      doc,
      side === 'sender' ? doc.head.FromWhId : doc.head.ToWhId,
      side === 'sender' ? 'FromWhId' : 'ToWhId',
    );
  const stored = await run(
    { orgId, entId: entityId, docId: doc.head.DocId, date: branchNow(ctx).date, actor: actorOf(ctx) },
    doc,
  );
  return toTransferAnswer(stored);
}

export const dispatchTransferOrder = (call: Call<typeof inventoryRoutes.dispatchTransfer>) =>
  step(call, 'sender', dispatchTransfer);
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
