import { apportion, type Weighted } from './apportion';
import { type EngineLine, finishLine, type LineCalc, percentOf, type PortionCalc, prepareLine } from './calculate-line';
import { AMOUNT_DIGITS, toScaled, type Paise } from './money-math';
import type { PayerBucket } from './statuses';
import type { ResolvedTax } from './tax-codes';
import { type DocumentDiscounts, type DocumentTotals, sumTotals } from './totals';

/**
 * The document-level pipeline shared by invoices, repair orders and estimates
 * (docs/calculation-rules.md §3): line amounts and line discounts, then labour,
 * parts and overall document discounts apportioned to lines as RecDisc, then
 * per-line taxes (with a claim's depreciation moved from the insurer to the customer, see
 * finishLine), then totals.
 */

export type DocumentDiscountInput = {
  readonly LDisc?: number | undefined;
  readonly LPerc?: boolean | undefined;
  readonly PDisc?: number | undefined;
  readonly PPerc?: boolean | undefined;
  readonly Disc?: number | undefined;
  readonly Perc?: boolean | undefined;
};

export type EngineOptions = {
  readonly resolveTax: (id: number | undefined) => ResolvedTax | undefined;
  /** The document is taxable (Settings.Tax); when false no tax is charged. */
  readonly taxable: boolean;
  /** Rounding of the total to the whole rupee (entity setting Acc.Round). */
  readonly round: boolean;
  /** Set for single-column documents (invoices): every line bills this payer. */
  readonly invoiceBucket?: PayerBucket;
  /** A claim's compulsory excess in paise: moved from the insurer to the customer in totals.claim. */
  readonly claimExcess?: Paise;
};

export type EngineResult = { lines: LineCalc[]; totals: DocumentTotals };

const requested = (value: number | undefined, perc: boolean | undefined, base: Paise): Paise => {
  const v = value ?? 0;
  if (v === 0) return 0;
  return perc ? percentOf(base, v) : toScaled(v, AMOUNT_DIGITS);
};

type Slot = { portion: PortionCalc; key: string };

const spread = (total: Paise, slots: readonly Slot[]): void => {
  if (total === 0) return;
  const items: Weighted[] = slots.map((s) => ({ key: s.key, weight: s.portion.amount - s.portion.lineDisc }));
  const shares = apportion(total, items);
  for (let i = 0; i < slots.length; i++) (slots[i] as Slot).portion.recDisc = shares[i] as number;
};

export const calculateLines = (
  input: readonly EngineLine[],
  disc: DocumentDiscountInput,
  opts: EngineOptions,
): EngineResult => {
  const lines = input.map((l) => prepareLine(l, opts.resolveTax, opts.invoiceBucket));

  const laborSlots: Slot[] = [];
  const partSlots: Slot[] = [];
  let laborBase = 0;
  let partsBase = 0;
  for (const line of lines) {
    if (!line.eligible) continue;
    const slots = line.kind === 'Labor' ? laborSlots : partSlots;
    for (const [portion, tag] of [
      [line.C, 'C'],
      [line.A, 'A'],
    ] as const) {
      if (portion === undefined) continue;
      const weight = portion.amount - portion.lineDisc;
      if (weight <= 0) continue;
      slots.push({ portion, key: `${line._id}/${tag}` });
      if (line.kind === 'Labor') laborBase += weight;
      else partsBase += weight;
    }
  }

  const reqL = requested(disc.LDisc, disc.LPerc, laborBase);
  const reqP = requested(disc.PDisc, disc.PPerc, partsBase);
  const L = Math.min(reqL, laborBase);
  const P = Math.min(reqP, partsBase);
  // The overall discount works on what is left after the labour and parts discounts.
  const restL = laborBase - L;
  const restP = partsBase - P;
  const reqD = requested(disc.Disc, disc.Perc, restL + restP);
  const D = Math.min(reqD, restL + restP);
  const [DL, DP] =
    D === 0
      ? [0, 0]
      : apportion(D, [
          { key: 'L', weight: restL },
          { key: 'P', weight: restP },
        ]);

  spread(L + (DL ?? 0), laborSlots);
  spread(P + (DP ?? 0), partSlots);

  for (const line of lines) finishLine(line, opts.taxable);

  const discounts: DocumentDiscounts = {
    laborBase,
    partsBase,
    requested: { LDisc: reqL, PDisc: reqP, Disc: reqD },
    LDisc: L,
    PDisc: P,
    Disc: D,
    DiscLabor: DL ?? 0,
    DiscParts: DP ?? 0,
  };
  return { lines, totals: sumTotals(lines, discounts, opts.round, opts.claimExcess ?? 0) };
};
