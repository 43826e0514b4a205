import { cpus, loadavg } from 'node:os';
import {
  calculateServiceDocument,
  DEFAULT_TAX_CODES,
  type Payer,
  type RepairOrder,
  rupeesToPaise,
  toScaled,
} from '@shared/documents';

/**
 * Benchmark: recompute a 1,000-line repair order (mixed payers, line and
 * document discounts, intra- and inter-state tax codes) and compare with a bare
 * loop summing the same lines in integer paise. Budget: 10 ms per recompute.
 */

const LINES = 1_000;
const RUNS = 50;
const WARM_UP = 20;
const BUDGET_MS = 10;

const PAYERS: readonly Payer[] = ['Cus', 'Ins', 'InCu', 'Int', 'War'];
const TAX_CODES = [106, 114, 107, 103, 101];

/** Deterministic pseudo-random numbers so every run measures the same order. */
const lcg = (seed: number) => {
  let s = seed;
  return (n: number): number => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
};

export const buildRepairOrder = (lines = LINES): RepairOrder => {
  const rnd = lcg(42);
  const Ops: NonNullable<RepairOrder['Ops']> = [];
  const Parts: NonNullable<RepairOrder['Parts']> = [];
  for (let i = 0; i < lines; i++) {
    const PBy = PAYERS[rnd(PAYERS.length)] as Payer;
    const TCode = TAX_CODES[rnd(TAX_CODES.length)] as number;
    // Prices as whole rupees plus paise built from integers, as the API receives them.
    const price = Number(`${1 + rnd(50_000)}.${String(rnd(100)).padStart(2, '0')}`);
    const assessed = Number(`${1 + rnd(50_000)}.${String(rnd(100)).padStart(2, '0')}`);
    const discKind = rnd(4);
    const disc =
      discKind === 0
        ? {}
        : discKind === 1
          ? { Disc: 1 + rnd(20), Perc: true }
          : discKind === 2
            ? { Disc: rnd(100) }
            : { NoDisc: true };
    if (i % 2 === 0) {
      Ops.push({
        _id: `WO${i + 1}`,
        Qty: 1 + rnd(3),
        Pr: price,
        AssPr: assessed,
        EstPr: price,
        PBy,
        TCode,
        Sts: 'Approved',
        ...disc,
      });
    } else {
      Parts.push({
        _id: `WP${i + 1}`,
        Qty: Number(`${1 + rnd(9)}.${rnd(10)}`),
        UnPr: price,
        AssPr: assessed,
        EstPr: price,
        PBy,
        TCode,
        Sts: i % 50 === 1 ? 'Declined' : 'Approved',
        ...disc,
      });
    }
  }
  return {
    Sts: 'Approved',
    Ops,
    Parts,
    LDisc: 2.5,
    LPerc: true,
    PDisc: 1500,
    Disc: 5,
    Perc: true,
    Settings: { Tax: true },
  };
};

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/**
 * Wall time and this process's CPU time per run. On a shared machine the wall time also counts
 * time spent waiting for a core, so the CPU time is printed beside it.
 */
const time = (fn: () => void): { wall: number[]; cpu: number[] } => {
  for (let i = 0; i < WARM_UP; i++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall, cpu };
};

export async function run(): Promise<void> {
  const ro = buildRepairOrder();
  const opts = { date: '2025-10-01', taxCodes: DEFAULT_TAX_CODES, round: true };
  let sink = 0;
  const engineRuns = time(() => {
    sink += calculateServiceDocument(ro, opts).totals.grandTotal;
  });
  const engine = median(engineRuns.wall);
  const engineCpu = median(engineRuns.cpu);

  // The bare loop: the same quantities and prices, already integers (milli-units × paise), summed with no rules.
  const qtyMilli = [...(ro.Ops ?? []), ...(ro.Parts ?? [])].map((l) => toScaled(l.Qty ?? 1, 3));
  const pricePaise = [...(ro.Ops ?? []).map((l) => l.Pr ?? 0), ...(ro.Parts ?? []).map((l) => l.UnPr ?? 0)].map(
    rupeesToPaise,
  );
  const bare = median(
    time(() => {
      let s = 0;
      for (let i = 0; i < qtyMilli.length; i++) s += (qtyMilli[i] as number) * (pricePaise[i] as number);
      sink += s;
    }).wall,
  );

  const verdict = engine <= BUDGET_MS ? 'within' : 'OVER';
  const load = loadavg()[0] ?? 0;
  console.log(
    `calc: 1,000-line repair order recompute median ${engine.toFixed(3)} ms over ${RUNS} runs ` +
      `(budget ${BUDGET_MS} ms, ${verdict}; CPU time ${engineCpu.toFixed(3)} ms; load average ${load.toFixed(1)} on ${cpus().length} cores); ` +
      `bare integer-paise loop ${bare.toFixed(4)} ms; ratio ${(engine / Math.max(bare, 1e-6)).toFixed(0)}x`,
  );
  if (sink === Number.MIN_SAFE_INTEGER) console.log('unreachable');
}
