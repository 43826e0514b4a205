import { describe, expect, it } from 'vitest';
import { ServiceMessages } from '../service/service-messages';
import { InventoryMessages } from './inventory-messages';
import { applyIssue, isWaitingPart, issuedQtyEdit, issueToOrder, qtyToIssue } from './part-issue';

/** The issue rules of docs/inventory.md §10, case by case. */

const part = (extra: Record<string, unknown> = {}) => ({
  _id: 'WP1',
  In_Id: 'PRT1',
  Qty: 2,
  Sts: 'Approved',
  ...extra,
});

describe('applyIssue', () => {
  it.each([
    ['an issue raises IQty and counts it received', part(), 1, { IQty: 1, RQty: 1 }],
    ['received from a vendor already stays received', part({ RQty: 2 }), 1, { IQty: 1, RQty: 2 }],
    ['fractions add exactly', part({ Qty: 1, IQty: 0.1, RQty: 0.1 }), 0.2, { IQty: 0.3, RQty: 0.3 }],
    ['a return lowers both', part({ IQty: 2, RQty: 2 }), -1, { IQty: 1, RQty: 1 }],
    ['a return keeps RQty at least IQty', part({ IQty: 2, RQty: 2 }), -2, { IQty: 0, RQty: 0 }],
  ])('%s', (_name, line, qty, expected) => {
    const outcome = applyIssue(line, qty);
    expect(outcome).toEqual({ ok: true, line: { ...line, ...expected } });
  });

  it.each([
    ['above the required quantity', part({ IQty: 1 }), 2, ServiceMessages.issuedAboveRequired],
    ['a line not tied to stock', part({ In_Id: undefined }), 1, InventoryMessages.lineNotStocked],
    ['a cancelled line', part({ Sts: 'Cancelled' }), 1, InventoryMessages.lineNotInWork],
    ['a completed line', part({ Sts: 'Completed' }), 1, InventoryMessages.lineNotInWork],
    ['more back than issued', part({ IQty: 1, RQty: 1 }), -2, InventoryMessages.returnAboveIssued(1)],
    ['nothing', part(), 0, InventoryMessages.zeroQuantity],
  ])('refuses %s', (_name, line, qty, message) => {
    expect(applyIssue(line, qty)).toEqual({ ok: false, message });
  });
});

describe('the waiting list', () => {
  it('lists stocked lines in work with less issued than required, a missing Qty counting as 1', () => {
    expect(isWaitingPart(part({ IQty: 1 }))).toBe(true);
    expect(isWaitingPart(part({ IQty: 2 }))).toBe(false);
    expect(isWaitingPart(part({ In_Id: '' }))).toBe(false);
    expect(isWaitingPart(part({ Sts: 'Declined' }))).toBe(false);
    expect(isWaitingPart({ _id: 'WP2', In_Id: 'PRT1' })).toBe(true);
    expect(qtyToIssue(part({ Qty: 1.5, IQty: 0.25 }))).toBe(1.25);
  });
});

describe('issueToOrder', () => {
  it('moves the labour line and the order on as the spec rolls them up (tracked part issued: InProgress)', () => {
    const order = {
      Sts: 'Approved',
      Ops: [{ _id: 'WO1', Sts: 'Approved' }],
      Parts: [part({ OpId: 'WO1', Track: 'BN' })],
    };
    const outcome = issueToOrder(order, 'WP1', 1);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.laborId).toBe('WO1');
    expect(outcome.line.Ops[0]?.Sts).toBe('InProgress');
    expect(outcome.line.Sts).toBe('InProgress');
  });

  it('an untracked part fully issued makes its labour line PartsAvl', () => {
    const order = { Sts: 'Approved', Ops: [{ _id: 'WO1', Sts: 'Approved' }], Parts: [part({ OpId: 'WO1' })] };
    const outcome = issueToOrder(order, 'WP1', 2);
    expect(outcome.ok && outcome.line.Ops[0]?.Sts).toBe('PartsAvl');
  });

  it('names a line that is not on the order', () => {
    expect(issueToOrder({ Sts: 'Approved', Ops: [], Parts: [part()] }, 'WP9', 1)).toEqual({
      ok: false,
      message: InventoryMessages.partLineNotFound('WP9'),
    });
  });
});

describe('issuedQtyEdit: a save keeps what was issued', () => {
  it.each([
    ['IQty of a stocked line changed', [part({ IQty: 1 })], [part({ IQty: 2 })], 'IQty'],
    ['IQty set on a new stocked line', [], [part({ IQty: 1 })], 'IQty'],
    ['the item of an issued line changed', [part({ IQty: 1 })], [part({ IQty: 1, In_Id: 'PRT2' })], 'In_Id'],
    ['the item of an issued line removed', [part({ IQty: 1 })], [part({ IQty: 1, In_Id: '' })], 'In_Id'],
    [
      'the batch of an issued line changed',
      [part({ IQty: 1, Batch: 'B1', Track: 'BN' })],
      [part({ IQty: 1, Batch: 'B2', Track: 'BN' })],
      'Batch',
    ],
    [
      'the tracking of an issued line cleared',
      [part({ IQty: 1, Batch: 'B1', Track: 'BN' })],
      [part({ IQty: 1, Batch: 'B1' })],
      'Batch',
    ],
  ])('refuses %s', (_name, before, after, field) => {
    expect(issuedQtyEdit(before, after)?.field).toBe(field);
  });

  it.each([
    ['nothing changed', [part({ IQty: 1 })], [part({ IQty: 1, Qty: 3 })]],
    ['a line not tied to stock', [{ _id: 'WP1', IQty: 1 }], [{ _id: 'WP1', IQty: 2 }]],
    ['an item set on a line with nothing issued', [{ _id: 'WP1' }], [part()]],
    ['a batch typed on a line not tied to stock', [{ _id: 'WP1', IQty: 1 }], [{ _id: 'WP1', IQty: 1, Batch: 'B9' }]],
    [
      'an issued line saved as it was',
      [part({ IQty: 1, Batch: 'B1', Track: 'BN' })],
      [part({ IQty: 1, Batch: 'B1', Track: 'BN' })],
    ],
  ])('lets through %s', (_name, before, after) => {
    expect(issuedQtyEdit(before, after)).toBeUndefined();
  });
});
