import { describe, expect, it } from 'vitest';
import { balanceId, planReservations, type BalanceFigures, type ReservedPart } from './reservation';

/** The reservation rule on its own (docs/inventory-reservations.md §3): figures in thousandths on the balance. */

const NOW = '2026-11-28T10:00:00.000Z';
const KEY = balanceId('PRT1', 'WH1');
const line = (over: Partial<ReservedPart> = {}): ReservedPart => ({ _id: 'WP1', In_Id: 'PRT1', Qty: 2, ...over });
const stock = (OnHand: number, Resv = 0): Map<string, BalanceFigures> => new Map([[KEY, { OnHand, Resv }]]);
const plan = (
  before: ReservedPart[],
  after: ReservedPart[],
  balances: Map<string, BalanceFigures>,
  more: { open?: boolean; grow?: boolean; issued?: { lineId: string; whId: string; qty: number } } = {},
) =>
  planReservations({
    open: more.open ?? true,
    before,
    after,
    defaultWh: 'WH1',
    balances,
    grow: more.grow ?? true,
    ...(more.issued ? { issued: more.issued } : {}),
    now: NOW,
  });

describe('planReservations', () => {
  it('holds what is available and requests the rest', () => {
    const p = plan([], [line({ Qty: 3 })], stock(5000, 4000));
    expect(p.lines[0]).toMatchObject({ Resv: 1, RsvWh: 'WH1', ReqQty: 2, ReqAt: NOW });
    expect(p.deltas.get(KEY)).toBe(1000);
    expect(p.changed[0]).toMatchObject({ Reserved: 1, Requested: 2, RequestSts: 'New' });
  });

  it('never holds from an empty or over-reserved shelf, in fractions too', () => {
    expect(plan([], [line()], stock(1000, 1500)).deltas.size).toBe(0);
    const oil = plan([], [line({ Qty: 0.75 })], stock(500));
    expect(oil.lines[0]).toMatchObject({ Resv: 0.5, ReqQty: 0.25 });
  });

  it('keeps what a line holds, releases what it no longer wants, and ignores a body’s figures', () => {
    const held = line({ Resv: 2, RsvWh: 'WH1' });
    const typed = plan([held], [line({ Qty: 1, Resv: 9, RsvWh: 'WH9' })], stock(5000, 2000));
    expect(typed.lines[0]).toMatchObject({ Resv: 1, RsvWh: 'WH1' });
    expect(typed.deltas.get(KEY)).toBe(-1000);
    expect(plan([held], [line({ Sts: 'Declined' })], stock(5000, 2000)).deltas.get(KEY)).toBe(-2000);
    expect(plan([held], [], stock(5000, 2000)).deltas.get(KEY)).toBe(-2000);
    expect(plan([held], [line()], stock(5000, 2000), { open: false }).lines[0]?.Resv).toBeUndefined();
  });

  it('an issue takes the line’s own reservation first; a return holds nothing and requests nothing', () => {
    const held = line({ Qty: 3, Resv: 1, RsvWh: 'WH1', ReqQty: 2, ReqAt: NOW });
    const issued = plan([held], [{ ...held, IQty: 1 }], stock(1000, 1000), {
      grow: false,
      issued: { lineId: 'WP1', whId: 'WH1', qty: 1000 },
    });
    expect(issued.deltas.get(KEY)).toBe(-1000);
    expect(issued.lines[0]).toMatchObject({ ReqQty: 2 });
    expect(issued.lines[0]?.Resv).toBeUndefined();
    const out = line({ Qty: 2, IQty: 2 });
    const returned = plan([out], [{ ...out, IQty: 1 }], stock(0), {
      grow: false,
      issued: { lineId: 'WP1', whId: 'WH1', qty: -1000 },
    });
    expect(returned.deltas.size).toBe(0);
    expect(returned.lines[0]?.ReqQty).toBeUndefined();
  });

  it('closes a request filled by an issue, receives one now held, and cancels one no longer wanted', () => {
    const short = line({ Qty: 2, ReqQty: 2, ReqAt: NOW });
    const filled = plan([short], [{ ...short, IQty: 2 }], stock(2000), {
      grow: false,
      issued: { lineId: 'WP1', whId: 'WH1', qty: 2000 },
    });
    expect(filled.changed[0]).toMatchObject({ RequestSts: 'Closed', Requested: 0 });
    expect(plan([short], [short], stock(2000)).changed[0]).toMatchObject({ RequestSts: 'Received' });
    expect(plan([short], [line({ Qty: 2, Sts: 'Declined' })], stock(0)).changed[0]).toMatchObject({
      RequestSts: 'Cancelled',
    });
    expect(plan([short], [], stock(0)).changed[0]).toMatchObject({ RequestSts: 'Cancelled', Requested: 0 });
    // Untied from stock: the request of the item it named is cancelled.
    expect(plan([short], [line({ In_Id: undefined })], stock(0)).changed[0]).toMatchObject({
      RequestSts: 'Cancelled',
      ItemId: 'PRT1',
    });
  });

  it('two lines of one item share the shelf in line order', () => {
    const p = plan([], [line({ Qty: 2 }), line({ _id: 'WP2', Qty: 2 })], stock(3000));
    expect(p.lines.map((l) => [l.Resv, l.ReqQty])).toEqual([
      [2, undefined],
      [1, 1],
    ]);
    expect(p.deltas.get(KEY)).toBe(3000);
  });
});
