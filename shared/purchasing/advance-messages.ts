/**
 * Texts of applying a vendor advance to later bills (docs/purchasing.md §11.1),
 * defined once for the server's refusals and the screens.
 */
export const AdvanceMessages = {
  notFound: 'Advance not found: only a payment made or a vendor note can be applied to bills.',
  nothingLeft: (num: string): string => `Nothing of ${num} is left as an advance: it is applied in full.`,
  nothingToApply: 'Enter an amount above zero for at least one bill.',
  aboveAdvance: (left: string): string => `Only ${left} is left as an advance: the amounts applied add up to more.`,
  aboveDue: (num: string, due: string): string =>
    `Only ${due} is due on bill ${num}: an advance cannot pay a bill more than it asks.`,
  busy: 'Many payments of these bills are being recorded at once: try again in a moment.',
  applied: (num: string): string => `Advance of ${num} applied to the bills.`,
  hint: (left: string, num: string): string => `${left} of ${num} is an advance with this vendor:`,
  noOpenBills: 'No bill of this vendor is due: the advance waits for the next bill.',
} as const;
