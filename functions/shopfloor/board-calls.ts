import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import type { shopFloorRoutes } from '@shared/api/routes/shop-floor';
import { REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import {
  BOARD_MAX_VEHICLES,
  MAX_DISPLAYS,
  ShopFloorMessages as M,
  type CreateDisplayAnswer,
  type DisplayRow,
  type ShopFloorBoard,
  type ShopFloorVehicle,
} from '@shared/service/shop-floor-board';
import { getEntity } from '../data/identity/identity-repo';
import type { EntityRecord } from '../data/identity/records';
import { dashboardPartition } from '../data/documents/document-keys';
import { listDashboard } from '../data/documents/document-lists';
import { DOC_CODE, INDEX_SK } from '../data/documents/types/service-types';
import {
  deleteDisplay,
  getDisplay,
  listDisplays,
  putDisplay,
  type DisplayRecord,
} from '../data/shop-floor/displays-repo';
import { branchNow, serviceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { displayLinkUrl, signDisplayToken, verifyDisplayToken } from './display-token';

/**
 * The shop-floor board and the branch's wall displays (docs/customer-loop.md §20). The
 * board reads the branch's repair-order dashboard partition (D2a: every status the
 * dashboard shows, newest first, index items only) page by page up to
 * BOARD_MAX_VEHICLES; the app and the display read the same answer.
 */

type Routes = typeof shopFloorRoutes;
const PAGE = 100;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function vehicleOf(item: Record<string, unknown>): ShopFloorVehicle {
  const v: ShopFloorVehicle = { Id: String(item.DocId), Num: String(item.Num ?? ''), Sts: String(item.Sts ?? '') };
  for (const name of ['RegNo', 'PrDate', 'PrTime', 'SAName'] as const) {
    const value = str(item[name]);
    if (value) v[name] = value;
  }
  return v;
}

async function boardOf(orgId: string, entity: EntityRecord): Promise<ShopFloorBoard> {
  const code = DOC_CODE.RepairOrder;
  const lane = {
    status: 'All',
    partition: dashboardPartition(orgId, entity.EntId, code),
    prefix: '',
    itemSk: INDEX_SK.DASH,
  };
  const vehicles: ShopFloorVehicle[] = [];
  let cursor: string | undefined;
  do {
    const page = await listDashboard({
      orgId,
      lanes: [lane],
      limit: Math.min(PAGE, BOARD_MAX_VEHICLES - vehicles.length),
      ...(cursor ? { cursor } : {}),
    });
    vehicles.push(...page.rows.map(vehicleOf));
    cursor = page.next;
  } while (cursor && vehicles.length < BOARD_MAX_VEHICLES);
  const statuses: readonly string[] = REPAIR_ORDER_DASHBOARD_STATUSES;
  const now = branchNow({ entity });
  return {
    Branch: entity.DName,
    Today: now.date,
    Time: now.time,
    Vehicles: vehicles.filter((v) => statuses.includes(v.Sts)),
    More: cursor !== undefined,
  };
}

/** GET Service/ShopFloor: the caller's branch. */
export async function shopFloorBoard(call: Call<Routes['shopFloorBoard']>): Promise<ShopFloorBoard> {
  const ctx = serviceContext(call.session);
  return boardOf(ctx.session.orgId, ctx.entity);
}

/** GET Public/ShopFloor/{Token}: a display's board; the display must still exist (revocation). */
export async function publicShopFloor(call: Call<Routes['publicShopFloor']>): Promise<ShopFloorBoard> {
  const claims = await verifyDisplayToken(call.params.Token);
  const [display, entity] = await Promise.all([
    getDisplay(claims.org, claims.ent, claims.dsp),
    getEntity(claims.org, claims.ent),
  ]);
  if (!display || !entity) throw new ApiError(ErrorCode.Unauthorised, M.displayNotFound);
  return boardOf(claims.org, entity);
}

const rowOf = (d: DisplayRecord): DisplayRow => ({
  Id: d.Id,
  Name: d.Name,
  CrAt: d.CrAt,
  ...(d.CrByName ? { CrByName: d.CrByName } : {}),
});

export async function listDisplaysCall(call: Call<Routes['listDisplays']>): Promise<{ Items: DisplayRow[] }> {
  const { orgId, entityId } = call.session;
  return { Items: (await listDisplays(orgId, entityId)).map(rowOf) };
}

/** POST Service/ShopFloor/Displays: the link is answered once; a lost link is replaced by a new display. */
export async function createDisplay(call: Call<Routes['createDisplay']>): Promise<CreateDisplayAnswer> {
  const { orgId, entityId, userId, userName } = call.session;
  if ((await listDisplays(orgId, entityId)).length >= MAX_DISPLAYS)
    throw new ApiError(ErrorCode.BadRequest, M.tooManyDisplays);
  const display: DisplayRecord = {
    Id: ulid(),
    EntId: entityId,
    Name: call.body.Name,
    CrAt: new Date().toISOString(),
    CrBy: userId,
    ...(userName ? { CrByName: userName } : {}),
  };
  await putDisplay(orgId, display);
  const token = await signDisplayToken({ org: orgId, ent: entityId, dsp: display.Id });
  return { ...rowOf(display), Link: await displayLinkUrl(orgId, token) };
}

/** DELETE Service/ShopFloor/Displays/{Id}: the display's next read is refused. */
export async function revokeDisplay(call: Call<Routes['revokeDisplay']>): Promise<{ Message: string }> {
  const { orgId, entityId } = call.session;
  if (!(await deleteDisplay(orgId, entityId, call.params.Id)))
    throw new ApiError(ErrorCode.NotFound, M.displayNotFound);
  return { Message: M.displayRevoked };
}

export const shopFloorCalls = {
  shopFloorBoard,
  publicShopFloor,
  listDisplays: listDisplaysCall,
  createDisplay,
  revokeDisplay,
};
