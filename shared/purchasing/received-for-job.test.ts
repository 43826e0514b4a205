import { describe, expect, it } from 'vitest';
import type { IssuedPart } from '../inventory/part-issue';
import { receiveForJob } from './received-for-job';

type Line = IssuedPart & { OpId?: string };

/** A repair order with one job (WO1) and its two stocked parts, the job Approved. */
const order = (
  parts: Partial<Line>[] = [],
  labour: Partial<Line> = {},
): { Sts: string; Ops: Line[]; Parts: Line[] } => ({
  Sts: 'Approved',
  Ops: [{ _id: 'WO1', Sts: 'Approved', ...labour }],
  Parts: [
    { _id: 'WP1', OpId: 'WO1', In_Id: 'PRT1', Qty: 2, Sts: 'Approved', ...parts[0] },
    { _id: 'WP2', OpId: 'WO1', In_Id: 'PRT2', Qty: 1, Sts: 'Approved', ...parts[1] },
  ],
});

describe('what a purchase receive tells the repair order (receiveForJob)', () => {
  it('raises the part line’s Received and rolls the job up: some received is Waiting for Parts', () => {
    const after = receiveForJob(order(), [{ lineId: 'WP1', itemId: 'PRT1', qtyM: 1000 }]);
    expect(after?.Parts.map((p) => p.RQty)).toEqual([1, undefined]);
    expect(after?.Ops[0]?.Sts).toBe('WtngForParts');
  });

  it('every part in full is Parts Available, in thousandths (0.5 + 0.5 is 1)', () => {
    const after = receiveForJob(order([{ RQty: 1.5 }, {}]), [
      { lineId: 'WP1', itemId: 'PRT1', qtyM: 500 },
      { lineId: 'WP2', itemId: 'PRT2', qtyM: 1000 },
    ]);
    expect(after?.Parts.map((p) => p.RQty)).toEqual([2, 1]);
    expect(after?.Ops[0]?.Sts).toBe('PartsAvl');
  });

  it('never takes Received above the line’s quantity', () => {
    const after = receiveForJob(order(), [{ lineId: 'WP2', itemId: 'PRT2', qtyM: 5000 }]);
    expect(after?.Parts[1]?.RQty).toBe(1);
  });

  it('leaves the order alone when nothing lands: another item, a line gone, off or done, or already in full', () => {
    expect(receiveForJob(order(), [{ lineId: 'WP1', itemId: 'PRT9', qtyM: 1000 }])).toBeUndefined();
    expect(receiveForJob(order(), [{ lineId: 'WP7', itemId: 'PRT1', qtyM: 1000 }])).toBeUndefined();
    expect(
      receiveForJob(order([{ Sts: 'Declined' }]), [{ lineId: 'WP1', itemId: 'PRT1', qtyM: 1000 }]),
    ).toBeUndefined();
    expect(receiveForJob(order([{ RQty: 2 }]), [{ lineId: 'WP1', itemId: 'PRT1', qtyM: 1000 }])).toBeUndefined();
  });

  it('a job people set to another status keeps it (only Approved and the parts-driven statuses follow parts)', () => {
    const after = receiveForJob(order([], { Sts: 'OnHold' }), [{ lineId: 'WP1', itemId: 'PRT1', qtyM: 2000 }]);
    expect(after?.Parts[0]?.RQty).toBe(2);
    expect(after?.Ops[0]?.Sts).toBe('OnHold');
  });
});
