import { describe, expect, it } from 'vitest';
import { invoiceDueDate } from './due-date';

describe('the due date of an invoice', () => {
  it('is its DueDate when set, else the invoice date (due on receipt)', () => {
    expect(invoiceDueDate({ InvDate: '2026-11-24', DueDate: '2026-12-09' })).toBe('2026-12-09');
    expect(invoiceDueDate({ InvDate: '2026-11-24' })).toBe('2026-11-24');
    expect(invoiceDueDate({ InvDate: '2026-11-24', DueDate: '' })).toBe('2026-11-24');
  });
});
