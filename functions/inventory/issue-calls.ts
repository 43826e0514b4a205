import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryRoutes } from '@shared/api/routes/inventory';
import { canUseWarehouse } from '@shared/access/specific-rules';
import { fromScaled, paiseToRupees, QTY_DIGITS } from '@shared/documents/money-math';
import { isWholeUnit } from '@shared/inventory/adjustment-reasons';
import { InventoryMessages } from '@shared/inventory/inventory-messages';
import type { AllocatedPartRow, IssuePartAnswer, IssuePartBody, WaitingPartRow } from '@shared/inventory/issue-schemas';
import { qtyToIssue, requiredQty } from '@shared/inventory/part-issue';
import { issuesAtPartsDesk } from '@shared/inventory/stock-switches';
import { getVisibleRecords } from '../data/catalogue/record-repo';
import {
  issuePart,
  listAllocatedParts,
  listWaitingParts,
  type AllocatedPart,
  type IssuedResult,
  type WaitingPart,
} from '../data/inventory/part-issues-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import { scopeOf } from '../lib/catalogue-scope';
import type { Call } from '../lib/http/call';
import { announceDocumentChange } from '../lib/ws/shop-floor-announce';
import { issueTracking, lineItem, withTracking } from './issue-tracking-calls';
import { trackedItems } from './item-tracking';
import { trackedMovementFields } from './tracking-answers';

/**
 * Issue Parts (docs/inventory.md §10): the part lines waiting for stock, and
 * the issue or return of one line's quantity. The call checks the warehouse
 * (the branch's, active, allowed to the user) and whole units; the repository
 * decides against the order and the balance as read and commits one transaction.
 */

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

function toWaitingRow({ head, line }: WaitingPart): WaitingPartRow {
  const part = line as { Qty?: number; IQty?: number; _id: string };
  const row: WaitingPartRow = {
    DocId: head.DocId,
    Num: String(head.Num ?? ''),
    Sts: head.Sts,
    ver: head.ver,
    LineId: line._id,
    ItemId: String(line.In_Id),
    Desc: str(line.Desc) ?? str(line.MPN) ?? String(line.In_Id),
    Qty: requiredQty(part),
    IQty: num(line.IQty),
    ToIssue: qtyToIssue(part),
  };
  for (const [name, value] of [
    ['CustName', head.CustName],
    ['RegNo', head.RegNo],
    ['PCode', line.PCode],
    ['UoM', line.UoM],
    ['Batch', line.Batch],
  ] as const)
    if (str(value)) row[name] = String(value);
  return row;
}

export async function searchWaitingParts(call: Call<typeof inventoryRoutes.waitingParts>) {
  const { orgId, entityId } = call.session;
  const page = await listWaitingParts(orgId, entityId, {
    limit: call.query.Limit,
    cursor: call.query.Cursor,
    issued: call.query.Issued === 'true',
  });
  return {
    Items: withTracking(page.items.map(toWaitingRow), await trackedItems(call.session, page.items.map(lineItem))),
    ...(page.next ? { Next: page.next } : {}),
  };
}

/** The warehouse must be the branch's, active, and (with multi-warehouse on) one the user may use. */
async function checkWarehouse(ctx: ServiceContext, whId: string): Promise<void> {
  const warehouse = (await listWarehouses(ctx.actor.orgId, ctx.actor.entityId)).find((w) => w._id === whId);
  const refuse = (message: string): never => {
    throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'WhId', message }]);
  };
  if (!warehouse) refuse(InventoryMessages.warehouseUnknown(whId));
  else if (!warehouse.Active) refuse(InventoryMessages.warehouseInactive(warehouse.Name));
  else if (!canUseWarehouse(ctx.access, warehouse._id)) refuse(InventoryMessages.warehouseNotAllowed(warehouse.Name));
}

function toIssueAnswer(result: IssuedResult): IssuePartAnswer {
  const { head, lines } = result.order;
  const line = lines.Parts.find((p) => p._id === result.lineId) ?? { _id: result.lineId };
  const labor = result.laborId ? lines.Ops.find((o) => o._id === result.laborId) : undefined;
  const m = result.movement;
  return {
    message: InventoryMessages.quantityUpdated,
    DocId: head.DocId,
    Num: String(head.Num ?? ''),
    ver: head.ver,
    Sts: head.Sts,
    LineId: result.lineId,
    Qty: requiredQty(line as { Qty?: number; _id: string }),
    IQty: num(line.IQty),
    RQty: num(line.RQty),
    ...(labor && str(labor.Sts) ? { LaborSts: String(labor.Sts) } : {}),
    ...(str(line.Batch) ? { Batch: String(line.Batch) } : {}),
    Movement: {
      MovId: m.MovId,
      Qty: 0,
      UnCost: paiseToRupees(m.UnCostP),
      Value: paiseToRupees(m.ValueP),
      OnHand: fromScaled(m.OnHand, QTY_DIGITS),
      ...trackedMovementFields(m),
    },
  };
}

async function move(
  call: { session: Call<typeof inventoryRoutes.issuePart>['session']; body: IssuePartBody },
  sign: 1 | -1,
) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = ctx.actor;
  await checkWarehouse(ctx, call.body.WhId);
  const scope = scopeOf(call.session, 'PART');
  const result = await issuePart({
    orgId,
    entId: entityId,
    docId: call.body.DocId,
    lineId: call.body.LineId,
    whId: call.body.WhId,
    qty: sign * call.body.Qty,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    item: async (itemId) => {
      const [found] = await getVisibleRecords(scope.orgId, scope.ownOnly, 'PART', [itemId]);
      const part = found?.record;
      if (!part) return undefined;
      const UoM = str(part.UoM);
      // Whole units stay whole (docs/inventory.md §6), judged once the item is known.
      if (isWholeUnit(UoM) && !Number.isInteger(call.body.Qty)) {
        const message = InventoryMessages.wholeQuantity(UoM ?? 'NOS');
        throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'Qty', message }]);
      }
      return { PCode: str(part.PCode), Desc: part.Desc, UoM };
    },
    tracking: (itemId) => issueTracking(call.session, branchNow(ctx).date, itemId, call.body),
    keepDone: !issuesAtPartsDesk(ctx.entity.Settings.Inventory),
  });
  const { head } = result.order;
  // Committed: the order's branch hears its new status on the live shop floor (docs/customer-loop.md §20).
  await announceDocumentChange(
    { orgId, entityId },
    {
      Type: 'RepairOrder',
      Id: head.DocId,
      Num: String(head.Num ?? ''),
      Sts: String(head.Sts ?? ''),
      ver: head.ver,
      By: ctx.actor.userId,
    },
  );
  const answer = toIssueAnswer(result);
  answer.Movement.Qty = -sign * call.body.Qty;
  return answer;
}

/** POST Inventory/IssueParts: stock out of the warehouse, the line's `IQty` up, in one transaction. */
export const issuePartToOrder = (call: Call<typeof inventoryRoutes.issuePart>) => move(call, 1);

/** POST Inventory/IssueParts/Return: stock back into the warehouse, the line's `IQty` down, in one transaction. */
export const returnPartFromOrder = (call: Call<typeof inventoryRoutes.returnPart>) => move(call, -1);

function toAllocatedRow({ head, labor, line }: AllocatedPart): AllocatedPartRow {
  const row: AllocatedPartRow = {
    DocId: head.DocId,
    Num: String(head.Num ?? ''),
    LaborId: labor._id,
    LineId: line._id,
    ItemId: String(line.In_Id),
    Desc: str(line.Desc) ?? str(line.MPN) ?? String(line.In_Id),
    Qty: requiredQty(line as { Qty?: number; _id: string }),
    IQty: num(line.IQty),
  };
  for (const [name, value] of [
    ['CustName', head.CustName],
    ['RegNo', head.RegNo],
    ['LaborDesc', labor.Desc],
    ['PCode', line.PCode],
    ['UoM', line.UoM],
  ] as const)
    if (str(value)) row[name] = String(value);
  return row;
}

/** GET Inventory/AllocatedParts (My Inventory): the parts issued to the caller's own open jobs. */
export async function searchAllocatedParts(call: Call<typeof inventoryRoutes.allocatedParts>) {
  const { orgId, entityId, userId } = call.session;
  const page = await listAllocatedParts(orgId, entityId, userId, {
    limit: call.query.Limit,
    cursor: call.query.Cursor,
  });
  return { Items: page.items.map(toAllocatedRow), ...(page.next ? { Next: page.next } : {}) };
}
