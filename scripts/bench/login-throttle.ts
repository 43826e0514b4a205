import { request } from 'node:http';
import { createHashGate, hashGate } from '../../functions/lib/hash-gate';
import { demoEmail } from '../../infra/local/seed/demo-organisation';
import { percentile, withLocalStack } from './lib/bench-kit';

type Reply = { status: number; text: string };

/**
 * Figures of docs/login-throttling.md 'Figures': simultaneous wrong-guess bursts
 * against the local stack (real DynamoDB Local, real scrypt), and how many guesses
 * were evaluated, i.e. had their password checked (401/200), refused by the
 * throttle (429 with a throttle text) or refused as busy by the hashing gate.
 * Each burst runs twice: with the local runtime's gate, and with a gate that never
 * refuses, as in the cloud where every Lambda instance hashes its own request.
 * Then the timing of 'Forgot password' for existing and unknown e-mails.
 */
export async function run(): Promise<void> {
  await withLocalStack('throttle', async (stack) => {
    const api = new URL(stack.apiUrl);
    const post = (path: string, body: unknown, from: string) =>
      new Promise<Reply>((resolve, reject) => {
        const call = request(
          {
            host: '127.0.0.1',
            port: api.port,
            path: `${api.pathname}/${path}`,
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
    const login = (username: string, from: string) =>
      post('IAM/Auth/Authenticate', { username, password: 'wrong-password', domain: 'demo' }, from);

    const tally = (replies: Reply[]): string => {
      const evaluated = replies.filter((r) => r.status === 401 || r.status === 200).length;
      const busy = replies.filter((r) => r.status === 429 && r.text.includes('busy')).length;
      const throttled = replies.filter((r) => r.status === 429).length - busy;
      const other = replies.length - evaluated - busy - throttled;
      return `${evaluated} evaluated, ${throttled} refused by the throttle, ${busy} refused as busy${other ? `, ${other} other` : ''}`;
    };

    let net = 0;
    const bursts = async (mode: string) => {
      net += 1;
      // Loopback addresses stand for client addresses; each burst gets unused ones.
      const one = `127.${net}.0.1`;
      const sameAccount = await Promise.all(Array.from({ length: 16 }, () => login(`victim${net}`, one)));
      const manyAddresses = await Promise.all(
        Array.from({ length: 16 }, (_, i) => login(`target${net}`, `127.${net}.1.${i + 1}`)),
      );
      const spray = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(`spray${net}x${i}`, `127.${net}.2.1`)),
      );
      console.log(`  ${mode}:`);
      console.log(`    16 guesses, one account, one address (limit 5):      ${tally(sameAccount)}`);
      console.log(`    16 guesses, one account, 16 addresses (limit 10):    ${tally(manyAddresses)}`);
      console.log(`    40 guesses, one address, 40 accounts (limit 20):     ${tally(spray)}`);
    };
    console.log('Simultaneous wrong logins (local stack, DynamoDB Local, scrypt at production cost):');
    await bursts('local runtime (hashing gate: 2 at a time, 8 waiting)');
    const wide = createHashGate({ concurrency: 4, waiting: 1_000 });
    const { run: gateRun, isFull } = hashGate;
    hashGate.run = wide.run;
    hashGate.isFull = () => false;
    try {
      await bursts('cloud model (no busy refusals)');
    } finally {
      hashGate.run = gateRun;
      hashGate.isFull = isFull;
    }

    // Forgot password: an existing and an unknown e-mail, first ask and an ask within 30 s.
    const usernames = ['owner', 'admin', 'manager', 'advisor', 'cashier', 'technician', 'partsmanager', 'partsclerk'];
    const timed = async (email: string): Promise<{ ms: number; reply: Reply }> => {
      const started = performance.now();
      const reply = await post('IAM/Auth/ForgotPassword/RequestOtp', { domain: 'demo', Email: email }, '127.200.0.1');
      return { ms: performance.now() - started, reply };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    for (const [i, name] of usernames.entries()) {
      for (const [list, email] of [
        [known, demoEmail(name)],
        [unknown, `nobody${i}@demo.karkhana.app`],
      ] as const) {
        for (let ask = 0; ask < 2; ask += 1) {
          const { ms, reply } = await timed(email);
          list.push(ms);
          answers.add(`${ask === 0 ? 'first' : 'again'} ${reply.status} ${reply.text}`);
        }
      }
    }
    known.sort((a, b) => a - b);
    unknown.sort((a, b) => a - b);
    const line = (samples: number[]) =>
      `p50 ${percentile(samples, 50).toFixed(1)} ms   p95 ${percentile(samples, 95).toFixed(1)} ms   (${samples.length} calls)`;
    console.log('Forgot password, RequestOtp (each e-mail asked twice in a row, local stack):');
    console.log(`  existing e-mail: ${line(known)}`);
    console.log(`  unknown e-mail:  ${line(unknown)}`);
    console.log(`  distinct answers over both (should be 2: first ask, ask again): ${answers.size}`);
  });
}
