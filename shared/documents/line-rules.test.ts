import { describe, expect, it } from 'vitest';
import { lineLock, mayChangeLineField, type LineEditRights } from './line-rules';

const advisor: LineEditRights = {
  editApprovedEstimate: false,
  editApprovedOrder: false,
  editCompletedOrder: false,
  assignTechnicians: true,
};
const manager: LineEditRights = { ...advisor, editApprovedOrder: true, editApprovedEstimate: true };
const approvedOrder = { kind: 'RepairOrder', Sts: 'Approved' } as const;

describe('line edit locks (service-documents §6)', () => {
  it('an approved line of an order: the advisor sets its technician and progress, not its price or payer', () => {
    expect(mayChangeLineField(approvedOrder, 'Approved', 'Tech', advisor)).toBe(true);
    expect(mayChangeLineField(approvedOrder, 'InProgress', 'RQty', advisor)).toBe(true);
    expect(mayChangeLineField(approvedOrder, 'Approved', 'Pr', advisor)).toBe(false);
    expect(mayChangeLineField(approvedOrder, 'Approved', 'PBy', advisor)).toBe(false);
    expect(mayChangeLineField(approvedOrder, 'Approved', 'Pr', manager)).toBe(true);
  });

  it('the technician is free only for whoever may assign technicians', () => {
    expect(mayChangeLineField(approvedOrder, 'Approved', 'Tech', { ...advisor, assignTechnicians: false })).toBe(false);
  });

  it('new and unapproved lines are free; a completed order locks its lines and additions', () => {
    expect(mayChangeLineField(approvedOrder, undefined, 'Pr', advisor)).toBe(true);
    expect(mayChangeLineField(approvedOrder, 'Declined', 'Pr', advisor)).toBe(true);
    expect(lineLock({ kind: 'RepairOrder', Sts: 'Completed' }, undefined)).toBe('completedOrder');
    expect(lineLock(approvedOrder, 'Completed')).toBe('completedOrder');
  });

  it('an approved estimate locks every line and every addition', () => {
    const est = { kind: 'Estimate', Sts: 'Approved' } as const;
    expect(lineLock(est, 'New')).toBe('approvedEstimate');
    expect(lineLock(est, undefined)).toBe('approvedEstimate');
    expect(lineLock({ kind: 'Estimate', Sts: 'New' }, 'New')).toBeUndefined();
    expect(mayChangeLineField(est, 'New', 'Pr', advisor)).toBe(false);
  });
});
