import { request } from 'node:http';
import { percentile, withLocalStack } from './lib/bench-kit';

const BURST = 32;
const ROUNDS = 3;

/**
 * An authenticated `GET /api/Entities` on the local stack while 32 wrong logins
 * arrive at once (docs/decisions.md 'Password hashing gate'): the password-hashing gate
 * must keep the other calls answering. Prints the p95 of the authenticated call without
 * and during the bursts, and how the logins were answered.
 */
export async function run(): Promise<void> {
  await withLocalStack('burst', async (stack) => {
    const url = new URL(`${stack.apiUrl}/IAM/Auth/Authenticate`);
    // Each guess from its own loopback address, so the per-address lockout never
    // turns the burst into cheap refusals: every guess must reach the hashing.
    const post = (body: unknown, from = '127.0.0.1') =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const call = request(
          {
            host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            localAddress: from,
            headers: { 'content-type': 'application/json' },
          },
          (answer) => {
            let text = '';
            answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
            answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
          },
        );
        call.on('error', reject);
        call.end(JSON.stringify(body));
      });
    const login = await post({ username: 'owner', password: 'karkhana-demo', domain: 'demo' });
    const { Token } = JSON.parse(login.text) as { Token: string };
    const entities = async (): Promise<number> => {
      const started = performance.now();
      const answer = await fetch(`${stack.apiUrl}/Entities`, { headers: { authorization: `Bearer ${Token}` } });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`Entities answered ${answer.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i += 1) await entities();
    const quiet: number[] = [];
    for (let i = 0; i < 30; i += 1) quiet.push(await entities());

    const during: number[] = [];
    const statuses = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round += 1) {
      // Unknown usernames from the demo domain: every guess costs a full scrypt, none locks a real user.
      const burst = Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          post(
            { username: `nobody${round}x${i}`, password: 'wrong-password', domain: 'demo' },
            `127.0.${round + 1}.${i + 1}`,
          ).then((a) => {
            const kind = `${a.status}${a.status === 429 ? (a.text.includes('busy') ? ' busy' : ' locked') : ''}`;
            statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
          }),
        ),
      );
      let settled = false;
      void burst.then(() => (settled = true));
      while (!settled) during.push(await entities());
      await burst;
    }
    quiet.sort((a, b) => a - b);
    during.sort((a, b) => a - b);
    const answered = [...statuses].map(([status, count]) => `${count}x ${status}`).join(', ');
    console.log(
      `GET /api/Entities (authenticated, local stack) with and without ${BURST} parallel wrong logins (${ROUNDS} bursts):`,
    );
    console.log(
      `  quiet:        p50 ${percentile(quiet, 50).toFixed(1)} ms   p95 ${percentile(quiet, 95).toFixed(1)} ms   (${quiet.length} calls)`,
    );
    console.log(
      `  during burst: p50 ${percentile(during, 50).toFixed(1)} ms   p95 ${percentile(during, 95).toFixed(1)} ms   max ${during.at(-1)?.toFixed(1)} ms   (${during.length} calls)`,
    );
    console.log(`  the ${BURST * ROUNDS} logins were answered: ${answered}`);
  });
}
