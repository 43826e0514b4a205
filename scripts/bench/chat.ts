import { ulid } from 'ulid';
import { percentile, recordRequests, tallyRequests, withBenchTable } from './lib/bench-kit';

/**
 * The figures of docs/chat.md 'Figures', on its own in-memory DynamoDB Local through the real
 * handlers and the local WebSocket gateway: send-to-receive latency of a room
 * message to 50 connected clients (p50/p95 over every delivery), and the first
 * page of a 10,000-message conversation with the DynamoDB requests it makes.
 * Figures only, no assertions.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const TABLE = 'karkhana-bench-chat';

export async function run(): Promise<void> {
  await withBenchTable(TABLE, async () => {
    const { db } = await import('../../functions/lib/aws-clients');
    const { chatRoutes } = await import('../../shared/api/routes/chat');
    const { createTestOrganisation } = await import('../../functions/test/test-organisation');
    const kit = await import('../../functions/test/chat-test-kit');
    const gateway = await kit.startGateway();
    // The gateway sets the management endpoint the handlers read: read the config again.
    (await import('../../functions/lib/config')).resetConfig();

    const org = await createTestOrganisation();
    const names = ['owner', 'admin', 'manager', 'advisor', 'cashier', 'technician', 'partsmanager', 'partsclerk'];
    const users = await Promise.all(names.map((n) => kit.signIn(org, n).catch(() => undefined)));
    const signed = users.filter((u): u is NonNullable<typeof u> => u !== undefined);
    const sender = signed.find((u) => u.login.User.UserName === 'advisor') ?? signed[0];
    if (!sender) throw new Error('no user signed in');
    const room = (
      await sender.call<{ _id: string }>(chatRoutes.publicRoomBetween, {
        query: { LoginUserEId: org.workshopId, ParticipantEId: org.partsBranchId },
      })
    ).body;

    // Send-to-receive through the gateway: 50 sockets in the room, the sender on its own socket.
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        kit.ChatSocket.open(gateway, (signed[i % signed.length] ?? sender).login.Token),
      ),
    );
    await Promise.all(
      clients.map(async (c) => {
        c.send({ action: 'JoinMessageRoom', RoomId: room._id });
        await c.next(kit.isEvent('RoomInfo'), 30_000);
      }),
    );
    const own = await kit.ChatSocket.open(gateway, sender.login.Token);
    const latencies: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      const tag = `bench-${r}`;
      const started = performance.now();
      const arrivals = clients.map((c) =>
        c
          .next((e) => e.event === 'NewMessage' && (e.Message as { Msg?: string }).Msg === tag, 30_000)
          .then(() => performance.now() - started),
      );
      own.send({ action: 'Message', ClientId: tag, Message: { Sender: sender.userId, RoomId: room._id, Msg: tag } });
      const times = await Promise.all(arrivals);
      if (r > 0) latencies.push(...times); // the first round warms the handler
      await own.next(kit.isEvent('SuccessMessage', { ClientId: tag }), 30_000);
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `Room message to ${CLIENTS} connected clients through the local gateway (${ROUNDS - 1} messages, ${latencies.length} deliveries):`,
    );
    console.log(
      `  send-to-receive p50 ${percentile(latencies, 50).toFixed(1)} ms   p95 ${percentile(latencies, 95).toFixed(1)} ms   max ${latencies.at(-1)?.toFixed(1)} ms`,
    );
    for (const c of [...clients, own]) c.close();
    await gateway.close();

    // The first page of a 10,000-message private conversation.
    const { putAll } = await import('../../functions/data/table/batch-write');
    const { messageItem } = await import('../../functions/data/chat/messages-repo');
    const { privateConversation, messageId } = await import('../../shared/chat/conversation-ids');
    const { displayDate, ulidTime } = await import('../../functions/data/chat/message-time');
    const other = signed.find((u) => u.userId !== sender.userId) ?? sender;
    const c = privateConversation(sender.userId, other.userId);
    const seeded = performance.now();
    const items = Array.from({ length: MESSAGES }, (_, i) => {
      const id = ulid(Date.now() - (MESSAGES - i) * 60_000);
      const at = ulidTime(id);
      return messageItem(org.orgId, c, id, {
        _id: messageId(c, id),
        Sender: i % 2 ? sender.userId : other.userId,
        ...(i % 2 ? { Receiver: other.userId } : { Receiver: sender.userId }),
        Msg: `Message ${i} about job card ${i % 97}`,
        Files: [],
        Fav: [],
        ReadBy: [],
        CrDt: at.toISOString(),
        DisplayDt: displayDate(at),
      });
    });
    await putAll(items as never[], 8);
    console.log(
      `Seeded ${MESSAGES.toLocaleString('en-IN')} messages in one conversation in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );

    const requests = recordRequests(db());
    const call = () =>
      sender.call<{ Messages: unknown[] }>(chatRoutes.initialPrivate, { query: { ParticipantId: other.userId } });
    await call();
    const times: number[] = [];
    let kinds: string[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      requests.clear();
      const started = performance.now();
      const answer = await call();
      times.push(performance.now() - started);
      if (answer.status !== 200 || answer.body.Messages.length !== 25)
        throw new Error(`first page answered ${answer.status}`);
      kinds = requests.sent;
    }
    times.sort((a, b) => a - b);
    const tally = tallyRequests(kinds);
    console.log(
      `First page (25) of a ${MESSAGES.toLocaleString('en-IN')}-message conversation (InitialPrivateMessages):`,
    );
    console.log(
      `  p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   (${ROUNDS} calls)`,
    );
    console.log(`  DynamoDB requests per call: ${kinds.length} (${tally})`);
  });
}
