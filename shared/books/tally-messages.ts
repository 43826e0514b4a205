import { formatPaise } from '../documents/money-format';
import { financialYearStart } from './balance-sheet';

/** Texts of the Tally export (docs/books.md §10), defined once for the server's refusals and the screen. */
export const TallyMessages = {
  badRange: 'The first date must not be after the last.',
  oneYear: 'Choose dates within one financial year: Tally imports a year at a time.',
  unbalanced: (num: string, drP: number, crP: number): string =>
    `Voucher ${num || '(no number)'} does not balance: debits ${formatPaise(drP)}, credits ${formatPaise(crP)}. Nothing was exported.`,
  badCursor: 'This export was started on other dates. Start it again.',
  empty: 'Nothing was posted in these dates: there is no voucher to export.',
} as const;

/**
 * The refusal a period earns, or undefined: From..To within one financial year
 * of the branch (April to March, or its FYStart), the span a Tally company's
 * books are kept in.
 */
export function tallyRangeProblem(from: string, to: string, fyStartMonth = 4): string | undefined {
  if (from > to) return TallyMessages.badRange;
  return financialYearStart(from, fyStartMonth) === financialYearStart(to, fyStartMonth)
    ? undefined
    : TallyMessages.oneYear;
}
