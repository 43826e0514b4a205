import { describe, expect, it } from 'vitest';
import {
  maySalesEstimate,
  maySalesOrder,
  SE_MOVES,
  SE_STATUSES,
  SO_MOVES,
  SO_STATUSES,
  type SalesEstimateStep,
  type SalesOrderStep,
} from './so-statuses';

/** The one table of sales order and estimate statuses (docs/sales-orders.md §3), in the spec's spelling. */
describe('sales order statuses', () => {
  it('are spelled as platform §4 spells them', () => {
    expect(SO_STATUSES).toEqual([
      'Draft',
      'New',
      'Approved',
      'Shipped',
      'Delivered',
      'Partially Invoiced',
      'Invoiced',
      'Cancelled',
      'Closed',
    ]);
    expect(SE_STATUSES).toEqual(['Draft', 'New', 'Approved', 'Converted', 'Declined', 'Cancelled']);
  });

  it.each([
    ['approve', 'New', true],
    ['approve', 'Draft', false],
    ['save', 'Approved', true],
    ['save', 'Shipped', false],
    ['cancel', 'Approved', true],
    ['cancel', 'Shipped', false],
    ['close', 'Partially Invoiced', true],
    ['close', 'Invoiced', false],
    ['close', 'New', false],
  ] as [SalesOrderStep, string, boolean][])('order: %s from %s is %s', (step, sts, allowed) => {
    expect(maySalesOrder(step, sts)).toBe(allowed);
  });

  it.each([
    ['convert', 'Approved', true],
    ['convert', 'New', false],
    ['convert', 'Converted', false],
    ['decline', 'New', true],
    ['cancel', 'Converted', false],
  ] as [SalesEstimateStep, string, boolean][])('estimate: %s from %s is %s', (step, sts, allowed) => {
    expect(maySalesEstimate(step, sts)).toBe(allowed);
  });

  it('moves only between statuses of its own set, and ends nowhere', () => {
    for (const move of Object.values(SO_MOVES)) {
      for (const from of move.from) expect(SO_STATUSES).toContain(from);
      if (move.to) expect(SO_STATUSES).toContain(move.to);
    }
    for (const move of Object.values(SE_MOVES)) {
      for (const from of move.from) expect(SE_STATUSES).toContain(from);
      if (move.to) expect(SE_STATUSES).toContain(move.to);
    }
    for (const end of ['Cancelled', 'Closed', 'Invoiced'])
      expect(Object.values(SO_MOVES).some((m) => (m.from as readonly string[]).includes(end))).toBe(false);
  });
});
