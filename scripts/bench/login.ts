import { percentile, withLocalStack } from './lib/bench-kit';

/**
 * Login call latency on the local stack, measured over HTTP from outside the
 * gateway exactly as the browser calls it. scrypt at the OWASP cost dominates.
 */
export async function run(): Promise<void> {
  await withLocalStack('login', async (stack) => {
    const usernames = ['owner', 'admin', 'manager', 'advisor', 'cashier', 'technician', 'partsmanager', 'partsclerk'];
    const once = async (i: number): Promise<number> => {
      const started = performance.now();
      const answer = await fetch(`${stack.apiUrl}/IAM/Auth/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: usernames[i % usernames.length], password: 'karkhana-demo', domain: 'demo' }),
      });
      await answer.json();
      if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i += 1) await once(i);
    const samples: number[] = [];
    for (let i = 0; i < 40; i += 1) samples.push(await once(i));
    samples.sort((a, b) => a - b);
    console.log(`login (POST IAM/Auth/Authenticate, local stack, 40 sequential calls after 3 warm-up):`);
    console.log(
      `  p50 ${percentile(samples, 50).toFixed(1)} ms   p95 ${percentile(samples, 95).toFixed(1)} ms   min ${samples[0]?.toFixed(1)} ms   max ${samples.at(-1)?.toFixed(1)} ms`,
    );
  });
}
