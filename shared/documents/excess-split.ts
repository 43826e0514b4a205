import { apportion } from './apportion';
import { taxHeads, type LineCalc, type PortionCalc } from './calculate-line';
import { mulDivRound, paiseToRupees, RATE_DIVISOR, rupeesToPaise, type Paise } from './money-math';
import type { Invoice, InvoiceLaborLine, InvoicePartLine } from './schemas';
import type { ResolvedTax } from './tax-codes';

/**
 * The compulsory excess moved from the insurer's invoice to the insured's
 * (CBIC Circular 217/11/2024-GST: the insurer is invoiced for the claim cost it
 * approves and pays, the insured for the rest; docs/insurance-depreciation.md §6).
 *
 * Insurers state the excess tax-inclusive. It is apportioned over the insurer's
 * lines in proportion to their totals (taxable + tax), exactly to the paisa
 * (apportion.ts), and each share is split back into a taxable value at the
 * line's own rate: x = share × 100 / (100 + rate), rounded half up. The insurer's
 * line keeps T − x and the customer's excess line takes x, each taxed on its own,
 * as the two invoices will tax them.
 *
 * Two roundings instead of one could move a paisa of tax between the two halves
 * of a line, and then the invoices would not add up to the order. So x is the
 * value nearest the split-back figure for which tax(T − x) + tax(x) = tax(T),
 * head by head; and what a line's excess misses of its share by rounding is
 * carried to the next line, and what the last line misses is moved to other
 * lines, so the excess lines add up to the excess itself whenever the tax
 * rounding lets them (docs/insurance-depreciation.md §8 'Rounding').
 */

/** An insurer's line as the split sees it: its taxable value after depreciation, its total and its tax. */
export type InsurerLine = {
  readonly key: string;
  readonly taxable: Paise;
  readonly total: Paise;
  readonly tax: ResolvedTax | undefined;
};

/** How far from the split-back value the search for a value that keeps the line's tax whole goes, in paise. */
const SEARCH = 100;
/** How many moves settle what the last line misses (each looks at every line: bounded for 1,000-line orders). */
const SETTLE_ROUNDS = 3;

const taxOf = (taxable: Paise, tax: ResolvedTax | undefined): Paise => {
  const h = taxHeads(taxable, tax);
  return h.cgst + h.sgst + h.igst;
};

/** The two halves' heads add up to the whole line's, head by head. */
const keepsTax = (whole: Paise, part: Paise, tax: ResolvedTax | undefined): boolean => {
  const a = taxHeads(whole, tax);
  const b = taxHeads(whole - part, tax);
  const c = taxHeads(part, tax);
  return a.cgst === b.cgst + c.cgst && a.sgst === b.sgst + c.sgst && a.igst === b.igst + c.igst;
};

/** Total rate in RATE_DIVISOR units (18% = 180,000). */
const rateOf = (tax: ResolvedTax): number => (tax.intra ? 2 * tax.halfRate : tax.igstRate);

/** The taxable value of one line's share `target` (tax-inclusive), kept whole with the insurer's rest. */
function taxableOfShare(line: InsurerLine, target: Paise, taxed: boolean): Paise {
  if (target <= 0) return 0;
  if (target >= line.total) return line.taxable;
  const tax = taxed ? line.tax : undefined;
  const start = tax === undefined ? target : mulDivRound(target, RATE_DIVISOR, RATE_DIVISOR + rateOf(tax));
  let best: Paise | undefined;
  let bestMiss = Number.POSITIVE_INFINITY;
  for (let step = 0; step <= SEARCH; step++) {
    for (const x of step === 0 ? [start] : [start - step, start + step]) {
      if (x < 0 || x > line.taxable || !keepsTax(line.taxable, x, tax)) continue;
      const miss = Math.abs(x + taxOf(x, tax) - target);
      if (miss < bestMiss) {
        best = x;
        bestMiss = miss;
      }
    }
    if (bestMiss === 0) break;
  }
  // Nothing near keeps the tax whole (not seen in practice): the line gives up nothing and its share is carried on.
  return best ?? 0;
}

/**
 * The taxable value each insurer line gives up to the customer's excess line, in the
 * lines' order. `excess` is the engine's (tax-inclusive, already capped at the
 * insurer's share); `taxed` is false on a document that is not taxable.
 */
export function excessTaxableShares(lines: readonly InsurerLine[], excess: Paise, taxed: boolean): Paise[] {
  const whole = lines.reduce((s, l) => s + l.total, 0);
  if (excess <= 0 || whole <= 0) return lines.map(() => 0);
  if (excess >= whole) return lines.map((l) => l.taxable);
  const shares = apportion(
    excess,
    lines.map((l) => ({ key: l.key, weight: Math.max(0, l.total) })),
  );
  let carry = 0;
  const taxable = lines.map((line, i) => {
    const target = (shares[i] ?? 0) + carry;
    const x = taxableOfShare(line, target, taxed);
    carry = target - (x + taxOf(x, taxed ? line.tax : undefined));
    return x;
  });
  if (carry !== 0) settleRest(lines, taxable, carry, taxed);
  return taxable;
}

/**
 * What the last line could not take is moved to other lines: the nearest move of
 * a line's share that takes exactly the rest, tax included, still keeping that
 * line's tax whole; failing one, the move that leaves the least, and again. When
 * nothing helps, the excess lines stay that far from the excess
 * (docs/insurance-depreciation.md §8 'Rounding').
 */
function settleRest(lines: readonly InsurerLine[], taxable: Paise[], rest: Paise, taxed: boolean): void {
  let left = rest;
  for (let round = 0; round < SETTLE_ROUNDS && left !== 0; round++) {
    let best: { i: number; y: Paise; left: Paise } | undefined;
    for (let step = 1; step <= SEARCH && best?.left !== 0; step++) {
      for (let i = lines.length - 1; i >= 0; i--) {
        const line = lines[i] as InsurerLine;
        const tax = taxed ? line.tax : undefined;
        const x = taxable[i] ?? 0;
        const value = x + taxOf(x, tax);
        for (const y of [x - step, x + step]) {
          if (y < 0 || y > line.taxable || !keepsTax(line.taxable, y, tax)) continue;
          const after = left - (y + taxOf(y, tax) - value);
          if (Math.abs(after) < Math.abs(best?.left ?? left)) best = { i, y, left: after };
        }
      }
    }
    if (best === undefined) return;
    taxable[best.i] = best.y;
    left = best.left;
  }
}

type InsurerInvoiceLine = { calc: LineCalc; portion: PortionCalc } & (
  { kind: 'Labor'; line: InvoiceLaborLine } | { kind: 'Part'; line: InvoicePartLine }
);

/**
 * The insurer's invoice lines with the order lines they came from: splitRepairOrder
 * bills every counted line's insurer portion A (amount or depreciation not zero) to
 * the insurer, labour to Ops and parts to Items, in the order's order.
 */
function insurerLinesOf(insurer: Invoice, lines: readonly LineCalc[]): InsurerInvoiceLine[] {
  const ops = insurer.Ops ?? [];
  const items = insurer.Items ?? [];
  let o = 0;
  let p = 0;
  const out: InsurerInvoiceLine[] = [];
  for (const calc of lines) {
    const portion = calc.A;
    if (!calc.counted || portion === undefined || (portion.amount === 0 && portion.dep === 0)) continue;
    if (calc.kind === 'Labor') {
      const line = ops[o++];
      if (line !== undefined) out.push({ calc, portion, kind: 'Labor', line });
    } else {
      const line = items[p++];
      if (line !== undefined) out.push({ calc, portion, kind: 'Part', line });
    }
  }
  return out;
}

/**
 * Adds the customer's line of an insurer line's excess share: same kind, tax code
 * and HSN/SAC, Qty 1 at the taxable share, no discount.
 */
function addExcessLine(customer: Invoice, source: InsurerInvoiceLine, taxable: Paise): void {
  const l = source.line;
  const common = {
    Desc: `Compulsory excess on ${l.Desc ?? l._id}`,
    Qty: 1,
    Disc: 0,
    Perc: false,
    NoDisc: true,
    ...(l.TCode !== undefined ? { TCode: l.TCode } : {}),
  };
  if (source.kind === 'Labor') {
    const list = customer.Ops ?? [];
    const sac = source.line.SAC;
    list.push({
      _id: `IO${list.length + 1}`,
      ...common,
      Pr: paiseToRupees(taxable),
      ...(sac !== undefined ? { SAC: sac } : {}),
    });
    customer.Ops = list;
  } else {
    const list = customer.Items ?? [];
    const hsn = source.line.HSN;
    list.push({
      _id: `IP${list.length + 1}`,
      ...common,
      UnPr: paiseToRupees(taxable),
      ...(hsn !== undefined ? { HSN: hsn } : {}),
    });
    customer.Items = list;
  }
}

/**
 * Moves the excess from the insurer's invoice to the customer's, in place: each
 * insurer line's amount discount grows by its taxable share x, and the customer's
 * invoice gets a "Compulsory excess on …" line of x at the same tax code and
 * HSN/SAC. Answers the excess moved, tax-inclusive (what the excess lines total).
 */
export function moveExcessToCustomer(
  invoices: { insurer: Invoice; customer: Invoice },
  lines: readonly LineCalc[],
  excess: Paise,
  taxed: boolean,
): Paise {
  if (excess <= 0) return 0;
  const sources = insurerLinesOf(invoices.insurer, lines);
  const shares = excessTaxableShares(
    sources.map((s) => ({ key: s.line._id, taxable: s.portion.taxable, total: s.portion.total, tax: s.calc.tax })),
    excess,
    taxed,
  );
  let moved = 0;
  sources.forEach((source, i) => {
    const x = shares[i] ?? 0;
    if (x <= 0) return;
    source.line.Disc = paiseToRupees(rupeesToPaise(source.line.Disc ?? 0) + x);
    addExcessLine(invoices.customer, source, x);
    moved += x + taxOf(x, taxed ? source.calc.tax : undefined);
  });
  return moved;
}
