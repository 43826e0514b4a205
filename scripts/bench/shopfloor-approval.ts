import type { TestOrganisation } from '../../functions/test/test-organisation';
import { latencyLine } from './lib/bench-kit';

/**
 * Issue 30's figure "the time from the customer's approval to the advisor's screen showing
 * it" (docs/customer-loop.md §17, §20), run by shopfloor.ts: an estimate sent for approval,
 * the customer's decision through the real public call (POST Public/Approval/{Token}), the
 * DocumentChanged event on the advisor's socket (through the local WebSocket gateway), and
 * the advisor's screen reading the estimate again, as the open estimate does when it hears
 * a newer `ver`. Each round is timed from the moment the customer sends. Figures only.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

type Tokens = { owner: string; advisor: string };

export async function measureApprovalToAdvisor(org: TestOrganisation, tokens: Tokens): Promise<void> {
  const kit = await import('../../functions/test/chat-test-kit');
  const { invoke } = await import('../../functions/test/invoke');
  const { serviceRoutes } = await import('@shared/api/routes/service');
  const { approvalRoutes } = await import('@shared/api/routes/approval');
  const { createCustomerAndVehicle, createEstimate } = await import('../../functions/test/service-test-kit');
  const gateway = await kit.startGateway();
  // The link's base address comes from configuration, never from a request (docs/customer-loop.md §13).
  process.env.WEB_ORIGIN ??= 'http://127.0.0.1:5173';
  (await import('../../functions/lib/config')).resetConfig();
  (await import('../../functions/lib/ws/post-to-connection')).resetManagementClient();
  const cv = await createCustomerAndVehicle(tokens.advisor);
  const advisor = await kit.ChatSocket.open(gateway, tokens.advisor);
  const { listBranchConnectionIds } = await import('../../functions/data/realtime/connections-repo');
  await kit.waitFor(async () => (await listBranchConnectionIds(org.orgId, org.workshopId)).length >= 1);

  const decided: number[] = [];
  const heard: number[] = [];
  const shown: number[] = [];
  for (let r = 0; r <= ROUNDS; r += 1) {
    const est = await createEstimate(tokens.advisor, cv, org.users.advisor.userId);
    const sent = await invoke<{ Link: string; ver: number }>(approvalRoutes.sendForApproval, {
      token: tokens.advisor,
      params: { Id: est._id },
      body: { ver: est.ver },
    });
    if (sent.status !== 200) throw new Error(`send answered ${sent.status}: ${JSON.stringify(sent.body)}`);
    const Token = sent.body.Link.split('/a#')[1] ?? '';
    const page = await invoke<{ ver: number; Lines: { Id: string; Sts: string }[] }>(approvalRoutes.publicApproval, {
      params: { Token },
    });
    const waiting = page.body.Lines.filter((l) => l.Sts === 'WtngForAppr');
    const ver = page.body.ver + 1;

    const started = performance.now();
    const event = advisor
      .next((e) => e.event === 'DocumentChanged' && e.Id === est._id && e.ver === ver, 30_000)
      .then(() => performance.now() - started);
    const answer = await invoke(approvalRoutes.publicDecide, {
      params: { Token },
      body: {
        ver: page.body.ver,
        Name: 'Bench Customer',
        Decisions: waiting.map((l) => ({ LineId: l.Id, Decision: 'Approve' })),
      },
      ip: '203.0.113.9',
      userAgent: 'Bench phone',
    });
    const call = performance.now() - started;
    if (answer.status !== 200) throw new Error(`decide answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const arrived = await event;
    // The advisor's open estimate reads itself again on the event (approval-panel.tsx).
    await invoke(serviceRoutes.estimate, { token: tokens.advisor, params: { Id: est._id } });
    const read = performance.now() - started;
    // The first round warms the handlers.
    if (r > 0) {
      decided.push(call);
      heard.push(arrived);
      shown.push(read);
    }
  }
  console.log(`The customer's approval by link → the advisor's open estimate (${ROUNDS} approvals):`);
  console.log(`  the customer's call (decision, approval record, event): ${latencyLine(decided)}`);
  console.log(`  DocumentChanged on the advisor's socket:               ${latencyLine(heard)}`);
  console.log(`  … and the advisor's estimate read again (on screen):   ${latencyLine(shown)}`);
  advisor.close();
  await gateway.close();
}
