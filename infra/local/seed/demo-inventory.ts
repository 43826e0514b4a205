import { roundDiv, rupeesToPaise } from '@shared/documents/money-math';
import type { Part } from '@shared/catalogue/schemas';
import { SEED_PARTS } from '@shared/catalogue/seed';
import { MAX_ADJUSTMENT_LINES } from '@shared/inventory/adjustment-reasons';
import { DEMO_PARTS_WAREHOUSES, DEMO_WORKSHOP_WAREHOUSES } from './demo-setup';

/**
 * The demo's opening stock (README 'Demo data', docs/inventory.md): parts of
 * the system catalogue the demo organisation sees, counted into each branch's
 * warehouses as a workshop does on its first day, by 'Opening stock'
 * adjustments. Fixed tables and arithmetic only (no randomness), so every
 * start plans the same stock and a resumed seed can tell what it already wrote.
 *
 * - Hosur (the spare-parts branch): about three parts in four of the catalogue
 *   in its godown, and the fast movers (filters, pads, fluids, wipers,
 *   batteries) again on the counter.
 * - Koramangala (the workshop): service parts for the Maruti Suzuki and
 *   Hyundai cars it sees most in its main stores, and the fluids in its
 *   lubricants bay.
 */

export type DemoStockLine = { part: Part; Qty: number; UnCostP: number };
/** One planned adjustment: its lines (at most MAX_ADJUSTMENT_LINES) and the note that names it. */
export type DemoStockBatch = { warehouseCode: string; Notes: string; lines: DemoStockLine[] };

const FAST_MOVING_CATS = new Set(['GENERAL_SERVICE', 'AIR_CONDITIONING', 'LUBRICANTS_AND_FLUIDS']);
const isFastMover = (p: Part): boolean =>
  FAST_MOVING_CATS.has(p.Cat) || (p.Cat === 'BRAKES' && p.UoM === 'SET') || /wiper|Battery|Spark plug/.test(p.Desc);

/** A spread of 0 … span-1 from the part's position: the same every start, not all counts alike. */
const spread = (seq: number, span: number): number => (seq * 37 + 11) % span;

/**
 * What a shelf holds of a part: dearer parts fewer, fluids by the litre
 * (barrels and cans), the counter about a third of the godown.
 */
export function demoQuantity(part: Part, seq: number, counter: boolean): number {
  const price = part.UnPr;
  const [low, span] =
    part.UoM === 'LTR'
      ? [40, 120]
      : price <= 1000
        ? [12, 36]
        : price <= 3000
          ? [6, 14]
          : price <= 7000
            ? [2, 6]
            : [1, 3];
  const qty = low + spread(seq, span);
  return counter ? Math.max(1, roundDiv(qty, 3)) : qty;
}

/**
 * The landed cost in paise: a dealer buys at 68 to 79 per cent of the
 * catalogue's selling price, in integer paise.
 */
export const demoUnitCostP = (part: Part, seq: number): number =>
  roundDiv(rupeesToPaise(part.UnPr) * (68 + spread(seq, 12)), 100);

const lineOf = (part: Part, seq: number, counter = false): DemoStockLine => ({
  part,
  Qty: demoQuantity(part, seq, counter),
  UnCostP: demoUnitCostP(part, seq),
});

/** Lines cut into adjustments of at most MAX_ADJUSTMENT_LINES, each named by its warehouse and place. */
function batches(warehouseCode: string, name: string, lines: DemoStockLine[]): DemoStockBatch[] {
  const count = Math.ceil(lines.length / MAX_ADJUSTMENT_LINES);
  return Array.from({ length: count }, (_, i) => ({
    warehouseCode,
    Notes: `Opening stock, ${name} (${i + 1} of ${count})`,
    lines: lines.slice(i * MAX_ADJUSTMENT_LINES, (i + 1) * MAX_ADJUSTMENT_LINES),
  }));
}

const [godown, counter] = DEMO_PARTS_WAREHOUSES;
const [mainStores, lubricantsBay] = DEMO_WORKSHOP_WAREHOUSES;
if (!godown || !counter || !mainStores || !lubricantsBay)
  throw new Error('The demo stock needs two warehouses a branch');

const priced = SEED_PARTS.map((part, seq) => ({ part, seq }));

/** The spare-parts branch: the godown's few hundred parts, the counter's fast movers. */
export const DEMO_PARTS_BRANCH_STOCK: readonly DemoStockBatch[] = [
  ...batches(
    godown.Code,
    godown.Name,
    priced.filter(({ seq }) => seq % 4 !== 3).map(({ part, seq }) => lineOf(part, seq)),
  ),
  ...batches(
    counter.Code,
    counter.Name,
    priced
      .filter(({ part, seq }) => isFastMover(part) && seq % 3 !== 0)
      .map(({ part, seq }) => lineOf(part, seq, true)),
  ),
];

/** What a part is, whatever it fits: its description before the model ('Oil filter - Swift'). */
const family = (p: Part): string => p.Desc.split(' - ')[0] ?? p.Desc;

const WORKSHOP_MAKES = new Set(['Maruti Suzuki', 'Hyundai']);

/** The workshop: a few dozen service parts for the cars it sees most, and its fluids. */
export const DEMO_WORKSHOP_STOCK: readonly DemoStockBatch[] = [
  ...batches(
    mainStores.Code,
    mainStores.Name,
    priced
      .filter(({ part }) => part.UoM !== 'LTR' && isFastMover(part))
      .filter(({ part }) => part.Apps.some((a) => WORKSHOP_MAKES.has(a.Make)))
      // A few of each kind (filters, plugs, pads, batteries, wipers), not thirty oil filters.
      .filter(({ part }, i, all) => all.slice(0, i).filter((o) => family(o.part) === family(part)).length < 3)
      .slice(0, MAX_ADJUSTMENT_LINES)
      .map(({ part, seq }) => lineOf(part, seq, true)),
  ),
  ...batches(
    lubricantsBay.Code,
    lubricantsBay.Name,
    priced.filter(({ part }) => part.UoM === 'LTR').map(({ part, seq }) => lineOf(part, seq, true)),
  ),
];
