import { cpus, loadavg } from 'node:os';
import { DEFAULT_TAX_CODES } from '@shared/documents/tax-codes';
import { sampleOrderForm, withPrice } from '../../frontend/src/features/service/document/testing/sample-order';
import { formToDocument } from '../../frontend/src/features/service/document/utils/document-form';
import { totalsRows } from '../../frontend/src/features/service/document/utils/totals-rows';
import { percentile } from './lib/bench-kit';

/**
 * Benchmark (docs/service-screens.md 'Benchmark'): recomputing a 200-line repair order
 * in the browser on each keystroke, the totals panel's path exactly (the form's groups
 * flattened to the wire lines, then the shared engine). Budget: one frame, 16 ms; p50
 * and p95.
 */

const LINES = 200;
const RUNS = 200;
const WARM_UP = 30;
const BUDGET_MS = 16;

/** The p-th percentile of unsorted samples (the kit's takes them sorted). */
const percentileOf = (xs: readonly number[], p: number): number =>
  percentile(
    [...xs].sort((a, b) => a - b),
    p,
  );

export async function run(): Promise<void> {
  let form = sampleOrderForm(LINES);
  const keystroke = (i: number): number => {
    // Each run types one more digit into some line's rate, as a user would.
    form = withPrice(form, i % 20, i % 5, 500 + (i % 997));
    return totalsRows(formToDocument(form), DEFAULT_TAX_CODES, '2026-11-24', true).length;
  };
  let sink = 0;
  for (let i = 0; i < WARM_UP; i++) sink += keystroke(i);
  // Wall time counts waiting for a core on a shared machine; this process's CPU time is printed beside it.
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    sink += keystroke(i);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const p50 = percentileOf(wall, 50);
  const p95 = percentileOf(wall, 95);
  console.log(
    `service-recompute: ${LINES}-line repair order, totals recomputed per keystroke: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms over ${RUNS} runs; CPU time p50 ${percentileOf(cpu, 50).toFixed(3)} ms, p95 ${percentileOf(cpu, 95).toFixed(3)} ms ` +
      `(budget ${BUDGET_MS} ms, ${p95 <= BUDGET_MS ? 'within' : 'OVER'}; load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores)`,
  );
  if (sink === Number.MIN_SAFE_INTEGER) console.log('unreachable');
}
