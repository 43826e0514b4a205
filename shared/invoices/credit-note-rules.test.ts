import { describe, expect, it } from 'vitest';
import { creditNoteDateProblem, creditNoteDeadline } from './credit-note-rules';

describe('credit note dates (CGST Act s.34(2))', () => {
  it.each([
    ['2025-09-20', '2026-11-30'],
    ['2025-04-01', '2026-11-30'],
    ['2026-03-31', '2026-11-30'],
    ['2026-04-01', '2027-11-30'],
    ['2024-01-15', '2024-11-30'],
  ])('an invoice of %s may be credited until %s', (invoiceDate, deadline) => {
    expect(creditNoteDeadline(invoiceDate)).toBe(deadline);
  });

  it.each([
    ['2026-11-28', '2025-09-20', '2026-11-28', undefined],
    ['2025-09-20', '2025-09-20', '2026-11-28', undefined],
    ['2026-11-30', '2025-09-20', '2026-12-05', undefined],
    ['2001-01-01', '2025-09-20', '2026-11-28', 'beforeInvoice'],
    ['2025-09-19', '2025-09-20', '2026-11-28', 'beforeInvoice'],
    ['2026-11-29', '2025-09-20', '2026-11-28', 'future'],
    ['2026-12-01', '2025-09-20', '2026-12-05', 'tooLate'],
  ] as const)('a note dated %s for an invoice of %s, today %s: %s', (noteDate, invoiceDate, today, problem) => {
    expect(creditNoteDateProblem({ noteDate, invoiceDate, today })).toBe(problem);
  });
});
