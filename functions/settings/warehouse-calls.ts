import { ulid } from 'ulid';
import {
  isEntityAdmin,
  isModuleAdmin,
  isPermitted,
  permittedWarehouses,
  type AccessContext,
} from '@shared/access/access-model';
import type { AccessData } from '@shared/access/access-data';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { settingsRoutes } from '@shared/api/routes/settings';
import { BranchSetupMessages, type Warehouse, type WarehouseInput } from '@shared/reference/branch-setup-schemas';
import { findState, isAddressState, StateMessages } from '@shared/gst/states';
import { batchGet } from '../data/table/batch-get';
import { keys } from '../data/identity/identity-keys';
import { nowIso } from '../data/table/keys';
import type { AccessRecord, EntityRecord } from '../data/identity/records';
import { getReferenceSet } from '../data/reference/reference-repo';
import {
  createWarehouse as insertWarehouse,
  deleteWarehouse as removeWarehouse,
  getWarehouse,
  listWarehouses as queryWarehouses,
  replaceWarehouse,
} from '../data/settings/warehouses-repo';
import type { Call, SessionContext } from '../lib/http/call';

/**
 * Warehouses of a branch (spec service-documents §7 'Warehouses'). Reading needs
 * Inventory access (platform §6 canOpenWarehouseSettings) and is limited to the
 * user's permitted list when multi-warehouse is on (canUseWarehouse); changing
 * them needs the Inventory module admin or an entity admin (ours).
 */

type Ctx = { session: SessionContext; access: AccessData; entity: EntityRecord };

function contextOf(session: SessionContext): Ctx {
  if (!session.access || !session.entity) throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  return { session, access: session.access, entity: session.entity };
}

const accessContext = (access: AccessData, entity: EntityRecord): AccessContext => ({
  access,
  config: entity.Config,
  settings: entity.Settings,
});

function assertCanChange(ctx: Ctx): void {
  const access = accessContext(ctx.access, ctx.entity);
  if (!isEntityAdmin(ctx.access) && !isModuleAdmin(access, 'Inventory')) {
    throw new ApiError(ErrorCode.Forbidden, BranchSetupMessages.warehouseAdminOnly);
  }
}

async function withStateName(input: WarehouseInput): Promise<WarehouseInput & { State?: string }> {
  if (!input.StCode) return input;
  const state = findState(input.StCode, await getReferenceSet('States'));
  if (!state || !isAddressState(state)) {
    const message = StateMessages.unknown(input.StCode);
    throw new ApiError(ErrorCode.BadRequest, message, [{ path: 'StCode', message }]);
  }
  return { ...input, State: state.Name };
}

/** POST Inventory/Settings/Warehouses. */
export async function createWarehouse(call: Call<typeof settingsRoutes.createWarehouse>): Promise<Warehouse> {
  const ctx = contextOf(call.session);
  assertCanChange(ctx);
  const input = await withStateName(call.body);
  const record: Warehouse = { ...input, _id: ulid(), EntId: ctx.session.entityId, CrDt: nowIso(), ver: 1 };
  await insertWarehouse(ctx.session.orgId, record);
  return record;
}

async function existing(ctx: Ctx, id: string): Promise<Warehouse> {
  const found = await getWarehouse(ctx.session.orgId, ctx.session.entityId, id);
  if (!found) throw new ApiError(ErrorCode.NotFound, BranchSetupMessages.warehouseNotFound);
  return found;
}

/** PUT Inventory/Settings/Warehouses/{id}. */
export async function updateWarehouse(call: Call<typeof settingsRoutes.updateWarehouse>): Promise<Warehouse> {
  const ctx = contextOf(call.session);
  assertCanChange(ctx);
  const before = await existing(ctx, call.params.id);
  const { ver, ...rest } = call.body;
  if (before.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  const input = await withStateName(rest);
  const after: Warehouse = {
    ...input,
    _id: before._id,
    EntId: before.EntId,
    CrDt: before.CrDt,
    UpDt: nowIso(),
    ver: ver + 1,
  };
  await replaceWarehouse(ctx.session.orgId, before, after, ver);
  return after;
}

/** DELETE Inventory/Settings/Warehouses/{id}: refused while the settings name it as default or main. */
export async function deleteWarehouse(call: Call<typeof settingsRoutes.deleteWarehouse>): Promise<{ message: string }> {
  const ctx = contextOf(call.session);
  assertCanChange(ctx);
  const found = await existing(ctx, call.params.id);
  const inventory = ctx.entity.Settings.Inventory;
  if (inventory.DefWId === found._id)
    throw new ApiError(ErrorCode.Conflict, BranchSetupMessages.warehouseInUse('default warehouse'));
  if (inventory.MainWId === found._id)
    throw new ApiError(ErrorCode.Conflict, BranchSetupMessages.warehouseInUse('main warehouse'));
  await removeWarehouse(ctx.session.orgId, found);
  return { message: Messages.deleted };
}

/** GET Inventory/Settings/Warehouses: this branch's warehouses the user may use. */
export const listWarehouses = (call: Call<typeof settingsRoutes.listWarehouses>): Promise<Warehouse[]> =>
  ownWarehouses(contextOf(call.session));

async function ownWarehouses(ctx: Ctx): Promise<Warehouse[]> {
  const all = await queryWarehouses(ctx.session.orgId, ctx.session.entityId);
  return permittedWarehouses(accessContext(ctx.access, ctx.entity), all);
}

/**
 * GET Inventory/Settings/Warehouses/ByEntity/{id}: another branch's warehouses
 * (for transfers), judged by the user's access in that branch. A branch the user
 * has no access to answers Not Found, like one that does not exist.
 */
export async function warehousesByEntity(call: Call<typeof settingsRoutes.warehousesByEntity>): Promise<Warehouse[]> {
  const ctx = contextOf(call.session);
  const { orgId, userId } = ctx.session;
  const entityId = call.params.id;
  if (entityId === ctx.session.entityId) return ownWarehouses(ctx);
  const [entity, grant] = await batchGet<Record<string, unknown>>([
    keys.entity(orgId, entityId),
    keys.access(orgId, userId, entityId),
  ]);
  const there = entity as EntityRecord | undefined;
  const access = (grant as AccessRecord | undefined)?.Access;
  if (!there || !access) throw new ApiError(ErrorCode.NotFound, Messages.notFound);
  const context = accessContext(access, there);
  if (!isPermitted({ kind: 'module', module: 'Inventory' }, context))
    throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
  return permittedWarehouses(context, await queryWarehouses(orgId, entityId));
}
