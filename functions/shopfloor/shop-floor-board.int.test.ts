import { beforeAll, describe, expect, it } from 'vitest';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { shopFloorRoutes as routes } from '@shared/api/routes/shop-floor';
import type { ApiErrorBody } from '@shared/api/errors';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import {
  boardColumns,
  ShopFloorMessages as M,
  type CreateDisplayAnswer,
  type ShopFloorBoard,
} from '@shared/service/shop-floor-board';
import { REPAIR_ORDER_DASHBOARD_STATUSES } from '@shared/documents/statuses';
import { invoke } from '../test/invoke';
import {
  createCustomerAndVehicle,
  createRepairOrder,
  ok,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../test/service-test-kit';
import { signApprovalLink } from '../lib/approval-link';
import { signDisplayToken } from './display-token';

/**
 * The shop-floor board and the wall display's token through the real handler and
 * DynamoDB Local (docs/customer-loop.md §20): the board shows the branch's vehicles and
 * nothing a wall must not show; a display token reads only its own branch's board,
 * needs no login, and stops working the moment it is disconnected.
 */

let s: ServiceOrganisation;
let other: ServiceOrganisation;
let cv: CustomerAndVehicle;
let late: RepairOrderAnswer;
let partsToken = '';

const tokenOf = (link: string): string => link.slice(link.indexOf('#') + 1);

beforeAll(async () => {
  s = await serviceOrganisation(['owner', 'manager', 'advisor']);
  other = await serviceOrganisation(['manager', 'advisor']);
  cv = await createCustomerAndVehicle(s.tokens.advisor, 'Meera Nair');
  late = await createRepairOrder(s.tokens.advisor, cv, s.org.users.advisor.userId, {
    PrDate: '2026-01-05',
    PrTime: '10:00',
  });
  const otherCv = await createCustomerAndVehicle(other.tokens.advisor);
  await createRepairOrder(other.tokens.advisor, otherCv, other.org.users.advisor.userId);
  partsToken = (
    await ok<LoginResponse>(iamRoutes.switchBranch, {
      token: s.tokens.owner,
      body: { ToEntityId: s.org.partsBranchId },
    })
  ).Token;
}, 120_000);

describe('GET Service/ShopFloor', () => {
  it('shows the branch vehicles by status and promised time, and nothing a wall must not show', async () => {
    const board = await ok<ShopFloorBoard>(routes.shopFloorBoard, { token: s.tokens.advisor });
    const vehicle = board.Vehicles.find((v) => v.Id === late._id);
    expect(vehicle).toMatchObject({
      Num: late.Num,
      RegNo: cv.regNo,
      Sts: 'New',
      PrDate: '2026-01-05',
      PrTime: '10:00',
    });
    expect(JSON.stringify(board)).not.toContain('Meera');
    expect(JSON.stringify(board)).not.toContain('GrandTotal');
    const [column] = boardColumns(board, REPAIR_ORDER_DASHBOARD_STATUSES);
    expect(column?.vehicles.find((v) => v.Id === late._id)?.late).toBe(true);
  });
});

describe('wall displays (the branch display token)', () => {
  it('only the Service module admins create and list displays', async () => {
    const refused = await invoke<ApiErrorBody>(routes.createDisplay, {
      token: s.tokens.advisor,
      body: { Name: 'Bay wall' },
    });
    expect(refused.status).toBe(403);
    expect((await invoke(routes.listDisplays, { token: s.tokens.advisor })).status).toBe(403);
  });

  it('opens the board of its own branch without a login, and stops when disconnected', async () => {
    const display = await ok<CreateDisplayAnswer>(routes.createDisplay, {
      token: s.tokens.manager,
      body: { Name: 'Bay wall' },
    });
    expect(display.Link).toMatch(/\/tv#/);
    const token = tokenOf(display.Link);
    const board = await ok<ShopFloorBoard>(routes.publicShopFloor, { params: { Token: token } });
    expect(board.Vehicles.map((v) => v.Id)).toContain(late._id);
    // Nothing of the other organisation.
    expect(board.Vehicles.every((v) => v.Id !== undefined && v.Num.length > 0)).toBe(true);
    const otherBoard = await ok<ShopFloorBoard>(routes.shopFloorBoard, { token: other.tokens.advisor });
    expect(board.Vehicles.some((v) => otherBoard.Vehicles.some((o) => o.Id === v.Id))).toBe(false);

    const listed = await ok<{ Items: { Id: string }[] }>(routes.listDisplays, { token: s.tokens.manager });
    expect(listed.Items.map((d) => d.Id)).toEqual([display.Id]);
    expect(JSON.stringify(listed)).not.toContain(token);

    await ok(routes.revokeDisplay, { token: s.tokens.manager, params: { Id: display.Id } });
    const gone = await invoke<ApiErrorBody>(routes.publicShopFloor, { params: { Token: token } });
    expect(gone.status).toBe(401);
    expect(gone.body.message).toBe(M.displayNotFound);
    expect((await ok<{ Items: unknown[] }>(routes.listDisplays, { token: s.tokens.manager })).Items).toEqual([]);
    // Another organisation's manager cannot disconnect it (it is not found under their organisation).
    const again = await ok<CreateDisplayAnswer>(routes.createDisplay, {
      token: s.tokens.manager,
      body: { Name: 'Office' },
    });
    expect((await invoke(routes.revokeDisplay, { token: other.tokens.manager, params: { Id: again.Id } })).status).toBe(
      404,
    );
    expect((await invoke(routes.publicShopFloor, { params: { Token: tokenOf(again.Link) } })).status).toBe(200);
  });

  it('is scoped to its branch: the same display named for another branch or organisation opens nothing', async () => {
    const display = await ok<CreateDisplayAnswer>(routes.createDisplay, {
      token: s.tokens.manager,
      body: { Name: 'Bay 2' },
    });
    // Signed with the real key, so only the record decides: it lives under its own branch and organisation.
    const elsewhere = [
      { org: s.org.orgId, ent: s.org.partsBranchId, dsp: display.Id },
      { org: other.org.orgId, ent: other.org.workshopId, dsp: display.Id },
    ];
    for (const claims of elsewhere) {
      const answer = await invoke<ApiErrorBody>(routes.publicShopFloor, {
        params: { Token: await signDisplayToken(claims) },
      });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(M.displayNotFound);
    }
    // The parts branch has no Service module: nobody there makes a display.
    expect((await invoke(routes.createDisplay, { token: partsToken, body: { Name: 'Counter' } })).status).toBe(403);
  });

  it('refuses a forged, altered or other link token with nothing shown', async () => {
    const display = await ok<CreateDisplayAnswer>(routes.createDisplay, {
      token: s.tokens.manager,
      body: { Name: 'Yard' },
    });
    const token = tokenOf(display.Link);
    const altered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const approval = await signApprovalLink({ org: s.org.orgId, ent: s.org.workshopId, doc: late._id });
    for (const bad of [altered, approval.token, 'x'.repeat(40)]) {
      const answer = await invoke<ApiErrorBody>(routes.publicShopFloor, { params: { Token: bad } });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(M.displayInvalid);
    }
  });
});
