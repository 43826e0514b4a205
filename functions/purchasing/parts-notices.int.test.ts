import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partiesRoutes } from '@shared/api/routes/parties';
import { partsNoticeRoutes } from '@shared/api/routes/parts-notices';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { serviceRoutes } from '@shared/api/routes/service';
import type { Party } from '@shared/parties/party-schemas';
import type { PartsArrivedAnswer, PartsArrivedEvent } from '@shared/purchasing/parts-notices';
import type { PurchaseOrderAnswer } from '@shared/purchasing/purchase-schemas';
import type { Warehouse } from '@shared/reference/branch-setup-schemas';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { listPartsNotices, setPartsNoticePoster } from '../data/purchasing/parts-notices-repo';
import { removeConnection, saveConnection } from '../data/realtime/connections-repo';
import { setShopFloorPoster } from '../lib/ws/shop-floor-announce';
import { invoke } from '../test/invoke';
import { createPart, createWarehouse } from '../test/inventory-test-kit';
import { createCustomerAndVehicle, lines } from '../test/service-test-kit';
import { organisationWithLogins } from '../test/test-logins';
import type { TestOrganisation } from '../test/test-organisation';

/**
 * The advisor hears that the part arrived (docs/purchasing.md §22), against DynamoDB
 * Local: one receive for two repair orders of two advisors notifies each once (stored
 * and pushed to their own live connections), a repeated receive notifies nobody again,
 * and a receive for the shelf notifies nobody.
 */

let org: TestOrganisation;
let tokens: Record<'owner' | 'advisor' | 'manager', string>;
let main: Warehouse;
let vendor: Party;
const W = lines('RepairOrder');
const pushed: { connection: string; event: PartsArrivedEvent }[] = [];
const changed: { connection: string; Id: string; Sts: string }[] = [];

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'advisor', 'manager'] as const));
  main = await createWarehouse(tokens.owner, 'A Main store');
  const made = await invoke<Party>(partiesRoutes.createVendor, {
    token: tokens.owner,
    body: { DName: 'Asha Auto Spares', Cons: { Phones: { Main: '9811122233' } }, BAdd: { St: 'Karnataka' } },
  });
  vendor = made.body;
  await createPart(org.orgId, { _id: 'PRT9701', PCode: 'SA-9701', Desc: 'Shock absorber, rear', UoM: 'NOS' });
  await createPart(org.orgId, { _id: 'PRT9702', PCode: 'BP-9702', Desc: 'Brake pad set', UoM: 'SET' });
  setPartsNoticePoster((connection, data) => {
    pushed.push({ connection, event: data as PartsArrivedEvent });
    return Promise.resolve(true);
  });
  setShopFloorPoster((connection, data) => {
    const event = data as { Id: string; Sts: string };
    changed.push({ connection, Id: event.Id, Sts: event.Sts });
    return Promise.resolve(true);
  });
  for (const [name, id] of [
    ['advisor', 'conn-advisor'],
    ['manager', 'conn-manager'],
  ] as const)
    await saveConnection({ OrgId: org.orgId, UserId: org.users[name].userId, EntId: org.workshopId, ConnectionId: id });
}, 120_000);

afterAll(async () => {
  setPartsNoticePoster();
  setShopFloorPoster();
  await removeConnection('conn-advisor');
  await removeConnection('conn-manager');
});

const repairOrder = async (sa: 'advisor' | 'manager', item: string, Qty: number) => {
  const cv = await createCustomerAndVehicle(tokens.advisor);
  const ro = await invoke<RepairOrderAnswer>(serviceRoutes.createRepairOrder, {
    token: tokens.advisor,
    body: {
      Cust: cv.custId,
      ProdId: cv.prodId,
      SA: org.users[sa].userId,
      Comps: [W.complaint(1, 'Suspension noise')],
      Ops: [W.labor(1, { CompId: 'WC1' })],
      Parts: [W.part(1, { OpId: 'WO1', In_Id: item, Qty })],
    },
  });
  expect(ro.status, JSON.stringify(ro.body)).toBe(200);
  return ro.body as unknown as { _id: string; Num: string; RegNo?: string };
};

const noticesOf = (name: 'owner' | 'advisor' | 'manager') =>
  listPartsNotices(org.orgId, org.workshopId, org.users[name].userId);

describe("the advisor's notice that the part arrived", () => {
  it('notifies each advisor once of their own repair order, stored and live; a repeated receive adds none', async () => {
    const mine = await repairOrder('advisor', 'PRT9701', 2);
    const theirs = await repairOrder('manager', 'PRT9702', 1);
    const po = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPartsOrder, {
      token: tokens.owner,
      body: {
        VendId: vendor._id,
        WhId: main._id,
        Lines: [mine._id, theirs._id].map((DocId) => ({ DocId, LineId: 'WP1', Rate: 750 })),
      },
    });
    expect(po.status, JSON.stringify(po.body)).toBe(200);
    const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.owner,
      params: { Id: po.body._id },
      body: { ver: po.body.ver },
    });
    const receive = () =>
      invoke<{ _id: string; Num: string }>(purchasingRoutes.createPurchaseReceive, {
        token: tokens.owner,
        body: { PoId: sent.body._id, Lines: sent.body.Lines.map((l) => ({ LineId: l._id, Qty: l.Qty })) },
      });
    const heardBefore = changed.length;
    const got = await receive();
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const heard = changed.slice(heardBefore).filter((c) => c.connection === 'conn-advisor');

    const [advisorNotice, ...moreForAdvisor] = await noticesOf('advisor');
    expect(moreForAdvisor).toEqual([]);
    expect(advisorNotice).toMatchObject({
      Id: `${got.body._id}.${mine._id}`,
      WoId: mine._id,
      WoNum: mine.Num,
      // The repair order's own line, as its advisor wrote it (the test kit's 'Part 1').
      Parts: [{ Desc: 'Part 1', Qty: 2 }],
      RcvId: got.body._id,
      RcvNum: got.body.Num,
      WoSts: expect.any(String) as string,
    });
    if (mine.RegNo) expect(advisorNotice?.RegNo).toBe(mine.RegNo);
    const [managerNotice, ...moreForManager] = await noticesOf('manager');
    expect(moreForManager).toEqual([]);
    expect(managerNotice).toMatchObject({ WoId: theirs._id, Parts: [{ Desc: 'Part 1', Qty: 1 }] });
    expect(await noticesOf('owner')).toEqual([]);

    // Live: each advisor's own connection heard their own order, once.
    expect(pushed.map((p) => [p.connection, p.event.event, p.event.Notice.WoId])).toEqual([
      ['conn-advisor', 'PartsArrived', mine._id],
      ['conn-manager', 'PartsArrived', theirs._id],
    ]);

    // The branch's screens hear both orders changed (the shop floor's DocumentChanged), each connection once per order.
    expect(new Set(heard.map((c) => c.Id))).toEqual(new Set([mine._id, theirs._id]));
    expect(heard).toHaveLength(2);

    // The advisor reads them by the call (their user and branch from the session).
    const listed = await invoke<PartsArrivedAnswer>(partsNoticeRoutes.partsArrivedNotices, { token: tokens.advisor });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.Notices.map((n) => n.Id)).toEqual([advisorNotice?.Id]);

    // The same receive sent again is refused (all received): no second notice, no second push.
    const again = await receive();
    expect(again.status).toBe(400);
    expect(await noticesOf('advisor')).toHaveLength(1);
    expect(await noticesOf('manager')).toHaveLength(1);
    expect(pushed).toHaveLength(2);
  }, 120_000);

  it('notifies every advisor once also for the repair orders told right after a large receive commits', async () => {
    // 16 lines for 16 repair orders: their headers, indexes, audits and notices do not all fit the receive's
    // 100 items beside its stock writes; those told after it carry their notices in their own transactions.
    const orders: string[] = [];
    for (let i = 0; i < 16; i += 1) {
      await createPart(org.orgId, { _id: `PRT98${10 + i}`, PCode: `BL-98${10 + i}`, Desc: `Bulb ${i}`, UoM: 'NOS' });
      orders.push((await repairOrder(i % 2 === 0 ? 'advisor' : 'manager', `PRT98${10 + i}`, 1))._id);
    }
    const before = { advisor: (await noticesOf('advisor')).length, manager: (await noticesOf('manager')).length };
    const po = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPartsOrder, {
      token: tokens.owner,
      body: {
        VendId: vendor._id,
        WhId: main._id,
        Lines: orders.map((DocId) => ({ DocId, LineId: 'WP1', Rate: 99.5 })),
      },
    });
    expect(po.status, JSON.stringify(po.body)).toBe(200);
    const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.owner,
      params: { Id: po.body._id },
      body: { ver: po.body.ver },
    });
    const pushedBefore = pushed.length;
    const got = await invoke<{ _id: string }>(purchasingRoutes.createPurchaseReceive, {
      token: tokens.owner,
      body: { PoId: sent.body._id, Lines: sent.body.Lines.map((l) => ({ LineId: l._id, Qty: 1 })) },
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const mine = (await noticesOf('advisor')).filter((n) => n.RcvId === got.body._id);
    const theirs = (await noticesOf('manager')).filter((n) => n.RcvId === got.body._id);
    expect(mine.map((n) => n.WoId).sort()).toEqual(orders.filter((_, i) => i % 2 === 0).sort());
    expect(theirs.map((n) => n.WoId).sort()).toEqual(orders.filter((_, i) => i % 2 === 1).sort());
    expect((await noticesOf('advisor')).length).toBe(Math.min(20, before.advisor + 8));
    expect(
      pushed
        .slice(pushedBefore)
        .map((p) => p.event.Notice.WoId)
        .sort(),
    ).toEqual([...orders].sort());
  }, 180_000);

  it('notifies nobody when no repair order waits for the part', async () => {
    const before = pushed.length;
    const made = await invoke<PurchaseOrderAnswer>(purchasingRoutes.createPurchaseOrder, {
      token: tokens.owner,
      body: { VendId: vendor._id, WhId: main._id, Lines: [{ ItemId: 'PRT9701', Qty: 3, Rate: 700 }] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const sent = await invoke<PurchaseOrderAnswer>(purchasingRoutes.sendPurchaseOrder, {
      token: tokens.owner,
      params: { Id: made.body._id },
      body: { ver: made.body.ver },
    });
    const got = await invoke<{ _id: string }>(purchasingRoutes.createPurchaseReceive, {
      token: tokens.owner,
      body: { PoId: sent.body._id, Lines: [{ LineId: 'POL1', Qty: 3 }] },
    });
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(await noticesOf('owner')).toEqual([]);
    expect(pushed).toHaveLength(before);
    expect((await noticesOf('advisor')).filter((n) => n.RcvId === got.body._id)).toEqual([]);
  }, 120_000);
});
