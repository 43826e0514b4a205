import type { TestOrganisation } from '../../functions/test/test-organisation';
import { latencyLine, percentile, tallyRequests, type recordRequests } from './lib/bench-kit';

/**
 * The live shop floor's figure of issue 30 (docs/customer-loop.md §20), run by
 * shopfloor.ts on its bench table: a repair order's status change (Hold, then Restart,
 * by the advisor through the real `service` handler) → the DocumentChanged event on each
 * of BENCH_CLIENTS sockets of the branch connected through the local WebSocket gateway.
 * Each delivery is timed from the moment the call is made; the call answers after its
 * fan-out. Also the board's and the wall display's read. Figures only.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

type Tokens = { owner: string; advisor: string };

/** `requests`: the bench's recorder of the table client's requests (one per client). */
export async function measureLiveShopFloor(
  org: TestOrganisation,
  tokens: Tokens,
  requests: ReturnType<typeof recordRequests>,
): Promise<void> {
  const kit = await import('../../functions/test/chat-test-kit');
  const { invoke } = await import('../../functions/test/invoke');
  const { serviceRoutes } = await import('@shared/api/routes/service');
  const { shopFloorRoutes } = await import('@shared/api/routes/shop-floor');
  const { createCustomerAndVehicle, createRepairOrder } = await import('../../functions/test/service-test-kit');
  const gateway = await kit.startGateway();
  // The gateway sets the management endpoint the handlers read: read the config again.
  (await import('../../functions/lib/config')).resetConfig();
  (await import('../../functions/lib/ws/post-to-connection')).resetManagementClient();

  const cv = await createCustomerAndVehicle(tokens.advisor);
  let order = await createRepairOrder(tokens.advisor, cv, org.users.advisor.userId);
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) => kit.ChatSocket.open(gateway, i % 2 ? tokens.owner : tokens.advisor)),
  );
  // The branch's connection items are read from GSI1: wait until every one is there.
  const { listBranchConnectionIds } = await import('../../functions/data/realtime/connections-repo');
  await kit.waitFor(async () => (await listBranchConnectionIds(org.orgId, org.workshopId)).length >= CLIENTS);

  const deliveries: number[] = [];
  const calls: number[] = [];
  let sent: string[] = [];
  for (let r = 0; r <= ROUNDS; r += 1) {
    const Action = order.Sts === 'OnHold' ? 'Restart' : 'Hold';
    const ver = order.ver + 1;
    const started = performance.now();
    const arrivals = clients.map((c) =>
      c
        .next((e) => e.event === 'DocumentChanged' && e.Id === order._id && e.ver === ver, 30_000)
        .then(() => performance.now() - started),
    );
    requests.clear();
    const answer = await invoke<typeof order>(serviceRoutes.repairOrderAction, {
      token: tokens.advisor,
      params: { Id: order._id, Action },
      body: { ver: order.ver },
    });
    const called = performance.now() - started;
    if (answer.status !== 200) throw new Error(`${Action} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    order = answer.body;
    const times = await Promise.all(arrivals);
    // The first round warms the handler.
    if (r > 0) {
      deliveries.push(...times);
      calls.push(called);
      sent = requests.sent;
    }
  }
  deliveries.sort((a, b) => a - b);
  console.log(
    `Status change on a repair order → ${CLIENTS} connected clients updated (${ROUNDS} changes, ${deliveries.length} deliveries):`,
  );
  console.log(
    `  change-to-event p50 ${percentile(deliveries, 50).toFixed(1)} ms   p95 ${percentile(deliveries, 95).toFixed(1)} ms   max ${deliveries.at(-1)?.toFixed(1)} ms`,
  );
  console.log(`  the action call itself (write + fan-out): ${latencyLine(calls)}`);
  console.log(
    `  DynamoDB requests per change: ${sent.length} (${tallyRequests(sent)}); ${CLIENTS} PostToConnection, one GSI1 query`,
  );
  for (const c of clients) c.close();
  await gateway.close();

  const board: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    const started = performance.now();
    await invoke(shopFloorRoutes.shopFloorBoard, { token: tokens.advisor });
    board.push(performance.now() - started);
  }
  console.log(`The shop-floor board (GET Service/ShopFloor): ${latencyLine(board)}`);
}
