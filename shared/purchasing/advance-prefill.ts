import { paiseToRupeeText, rupeesToPaise, type Paise } from '../documents/money-math';

/**
 * The Apply to bills form's first proposal (docs/purchasing.md §11.1): the
 * advance spread over the vendor's open bills oldest first, each taking its
 * whole due until the advance runs out (the last one what is left). In paise,
 * answered as the form's text (two decimals); a bill it does not reach is blank.
 */
export function prefillOldestFirst(
  bills: readonly { _id: string; Date: string; Due: number }[],
  advance: number,
): Record<string, string> {
  // Our own dates, then ids (time-ordered ULIDs): the bill recorded first is paid first.
  const oldest = [...bills].sort((a, b) => a.Date.localeCompare(b.Date) || a._id.localeCompare(b._id));
  let leftP: Paise = rupeesToPaise(advance);
  const amounts: Record<string, string> = {};
  for (const bill of oldest) {
    const takeP = Math.min(leftP, rupeesToPaise(bill.Due));
    leftP -= takeP;
    amounts[bill._id] = takeP > 0 ? paiseToRupeeText(takeP) : '';
  }
  return amounts;
}
