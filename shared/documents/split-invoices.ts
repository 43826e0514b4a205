import type { LineCalc, PortionCalc } from './calculate-line';
import { calculateInvoice, type CalculationOptions } from './calculate-invoice';
import { calculateServiceDocument } from './calculate-service-document';
import { moveExcessToCustomer } from './excess-split';
import { type Paise, paiseToRupees } from './money-math';
import type {
  Invoice,
  InvoiceLaborLine,
  InvoicePartLine,
  RepairOrder,
  ServiceLaborLine,
  ServicePartLine,
} from './schemas';
import { PAYER_BUCKETS, type PayerBucket } from './statuses';

/**
 * Splits a repair order into one invoice per payer (docs/calculation-rules.md §7):
 * the insurer invoice takes the assessed column of Ins and InCu lines, the
 * customer invoice the customer column of Cus and InCu lines; Int and War lines
 * go to internal and warranty invoices.
 *
 * Each invoice line carries the repair order's line discount plus its share of
 * the document discounts as one amount discount, with NoDisc set and no
 * invoice-level discounts. Re-apportioning over a subset of lines could move a
 * paisa between lines and change a rounded tax; carrying the shares keeps every
 * line's taxable value and tax identical, so the invoices add up exactly to the
 * repair order (before each invoice's own rounding to the rupee).
 *
 * On an insurance claim (docs/insurance-depreciation.md) the insurer's line also
 * carries the depreciation as part of that amount discount, and the customer's
 * invoice gets one line per depreciated line, "Depreciation on …", whose price is
 * the depreciation and whose tax code is the line's: the same taxable values and
 * taxes as the repair order's portions, so the split still adds up per payer.
 *
 * The compulsory excess E (totals.claim.excess, tax-inclusive) is billed to the
 * insured (CBIC Circular 217/11/2024-GST: the insurer's invoice is for the claim
 * cost it approves and pays): excess-split.ts apportions it over the insurer's
 * lines, splits each share back into taxable value and tax at the line's rate,
 * takes the taxable share off the insurer's line (in its amount discount) and
 * puts it on a "Compulsory excess on …" line of the customer's invoice. Each
 * line's tax stays whole across the two halves, so the invoices still add up to
 * the order to the paisa (docs/insurance-depreciation.md §6).
 *
 * With the branch setting `excessAsSettlement` (for insurers that settle the old
 * way) E is instead a settlement adjustment below each invoice's GST totals
 * (Invoice.Excess): −E on the insurer's invoice, +E on the customer's, and the
 * payables add up to the order:
 * (insurer total − E) + (customer total + E) + internal + warranty = order total.
 * When the insurer pays every line the customer's invoice then has no lines, only
 * the +E (generateInvoices still makes it: invoiceBillsSomething).
 */
export type RepairOrderSplit = {
  invoices: Record<PayerBucket, Invoice>;
  /** The excess moved from the insurer's invoice to the customer's, tax-inclusive, in paise (0 without a claim). */
  excess: Paise;
};

const toLabor = (o: ServiceLaborLine, p: PortionCalc, price: number | undefined, n: number): InvoiceLaborLine => ({
  _id: `IO${n}`,
  ...(o.Desc !== undefined ? { Desc: o.Desc } : {}),
  ...(o.Qty !== undefined ? { Qty: o.Qty } : {}),
  ...(price !== undefined ? { Pr: price } : {}),
  Disc: paiseToRupees(p.lineDisc + p.recDisc + p.dep),
  Perc: false,
  NoDisc: true,
  ...(o.TCode !== undefined ? { TCode: o.TCode } : {}),
  ...(o.SAC !== undefined ? { SAC: o.SAC } : {}),
  ...(o.Acc !== undefined ? { Acc: o.Acc } : {}),
});

const toPart = (l: ServicePartLine, p: PortionCalc, price: number | undefined, n: number): InvoicePartLine => ({
  _id: `IP${n}`,
  ...(l.Desc !== undefined ? { Desc: l.Desc } : {}),
  ...(l.Qty !== undefined ? { Qty: l.Qty } : {}),
  ...(price !== undefined ? { UnPr: price } : {}),
  Disc: paiseToRupees(p.lineDisc + p.recDisc + p.dep),
  Perc: false,
  NoDisc: true,
  ...(l.TCode !== undefined ? { TCode: l.TCode } : {}),
  ...(l.HSN !== undefined ? { HSN: l.HSN } : {}),
  ...(l.Acc !== undefined ? { Acc: l.Acc } : {}),
});

/**
 * The customer's share of a depreciated line: a labour line for labour (painting
 * charges, SAC kept), a part line for parts; Qty 1 at the depreciation (−dep on
 * the portion), no discount, the line's tax code.
 */
function addDepreciationLine(
  inv: Invoice,
  line: LineCalc,
  p: PortionCalc,
  source:
    | { Desc?: string | undefined; TCode?: number | undefined; SAC?: string | undefined; HSN?: string | undefined }
    | undefined,
): void {
  const price = paiseToRupees(-p.dep);
  const text = `Depreciation on ${source?.Desc ?? line._id}`;
  const tax = source?.TCode === undefined ? {} : { TCode: source.TCode };
  // The depreciation is the same supply as the line: it carries the line's SAC or HSN (CGST Rule 46(g)).
  if (line.kind === 'Labor') {
    const list = inv.Ops ?? [];
    const sac = source?.SAC === undefined ? {} : { SAC: source.SAC };
    list.push({
      _id: `IO${list.length + 1}`,
      Desc: text,
      Qty: 1,
      Pr: price,
      Disc: 0,
      Perc: false,
      NoDisc: true,
      ...tax,
      ...sac,
    });
    inv.Ops = list;
  } else {
    const list = inv.Items ?? [];
    const hsn = source?.HSN === undefined ? {} : { HSN: source.HSN };
    list.push({
      _id: `IP${list.length + 1}`,
      Desc: text,
      Qty: 1,
      UnPr: price,
      Disc: 0,
      Perc: false,
      NoDisc: true,
      ...tax,
      ...hsn,
    });
    inv.Items = list;
  }
}

/**
 * The excess the invoices carry: the engine's (already capped at the insurer's
 * share), and never more than the insurer's invoice asks for once it is rounded
 * to the rupee on its own, so no payable goes below zero. An order whose every
 * line the insurer pays (a zero-depreciation claim) has no customer lines; the
 * customer is still billed the excess, on a customer invoice with no lines
 * (docs/insurance-depreciation.md §6 'An order without customer lines').
 */
const excessOnInvoices = (claimExcess: Paise, insurer: Invoice, opts: CalculationOptions): Paise =>
  claimExcess <= 0 ? 0 : Math.max(0, Math.min(claimExcess, calculateInvoice(insurer, opts).totals.grandTotal));

export type SplitOptions = CalculationOptions & {
  /**
   * Branch setting `Acc.ExcessSettle`: the excess as a settlement adjustment below both invoices' GST
   * totals, for insurers that settle that way (docs/decisions.md 'The compulsory excess on the invoices').
   */
  readonly excessAsSettlement?: boolean;
};

export const splitRepairOrder = (ro: RepairOrder, opts: SplitOptions): RepairOrderSplit => {
  const { lines, totals } = calculateServiceDocument(ro, opts);
  const ops = ro.Ops ?? [];
  const parts = ro.Parts ?? [];
  const invoices = Object.fromEntries(
    PAYER_BUCKETS.map((b): [PayerBucket, Invoice] => [
      b,
      { Sts: 'Draft', Ops: [], Items: [], Settings: { Tax: ro.Settings?.Tax ?? true } },
    ]),
  ) as Record<PayerBucket, Invoice>;

  lines.forEach((line: LineCalc, i) => {
    if (!line.counted) return;
    const portions: [PortionCalc | undefined, 'C' | 'A' | 'D'][] = [
      [line.C, 'C'],
      [line.A, 'A'],
      [line.D, 'D'],
    ];
    for (const [p, col] of portions) {
      if (p === undefined || (p.amount === 0 && p.dep === 0)) continue;
      if (col === 'D') {
        addDepreciationLine(invoices[p.bucket], line, p, line.kind === 'Labor' ? ops[i] : parts[i - ops.length]);
        continue;
      }
      const inv = invoices[p.bucket];
      if (line.kind === 'Labor') {
        const o = ops[i] as ServiceLaborLine;
        const list = inv.Ops ?? [];
        list.push(toLabor(o, p, col === 'C' ? o.Pr : o.AssPr, list.length + 1));
        inv.Ops = list;
      } else {
        const l = parts[i - ops.length] as ServicePartLine;
        const list = inv.Items ?? [];
        list.push(toPart(l, p, col === 'C' ? l.UnPr : l.AssPr, list.length + 1));
        inv.Items = list;
      }
    }
  });
  if (opts.excessAsSettlement !== true) {
    return { invoices, excess: moveExcessToCustomer(invoices, lines, totals.claim.excess, ro.Settings?.Tax ?? true) };
  }
  const excess = excessOnInvoices(totals.claim.excess, invoices.insurer, opts);
  if (excess > 0) {
    invoices.insurer.Excess = paiseToRupees(-excess);
    invoices.customer.Excess = paiseToRupees(excess);
  }
  return { invoices, excess };
};
