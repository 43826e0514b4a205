import { describe, expect, it } from 'vitest';
import { statusLabel, STATUS_LABELS } from './status-labels';
import { ESTIMATE_STATUSES, INVOICE_STATUSES, LINE_STATUSES, REPAIR_ORDER_STATUSES } from './statuses';

describe('status labels', () => {
  it('reads the coded statuses as words', () => {
    expect(
      ['WtngForAppr', 'PartsAvl', 'WtngForParts', 'OnHold', 'InProgress', 'BeingInspected'].map(statusLabel),
    ).toEqual([
      'Waiting for Approval',
      'Parts Available',
      'Waiting for Parts',
      'On Hold',
      'In Progress',
      'Being Inspected',
    ]);
  });

  it('has a label for every status of every vocabulary', () => {
    const all = [...LINE_STATUSES, ...REPAIR_ORDER_STATUSES, ...ESTIMATE_STATUSES, ...INVOICE_STATUSES];
    expect(all.filter((code) => !STATUS_LABELS[code])).toEqual([]);
  });

  it('shows an unknown code as sent', () => {
    expect(statusLabel('Archived')).toBe('Archived');
  });
});
