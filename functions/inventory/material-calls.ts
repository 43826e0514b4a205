import { ApiError, ErrorCode } from '@shared/api/errors';
import type { inventoryRoutes } from '@shared/api/routes/inventory';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import { MATERIAL_IN_KIND, MATERIAL_OUT_KIND } from '../data/inventory/material-repo';
import {
  listStockDocuments,
  postStockDocument,
  readStockDocument,
  type StockDocumentKind,
} from '../data/inventory/stock-documents';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call, SessionContext } from '../lib/http/call';
import { toAdjustmentAnswer, toAdjustmentRow } from './inventory-answers';
import { planStockLines } from './stock-lines';

/**
 * Material in and material out (docs/inventory-transfers.md §6): the line
 * checks and the posting of adjustments (stock-lines.ts, stock-documents.ts);
 * material in brings stock in at the cost given (or the average), material out
 * takes it out at the average and never below zero. Answers share the adjustment's shape.
 */

type MaterialCall = Call<typeof inventoryRoutes.createMaterialIn> | Call<typeof inventoryRoutes.createMaterialOut>;

async function post(call: MaterialCall, kind: StockDocumentKind, sign: 1 | -1) {
  const ctx = serviceContext(call.session);
  const lines = await planStockLines(call.session, ctx, call.body.Lines, {
    sign,
    twice: TransferMessages.materialLineTwice,
  });
  const stored = await postStockDocument(kind, {
    orgId: ctx.actor.orgId,
    entId: ctx.actor.entityId,
    date: branchNow(ctx).date,
    notes: call.body.Notes || undefined,
    actor: { userId: ctx.actor.userId, userName: ctx.actor.userName },
    lines,
  });
  return toAdjustmentAnswer(stored);
}

export const createMaterialIn = (call: Call<typeof inventoryRoutes.createMaterialIn>) =>
  post(call, MATERIAL_IN_KIND, 1);
export const createMaterialOut = (call: Call<typeof inventoryRoutes.createMaterialOut>) =>
  post(call, MATERIAL_OUT_KIND, -1);

async function readOne(
  call: { session: SessionContext; params: { Id: string } },
  kind: StockDocumentKind,
  missing: string,
) {
  const doc = await readStockDocument(kind, call.session.orgId, call.session.entityId, call.params.Id);
  if (!doc) throw new ApiError(ErrorCode.NotFound, missing);
  return toAdjustmentAnswer(doc);
}
export const readMaterialIn = (call: Call<typeof inventoryRoutes.materialIn>) =>
  readOne(call, MATERIAL_IN_KIND, TransferMessages.materialInNotFound);
export const readMaterialOut = (call: Call<typeof inventoryRoutes.materialOut>) =>
  readOne(call, MATERIAL_OUT_KIND, TransferMessages.materialOutNotFound);

async function search(
  call: { session: SessionContext; query: { Limit: number; Cursor?: string | undefined } },
  kind: StockDocumentKind,
) {
  const { orgId, entityId } = call.session;
  const page = await listStockDocuments(kind, orgId, entityId, { limit: call.query.Limit, cursor: call.query.Cursor });
  return { Items: page.items.map(toAdjustmentRow), ...(page.next ? { Next: page.next } : {}) };
}
export const searchMaterialIns = (call: Call<typeof inventoryRoutes.materialIns>) => search(call, MATERIAL_IN_KIND);
export const searchMaterialOuts = (call: Call<typeof inventoryRoutes.materialOuts>) => search(call, MATERIAL_OUT_KIND);
