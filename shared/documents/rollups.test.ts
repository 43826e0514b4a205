import { describe, expect, it } from 'vitest';
import {
  lineStatusChoices,
  newItemStatus,
  nextServiceDate,
  nextSupplementaryCode,
  nextSupplementaryCodeAfter,
  restartItems,
} from './line-rules';
import {
  estimateStatusFromItems,
  laborStatusFromParts,
  type PartProgress,
  repairOrderStatusFromItems,
} from './rollups';
import { estimateDashboardStatuses, INVOICE_DASHBOARD_STATUSES, REPAIR_ORDER_DASHBOARD_STATUSES } from './statuses';
import type { EstimateStatus, LineStatus, RepairOrderStatus } from './statuses';

describe('service-documents §4 Roll-ups: repair order from items (later rules override)', () => {
  it.each<[string, RepairOrderStatus, LineStatus[], RepairOrderStatus]>([
    ['all Cancelled → Cancelled', 'Approved', ['Cancelled', 'Cancelled'], 'Cancelled'],
    ['Declined overrides Cancelled', 'Approved', ['Cancelled', 'Declined'], 'Declined'],
    ['Completed overrides Declined', 'InProgress', ['Declined', 'Completed'], 'Completed'],
    ['Review overrides Completed', 'InProgress', ['Completed', 'Review'], 'Review'],
    ['OnHold overrides Review', 'InProgress', ['Review', 'OnHold'], 'OnHold'],
    ['PartsAvl overrides OnHold', 'InProgress', ['OnHold', 'PartsAvl'], 'PartsAvl'],
    ['WtngForParts overrides PartsAvl', 'InProgress', ['PartsAvl', 'WtngForParts'], 'WtngForParts'],
    ['a New item makes it New', 'Approved', ['WtngForParts', 'New'], 'New'],
    ['a waiting-approval item makes it New', 'Approved', ['Completed', 'WtngForAppr'], 'New'],
    ['Approved overrides New', 'New', ['New', 'Approved'], 'Approved'],
    ['InProgress is highest', 'Approved', ['New', 'Approved', 'InProgress', 'Completed'], 'InProgress'],
    ['New keeps BeingInspected (order-level state)', 'BeingInspected', ['New'], 'BeingInspected'],
    ['New keeps WtngForAppr (order-level state)', 'WtngForAppr', ['WtngForAppr'], 'WtngForAppr'],
    ['a Closed order stays Closed', 'Closed', ['Approved'], 'Closed'],
    ['no items keep the status', 'BeingInspected', [], 'BeingInspected'],
  ])('§4 %s', (_n, current, items, expected) => {
    expect(repairOrderStatusFromItems(current, items)).toBe(expected);
  });
});

describe('service-documents §4 Roll-ups: estimate from items', () => {
  it.each<[string, EstimateStatus, LineStatus[], EstimateStatus]>([
    ['all Cancelled → Cancelled', 'New', ['Cancelled'], 'Cancelled'],
    ['Declined overrides Cancelled', 'New', ['Cancelled', 'Declined'], 'Declined'],
    ['Approved overrides Declined', 'New', ['Declined', 'Approved'], 'Approved'],
    ['OnHold overrides Approved', 'Approved', ['Approved', 'OnHold'], 'OnHold'],
    ['WtngForAppr overrides OnHold', 'New', ['OnHold', 'WtngForAppr'], 'WtngForAppr'],
    ['New overrides everything', 'Approved', ['Approved', 'WtngForAppr', 'New'], 'New'],
    ['New stays Supplementary if it was', 'Supplementary', ['New', 'Approved'], 'Supplementary'],
    ['Supplementary becomes Approved when all approved', 'Supplementary', ['Approved'], 'Approved'],
    ['a Converted estimate is not rolled up', 'Converted', ['New'], 'Converted'],
  ])('§4 %s', (_n, current, items, expected) => {
    expect(estimateStatusFromItems(current, items)).toBe(expected);
  });
});

describe('service-documents §4 Roll-ups: labour status from its parts', () => {
  const part = (p: Partial<PartProgress>): PartProgress => ({ OpId: 'WO1', Qty: 2, RQty: 0, IQty: 0, ...p });
  it.each<[string, LineStatus, PartProgress[], LineStatus]>([
    [
      'a tracked part with issued quantity → InProgress',
      'Approved',
      [part({ Track: 'BN', RQty: 2, IQty: 1 })],
      'InProgress',
    ],
    ['issued but untracked does not count as started', 'Approved', [part({ RQty: 2, IQty: 2 })], 'PartsAvl'],
    [
      'every part received in full → PartsAvl',
      'WtngForParts',
      [part({ RQty: 2 }), part({ Qty: 1, RQty: 1 })],
      'PartsAvl',
    ],
    ['some received, not all → WtngForParts', 'Approved', [part({ RQty: 1 }), part({ RQty: 0 })], 'WtngForParts'],
    ['nothing received → Approved', 'WtngForParts', [part({})], 'Approved'],
    ['no parts → Approved', 'InProgress', [], 'Approved'],
    ['parts of other labour lines are ignored', 'Approved', [part({ OpId: 'WO2', RQty: 2 })], 'Approved'],
    ['cancelled parts are ignored', 'Approved', [part({ RQty: 2 }), part({ Sts: 'Cancelled' })], 'PartsAvl'],
    ['a Completed line is left alone', 'Completed', [part({ RQty: 1 })], 'Completed'],
    ['an OnHold line is left alone', 'OnHold', [part({ RQty: 2 })], 'OnHold'],
    ['a New line is left alone', 'New', [part({ RQty: 2 })], 'New'],
  ])('§4 %s', (_n, Sts, parts, expected) => {
    expect(laborStatusFromParts({ _id: 'WO1', Sts }, parts)).toBe(expected);
  });

  it('a job a technician started (it has a clock-on time) stays InProgress; without the clock its parts decide', () => {
    const parts = [part({ RQty: 0 })];
    expect(laborStatusFromParts({ _id: 'WO1', Sts: 'InProgress', ClockOn: '2026-11-24T10:00:00Z' }, parts)).toBe(
      'InProgress',
    );
    expect(laborStatusFromParts({ _id: 'WO1', Sts: 'InProgress', ClockOn: '2026-11-24T10:00:00Z' }, [])).toBe(
      'InProgress',
    );
    expect(laborStatusFromParts({ _id: 'WO1', Sts: 'InProgress' }, parts)).toBe('Approved');
  });
});

describe('service-documents §4 line rules', () => {
  it.each<[LineStatus, LineStatus[]]>([
    ['New', ['New', 'Declined']],
    ['WtngForAppr', ['New', 'Declined']],
    ['Declined', ['New', 'Approved']],
    ['Cancelled', ['New', 'Approved']],
    ['Approved', []],
    ['InProgress', []],
    ['Completed', []],
  ])('§4 line status choices from %s: %j', (current, expected) => {
    expect(lineStatusChoices(current)).toEqual(expected);
  });

  it.each<[RepairOrderStatus | EstimateStatus, boolean, LineStatus]>([
    ['New', false, 'New'],
    // Being inspected is before the customer's approval (docs/inspections.md §4).
    ['BeingInspected', false, 'New'],
    ['Approved', false, 'Approved'],
    ['InProgress', false, 'Approved'],
    ['Approved', true, 'New'],
    ['New', true, 'New'],
  ])('§4 a new item on a %s record (estimate=%s) is %s', (Sts, isEstimate, expected) => {
    expect(newItemStatus({ Sts, isEstimate })).toBe(expected);
  });

  it('§4 restart resets on-hold items to New and leaves the rest', () => {
    const items: { _id: string; Sts: LineStatus }[] = [
      { _id: 'WO1', Sts: 'OnHold' },
      { _id: 'WO2', Sts: 'Approved' },
      { _id: 'WO3', Sts: 'Cancelled' },
    ];
    expect(restartItems(items).map((i) => i.Sts)).toEqual(['New', 'Approved', 'Cancelled']);
    expect(items[0]?.Sts).toBe('OnHold');
  });

  it.each<[string | undefined, string]>([
    [undefined, 'a'],
    ['a', 'b'],
    ['y', 'z'],
    ['z', 'aa'],
    ['aa', 'ab'],
    ['az', 'ba'],
    ['zz', 'aaa'],
  ])('§4 supplementary code after %s is %s', (last, expected) => {
    expect(nextSupplementaryCode(last)).toBe(expected);
  });

  it('§4 supplementary code after a list takes the highest (z before aa)', () => {
    expect(nextSupplementaryCodeAfter(['b', 'aa', 'z', 'a'])).toBe('ab');
    expect(nextSupplementaryCodeAfter([])).toBe('a');
    expect(() => nextSupplementaryCode('A1')).toThrow(RangeError);
  });

  it.each<[string, 1 | 3 | 6 | 12, string]>([
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2025-03-10', 12, '2026-03-10'],
    ['2024-02-29', 12, '2025-02-28'],
  ])('§4 next-service date from %s + %i months = %s', (from, months, expected) => {
    expect(nextServiceDate(from, months)).toBe(expected);
  });
});

describe('service-documents §4 Dashboards', () => {
  it('§4 repair-order dashboard lists New to Completed, not Closed, Cancelled or Declined', () => {
    expect(REPAIR_ORDER_DASHBOARD_STATUSES).toEqual([
      'New',
      'BeingInspected',
      'Approved',
      'WtngForAppr',
      'OnHold',
      'InProgress',
      'PartsAvl',
      'WtngForParts',
      'Review',
      'Completed',
    ]);
  });
  it('§4 estimate dashboard shows Approved only with the flag', () => {
    expect(estimateDashboardStatuses(false)).toEqual(['New', 'WtngForAppr', 'OnHold', 'Supplementary']);
    expect(estimateDashboardStatuses(true)).toEqual(['New', 'WtngForAppr', 'OnHold', 'Supplementary', 'Approved']);
  });
  it('§4 invoice dashboard: Unpaid, Partial, Draft', () => {
    expect(INVOICE_DASHBOARD_STATUSES).toEqual(['Unpaid', 'Partial', 'Draft']);
  });
});
