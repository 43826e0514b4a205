import { describe, expect, it } from 'vitest';
import {
  addFulfilment,
  invoiceableM,
  orderShippingStatus,
  orderStatusAfter,
  packableM,
  packagesSummary,
  shareOfLine,
} from './fulfilment-figures';

const lines = [
  { LineId: 'SO1', QtyM: 4000 },
  { LineId: 'SO2', QtyM: 6000 },
];

describe('a sales order fulfilment figures', () => {
  it('packs at most what is left, invoices at most what was shipped and not yet invoiced', () => {
    const ful = addFulfilment(undefined, [
      { LineId: 'SO1', field: 'PkM', QtyM: 2000 },
      { LineId: 'SO1', field: 'ShM', QtyM: 2000 },
      { LineId: 'SO1', field: 'InM', QtyM: 500 },
    ]);
    expect(packableM(lines[0]!, ful)).toBe(2000);
    expect(packableM(lines[1]!, ful)).toBe(6000);
    expect(invoiceableM(lines[0]!, ful)).toBe(1500);
    expect(invoiceableM(lines[1]!, ful)).toBe(0);
  });

  it('moves the order Approved → Shipped → Delivered → Partially Invoiced → Invoiced', () => {
    let ful = addFulfilment(undefined, [{ LineId: 'SO1', field: 'PkM', QtyM: 4000 }]);
    expect(orderStatusAfter(lines, ful, 'Approved')).toBe('Approved');
    expect(packagesSummary(lines, ful)).toBe('Fulfilled');
    ful = addFulfilment(ful, [{ LineId: 'SO1', field: 'ShM', QtyM: 4000 }]);
    expect(orderStatusAfter(lines, ful, 'Approved')).toBe('Shipped');
    expect(packagesSummary(lines, ful)).toBe('Partially Shipped');
    expect(orderShippingStatus(lines, ful)).toBe('Shipped');
    ful = addFulfilment(ful, [
      { LineId: 'SO2', field: 'PkM', QtyM: 6000 },
      { LineId: 'SO2', field: 'ShM', QtyM: 6000 },
      { LineId: 'SO1', field: 'DlM', QtyM: 4000 },
      { LineId: 'SO2', field: 'DlM', QtyM: 6000 },
    ]);
    expect(packagesSummary(lines, ful)).toBe('Shipped');
    expect(orderStatusAfter(lines, ful, 'Shipped')).toBe('Delivered');
    expect(orderShippingStatus(lines, ful)).toBe('Delivered');
    ful = addFulfilment(ful, [{ LineId: 'SO1', field: 'InM', QtyM: 2000 }]);
    expect(orderStatusAfter(lines, ful, 'Delivered')).toBe('Partially Invoiced');
    ful = addFulfilment(ful, [
      { LineId: 'SO1', field: 'InM', QtyM: 2000 },
      { LineId: 'SO2', field: 'InM', QtyM: 6000 },
    ]);
    expect(orderStatusAfter(lines, ful, 'Partially Invoiced')).toBe('Invoiced');
  });

  it('shares a line amount cumulatively, so the parts add up to the whole to the paisa', () => {
    // 269,700 paise over 3 units taken 1 at a time: 89,900 each.
    const parts = [0, 1000, 2000].map((before) => shareOfLine(10_000, 3000, before, 1000));
    expect(parts).toEqual([3333, 3334, 3333]);
    expect(parts.reduce((s, p) => s + p, 0)).toBe(10_000);
  });
});
