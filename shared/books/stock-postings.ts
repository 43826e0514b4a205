import type { Paise } from '../documents/money-math';
import { SYSTEM_ACCOUNTS as A } from './chart';
import { cr, dr, netLines, type Posting, type PostingLine } from './posting';
import { countersOf, unitCostOfGoods } from './unit-cost-counters';

/**
 * What a stock movement posts (docs/books.md §3.7): 1300 Stock in hand moves by
 * exactly the movement's signed value, the other side goes to the account its
 * kind names here — the one table of it. The stock writes post every movement
 * through it in the movement's own transaction, so 1300 always equals the sum of
 * the branch's stock balances.
 */

/** An adjustment with this reason is the branch's opening stock: its other side is equity, not a gain. */
export const OPENING_STOCK_REASON = 'Opening stock';

/**
 * The other side of each movement kind. `document`: the document that moves the stock posts it in its own
 * posting (a counter sale, its return and cancel: 5000 at the stock's cost, docs/sales.md; a bill's value
 * movement: its on-hand share of the price difference, docs/purchasing.md §9.5), so the stock writes do not.
 */
export const STOCK_COUNTER_ACCOUNT: Readonly<Record<string, number | 'document'>> = {
  Receive: A.grni,
  Issue: A.cogs,
  Return: A.cogs,
  Adjust: A.stockAdjust,
  MaterialIn: A.stockAdjust,
  MaterialOut: A.stockAdjust,
  TransferOut: A.stockInTransit,
  TransferIn: A.stockInTransit,
  TransferBack: A.stockInTransit,
  // Goods out on a delivery challan (job work, on approval) are still the branch's: 1320 until they come back.
  ChallanOut: A.goodsOnChallan,
  ChallanIn: A.goodsOnChallan,
  // A sales order's package shipped (docs/sales-fulfilment.md): the goods are sold, their cost to 5000.
  Shipment: A.cogs,
  // A sales order's goods back on its return (docs/sales-returns-orders.md): the return's credit note posts them
  // (Dr 1300 / Cr 5000 at the shipment's cost) in its own ledger write.
  ShipmentReturn: 'document',
  Sale: 'document',
  SaleReturn: 'document',
  SaleCancel: 'document',
  BillValue: 'document',
  // A purchase return and a vendor note post their stock in the note's own posting (docs/purchase-returns.md §6).
  PurchaseReturn: 'document',
  NoteValue: 'document',
};

/** The account a movement's value goes to beside 1300; a kind not in the table is stock found or lost (5900). */
export function stockCounterAccount(kind: string, reason?: string): number | 'document' {
  if (kind === 'Adjust' && reason === OPENING_STOCK_REASON) return A.openingEquity;
  return STOCK_COUNTER_ACCOUNT[kind] ?? A.stockAdjust;
}

export type MovedValue = {
  Kind: string;
  Reason?: string | undefined;
  /** The movement's own signed value: + stock in, − stock out. */
  ValueP: Paise;
  /**
   * How much more the balance moved than the movement itself: a back-dated movement values the later
   * outflows again (docs/inventory.md §4a); that difference is cost of what already left, so 5000.
   */
  restatedP?: Paise | undefined;
  /** Signed thousandths moved and the item's unit cost (paise, absent: it has none): cost of goods at unit cost. */
  Qty?: number | undefined;
  UnitCostP?: Paise | undefined;
};

/**
 * Whether a movement of `kind` is stock going to or from 5000 Cost of goods sold and so reads its item's unit cost
 * beside its balance (report 502, docs/books.md §6.11): an issue to a repair order and its return, and a counter
 * sale (whose receipt posts its own cost; its return and cancel take back the sale's figures).
 */
export const readsUnitCost = (kind: string): boolean => kind === 'Sale' || stockCounterAccount(kind) === A.cogs;

/** The lines of movements' value changes, netted: Dr 1300 by each signed value, the other side its kind's account. */
export function stockMovementLines(moves: readonly MovedValue[]): PostingLine[] {
  return netLines(
    moves.flatMap((m) => {
      const counter = stockCounterAccount(m.Kind, m.Reason);
      if (counter === 'document') return [];
      const restated = m.restatedP ?? 0;
      // The other side first: an issue reads Dr 5000, Cr 1300, as the books have always shown it.
      return [cr(counter, m.ValueP), dr(A.stock, m.ValueP + restated), cr(A.cogs, restated)];
    }),
  );
}

/**
 * The posting of one commit's movements (`Kind: 'Stock'`), or none when nothing of value moved there. `Step`
 * is unique per commit (the first movement's id): a repair order's many issues are each their own entry.
 */
export function stockMovementPosting(
  ref: { EntId: string; DocId: string; Num: string; Date: string; Step: string },
  moves: readonly MovedValue[],
): Posting | undefined {
  const Lines = stockMovementLines(moves);
  // The cost of goods of the issues and returns at their items' unit cost, beside the lines (unit-cost-counters.ts).
  const counters = countersOf(
    moves.flatMap((m) =>
      m.Qty !== undefined && stockCounterAccount(m.Kind, m.Reason) === A.cogs
        ? [unitCostOfGoods(m.UnitCostP, -m.Qty, -m.ValueP)]
        : [],
    ),
  );
  if (Lines.length === 0 && Object.keys(counters).length === 0) return undefined;
  return { ...ref, Kind: 'Stock', Memo: 'Stock moved', Lines, ...counters };
}
