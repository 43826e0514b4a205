import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import { serviceRoutes as routes } from '@shared/api/routes/service';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { appointmentChangedEvent, type AppointmentChangedEvent } from '@shared/appointments/appointment-events';
import { addDays } from '@shared/appointments/appointment-rules';
import type { Appointment } from '@shared/appointments/appointment-schemas';
import { documentChangedEvent, type DocumentChangedEvent } from '@shared/service/shop-floor-events';
import { createWebSocketGateway } from '../../../infra/local/websocket-gateway';
import { readBody } from '../../../infra/local/http-gateway';
import { freePort } from '../../../infra/local/ports';
import { listBranchConnectionIds } from '../../data/realtime/connections-repo';
import { createSocketHandler } from '../../lib/ws/socket-handler';
import { postToConnection, resetManagementClient } from '../../lib/ws/post-to-connection';
import { invoke } from '../../test/invoke';
import {
  createCustomerAndVehicle,
  createRepairOrder,
  documentBody,
  freshPhone,
  freshRegNo,
  ok,
  saveAs,
  serviceOrganisation,
  type CustomerAndVehicle,
  type ServiceOrganisation,
} from '../../test/service-test-kit';
import { setShopFloorPoster } from '../../lib/ws/shop-floor-announce';

/**
 * The live shop floor through the real service handler, DynamoDB Local and the local
 * gateway's WebSocket (docs/customer-loop.md §20): a repair order's change reaches every
 * connected user of its branch, after the write, and nobody of another branch or
 * organisation; a refused write announces nothing; a failing send never fails the write.
 */

let a: ServiceOrganisation;
let b: ServiceOrganisation;
let cv: CustomerAndVehicle;
let server: Server;
let url: string;
const sockets: WebSocket[] = [];
// The ws Lambda's own machinery ($connect records the connection with its verified branch); chat's actions are not needed here.
const socketHandler = createSocketHandler(
  { ping: async () => ({ event: 'pong', at: new Date().toISOString() }) } as never,
  postToConnection,
);
const gateway = createWebSocketGateway(socketHandler as Parameters<typeof createWebSocketGateway>[0]);

type Listener = { socket: WebSocket; events: DocumentChangedEvent[]; bookings: AppointmentChangedEvent[] };

async function listen(token: string): Promise<Listener> {
  const socket = await new Promise<WebSocket>((resolve, reject) => {
    const s = new WebSocket(`${url}?token=${encodeURIComponent(token)}`);
    s.once('open', () => resolve(s));
    s.once('unexpected-response', (_, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    s.once('error', reject);
  });
  sockets.push(socket);
  const events: DocumentChangedEvent[] = [];
  const bookings: AppointmentChangedEvent[] = [];
  socket.on('message', (data) => {
    const json: unknown = JSON.parse(data.toString());
    const parsed = documentChangedEvent.safeParse(json);
    if (parsed.success) events.push(parsed.data);
    const booking = appointmentChangedEvent.safeParse(json);
    if (booking.success) bookings.push(booking.data);
  });
  return { socket, events, bookings };
}

const waitFor = async (check: () => boolean | Promise<boolean>): Promise<void> => {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
};
const settle = (ms = 400): Promise<void> => new Promise((r) => setTimeout(r, ms));

let advisor: Listener;
let manager: Listener;
let partsBranch: Listener;
let otherOrg: Listener;

beforeAll(async () => {
  const port = await freePort();
  url = `ws://127.0.0.1:${port}/ws`;
  process.env.WS_MANAGEMENT_ENDPOINT = `http://127.0.0.1:${port}`;
  resetManagementClient();
  server = createServer((request, response) => {
    void readBody(request).then((body) => gateway.handleManagement(request, response, body ?? Buffer.alloc(0)));
  });
  server.on('upgrade', (request, socket, head) => void gateway.handleUpgrade(request, socket, head));
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));

  a = await serviceOrganisation(['owner', 'advisor', 'manager', 'cashier']);
  b = await serviceOrganisation(['advisor']);
  cv = await createCustomerAndVehicle(a.tokens.advisor);
  // The cashier works in both branches: their session moves to the parts branch.
  const inParts = await ok<LoginResponse>(iamRoutes.switchBranch, {
    token: a.tokens.cashier,
    body: { ToEntityId: a.org.partsBranchId },
  });
  advisor = await listen(a.tokens.advisor);
  manager = await listen(a.tokens.manager);
  partsBranch = await listen(inParts.Token);
  otherOrg = await listen(b.tokens.advisor);
  await waitFor(async () => (await listBranchConnectionIds(a.org.orgId, a.org.workshopId)).length === 2);
  await waitFor(async () => (await listBranchConnectionIds(a.org.orgId, a.org.partsBranchId)).length === 1);
  await waitFor(async () => (await listBranchConnectionIds(b.org.orgId, b.org.workshopId)).length === 1);
}, 120_000);

afterAll(async () => {
  setShopFloorPoster();
  for (const socket of sockets) socket.close();
  gateway.close();
  await new Promise<void>((done) => server.close(() => done()));
});

const clear = (): void => {
  for (const l of [advisor, manager, partsBranch, otherOrg]) {
    l.events.length = 0;
    l.bookings.length = 0;
  }
};

describe('DocumentChanged: the branch hears a repair order change', () => {
  it('reaches every connected user of the branch, and no one of another branch or organisation', async () => {
    clear();
    const ro = await createRepairOrder(a.tokens.advisor, cv, a.org.users.advisor.userId);
    // The call answered after the fan-out: the events are already on their way.
    await waitFor(() => advisor.events.length === 1 && manager.events.length === 1);
    const expected = {
      event: 'DocumentChanged',
      Type: 'RepairOrder',
      Id: ro._id,
      Num: ro.Num,
      Sts: 'New',
      ver: ro.ver,
      By: a.org.users.advisor.userId,
    };
    expect(advisor.events[0]).toMatchObject(expected);
    expect(manager.events[0]).toMatchObject(expected);

    const approved = await ok<RepairOrderAnswer>(routes.repairOrderAction, {
      token: a.tokens.manager,
      params: { Id: ro._id, Action: 'Approve' },
      body: { ver: ro.ver },
    });
    await waitFor(() => advisor.events.length === 2 && manager.events.length === 2);
    expect(advisor.events[1]).toMatchObject({ Id: ro._id, Sts: approved.Sts, ver: approved.ver });
    expect(manager.events[1]?.By).toBe(a.org.users.manager.userId);

    await settle();
    expect(partsBranch.events).toEqual([]);
    expect(otherOrg.events).toEqual([]);
  });

  it('announces nothing for a refused write (stale ver)', async () => {
    const ro = await createRepairOrder(a.tokens.advisor, cv, a.org.users.advisor.userId);
    expect((await saveAs(routes.saveRepairOrder, a.tokens.advisor, ro, { Notes: 'first' })).status).toBe(200);
    await waitFor(() => manager.events.some((e) => e.Id === ro._id && e.ver === ro.ver + 1));
    clear();
    const stale = await saveAs(routes.saveRepairOrder, a.tokens.manager, ro, { Notes: 'late' });
    expect(stale.status).toBe(409);
    await settle();
    expect(advisor.events).toEqual([]);
    expect(manager.events).toEqual([]);
  });

  it('keeps the write when the send fails', async () => {
    clear();
    setShopFloorPoster(() => Promise.reject(new Error('throttled')));
    try {
      const answer = await invoke<RepairOrderAnswer>(routes.createRepairOrder, {
        token: a.tokens.advisor,
        body: documentBody(cv, a.org.users.advisor.userId),
      });
      expect(answer.status).toBe(200);
      const read = await ok<RepairOrderAnswer>(routes.repairOrder, {
        token: a.tokens.manager,
        params: { Id: answer.body._id },
      });
      expect(read.ver).toBe(answer.body.ver);
    } finally {
      setShopFloorPoster();
    }
    await settle();
    expect(advisor.events).toEqual([]);
  });
});

describe('AppointmentChanged: the branch hears a booking (docs/customer-loop.md §11a)', () => {
  const inDays = (n: number): string => addDays(new Date().toISOString().slice(0, 10), n);

  it("an advisor's booking and its move reach the branch's calendars, and no one of another branch or organisation", async () => {
    await ok(appointmentRoutes.saveAppointmentSettings, {
      token: a.tokens.owner,
      body: { Days: [0, 1, 2, 3, 4, 5, 6], Open: '09:00', Close: '17:00', SlotMin: 30, PublicDays: 14, ver: 0 },
    });
    clear();
    const booked = await ok<Appointment & { ver: number }>(appointmentRoutes.createAppointment, {
      token: a.tokens.advisor,
      body: { Name: 'Walk In', Phone: freshPhone(), RegNo: freshRegNo(), Date: inDays(3), Time: '10:00' },
    });
    await waitFor(() => advisor.bookings.length === 1 && manager.bookings.length === 1);
    expect(manager.bookings[0]).toMatchObject({
      event: 'AppointmentChanged',
      Id: booked._id,
      Date: inDays(3),
      Sts: 'Scheduled',
      ver: booked.ver,
      By: a.org.users.advisor.userId,
    });
    await ok(appointmentRoutes.updateAppointment, {
      token: a.tokens.manager,
      params: { Id: booked._id },
      body: { ver: booked.ver, Date: inDays(4) },
    });
    await waitFor(() => advisor.bookings.some((e) => e.Date === inDays(4) && e.ver === booked.ver + 1));
    await settle();
    expect(partsBranch.bookings).toEqual([]);
    expect(otherOrg.bookings).toEqual([]);
    // Nothing of the booking's contents travels: the calendar reads it under its own permissions.
    expect(JSON.stringify(advisor.bookings)).not.toContain('Walk In');
  });

  it("a customer's booking from the public page is heard with By 'Customer'", async () => {
    const link = (await ok<{ Link: string }>(appointmentRoutes.bookingLink, { token: a.tokens.advisor })).Link;
    clear();
    const made = await invoke<{ Ref: string }>(appointmentRoutes.publicBook, {
      params: { Token: link.split('/book/')[1] ?? '' },
      body: { Name: 'Online Customer', Phone: freshPhone(), RegNo: freshRegNo(), Date: inDays(5), Time: '11:00' },
    });
    expect(made.status).toBe(200);
    await waitFor(() => advisor.bookings.length === 1);
    expect(advisor.bookings[0]).toMatchObject({ Date: inDays(5), Sts: 'Scheduled', ver: 1, By: 'Customer' });
    await settle();
    expect(otherOrg.bookings).toEqual([]);
  });
});
