import { mulDivRound, type Paise } from '../documents/money-math';
import { PACKAGE_STATUS, SHIPPING_STATUS, SO_FULFILMENT_STATUS } from './fulfilment-statuses';

/**
 * What a sales order's lines have been through (docs/sales-fulfilment.md §2), kept on the order's header as
 * `Ful` by line id, in thousandths of a unit: packed, shipped (left the warehouse), delivered, invoiced.
 * Every rule of what may be packed or invoiced and the order's status after a step reads these, server and
 * screen alike.
 */

export type LineFulfilment = { PkM: number; ShM: number; DlM: number; InM: number };
export type Fulfilment = Readonly<Record<string, LineFulfilment>>;

export const NOTHING_YET: LineFulfilment = { PkM: 0, ShM: 0, DlM: 0, InM: 0 };

/** An order's line as fulfilment reads it: its id and what was ordered (thousandths). */
export type OrderedLine = { LineId: string; QtyM: number };

export const fulfilmentOf = (ful: Fulfilment | undefined, lineId: string): LineFulfilment => ({
  ...NOTHING_YET,
  ...(ful?.[lineId] ?? {}),
});

/** Still to pack: ordered less packed. */
export const packableM = (line: OrderedLine, ful: Fulfilment | undefined): number =>
  line.QtyM - fulfilmentOf(ful, line.LineId).PkM;

/**
 * Still to invoice: shipped less invoiced. Goods are invoiced from shipment on, as CGST s.31(1)(a) wants the
 * invoice by the removal of the goods; delivery is not waited for.
 */
export const invoiceableM = (line: OrderedLine, ful: Fulfilment | undefined): number => {
  const f = fulfilmentOf(ful, line.LineId);
  return f.ShM - f.InM;
};

/** The map with `delta` added to the named lines' figures. */
export function addFulfilment(
  ful: Fulfilment | undefined,
  delta: readonly { LineId: string; field: keyof LineFulfilment; QtyM: number }[],
): Record<string, LineFulfilment> {
  const next: Record<string, LineFulfilment> = {};
  for (const [id, f] of Object.entries(ful ?? {})) next[id] = { ...NOTHING_YET, ...f };
  for (const d of delta) {
    const f = next[d.LineId] ?? { ...NOTHING_YET };
    next[d.LineId] = { ...f, [d.field]: f[d.field] + d.QtyM };
  }
  return next;
}

/**
 * The order's status after a step: Invoiced when every line is wholly invoiced, Partially Invoiced once
 * anything is, else Delivered when every line is wholly delivered, Shipped once anything left, else
 * `unchanged` (Approved).
 */
export function orderStatusAfter(lines: readonly OrderedLine[], ful: Fulfilment, unchanged: string): string {
  const all = (k: keyof LineFulfilment) => lines.every((l) => fulfilmentOf(ful, l.LineId)[k] >= l.QtyM);
  const any = (k: keyof LineFulfilment) => lines.some((l) => fulfilmentOf(ful, l.LineId)[k] > 0);
  if (all('InM')) return SO_FULFILMENT_STATUS.invoiced;
  if (any('InM')) return SO_FULFILMENT_STATUS.partiallyInvoiced;
  if (all('DlM')) return SO_FULFILMENT_STATUS.delivered;
  if (any('ShM')) return SO_FULFILMENT_STATUS.shipped;
  return unchanged;
}

/** The order's shipping status (its list's column): Delivered when all is, Shipped once anything left, else Not Shipped. */
export function orderShippingStatus(lines: readonly OrderedLine[], ful: Fulfilment): string {
  if (lines.every((l) => fulfilmentOf(ful, l.LineId).DlM >= l.QtyM)) return SHIPPING_STATUS.delivered;
  if (lines.some((l) => fulfilmentOf(ful, l.LineId).ShM > 0)) return SHIPPING_STATUS.shipped;
  return SHIPPING_STATUS.notShipped;
}

/** The order's packages in one word for its fulfilment panel: none packed, Fulfilled, Partially Shipped, Shipped. */
export function packagesSummary(lines: readonly OrderedLine[], ful: Fulfilment | undefined): string | undefined {
  const f = lines.map((l) => fulfilmentOf(ful, l.LineId));
  const packed = f.reduce((s, x) => s + x.PkM, 0);
  const shipped = f.reduce((s, x) => s + x.ShM, 0);
  if (packed === 0) return undefined;
  if (shipped === 0) return PACKAGE_STATUS.fulfilled;
  return shipped < packed || lines.some((l, i) => (f[i]?.ShM ?? 0) < l.QtyM)
    ? PACKAGE_STATUS.partiallyShipped
    : PACKAGE_STATUS.shipped;
}

/**
 * The share of a line's amount `wholeP` (for `orderedM`) that `nowM` carries after `beforeM` went already,
 * rounded cumulatively so the shares of a whole line add up to it to the paisa.
 */
export const shareOfLine = (wholeP: Paise, orderedM: number, beforeM: number, nowM: number): Paise =>
  mulDivRound(wholeP, beforeM + nowM, orderedM) - mulDivRound(wholeP, beforeM, orderedM);
