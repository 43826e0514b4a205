import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWeb, LOGIN_ROUTE_BUDGET_BYTES, weighLoginRoute } from '../budgets/login-route';
import { PUBLIC_APPROVAL_CEILING_BYTES, weighPublicApprovalRoute } from '../budgets/public-approval-route';

/**
 * Benchmark: build the SPA and weigh the JavaScript a first visit to the login
 * page downloads — the entry chunk, everything it imports statically, and the
 * login route's lazy chunk with its static imports — gzip-compressed, against
 * the budget (scripts/budgets.test.ts enforces it in `npm test`). Also prints
 * the JavaScript of the customer's approval page (a.html, docs/customer-loop.md §16)
 * and the total JS of the build.
 */

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'karkhana-web-'));
  try {
    const started = performance.now();
    await buildWeb(outDir);
    const buildMs = performance.now() - started;
    const { rows, gzipBytes: loginBytes } = await weighLoginRoute(outDir);

    const assets = await readdir(join(outDir, 'assets'));
    let totalGzip = 0;
    let totalRaw = 0;
    for (const file of assets.filter((name) => name.endsWith('.js'))) {
      const raw = await readFile(join(outDir, 'assets', file));
      totalRaw += raw.length;
      totalGzip += gzipSync(raw, { level: 9 }).length;
    }

    console.log(`web: vite build in ${(buildMs / 1000).toFixed(1)} s`);
    console.log('web: JS for the login route (gzip):');
    for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
    const within = loginBytes <= LOGIN_ROUTE_BUDGET_BYTES;
    console.log(
      `web: login route ${kb(loginBytes)} gzip, budget ${kb(LOGIN_ROUTE_BUDGET_BYTES)} — ${within ? 'within' : 'OVER'} budget (${kb(Math.abs(LOGIN_ROUTE_BUDGET_BYTES - loginBytes))} ${within ? 'to spare' : 'over'})`,
    );
    console.log(
      `web: all JS ${kb(totalGzip)} gzip (${kb(totalRaw)} minified) in ${assets.filter((n) => n.endsWith('.js')).length} chunks`,
    );
    const approval = await weighPublicApprovalRoute(outDir);
    const approvalWithin = approval.gzipBytes <= PUBLIC_APPROVAL_CEILING_BYTES && approval.shell.length === 0;
    console.log(
      `web: approval page (a.html) ${kb(approval.gzipBytes)} gzip in ${approval.rows.length} chunk(s), ${approval.shell.length} of the app's, target ${kb(PUBLIC_APPROVAL_CEILING_BYTES)} — ${approvalWithin ? 'within' : 'OVER'}`,
    );
    if (!within || !approvalWithin) process.exitCode = 1;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
