/**
 * The messages of a vendor bill's draft (docs/purchasing.md §24), used by the
 * server's refusals and the bill screen alike.
 */
export const BillDraftMessages = {
  notDraft: 'This bill is no longer a draft: open it again.',
  saved: 'Draft saved. It posts nothing and claims nothing until it is saved as a bill.',
  discarded: 'Draft discarded.',
  cancelDraft: 'A draft is discarded, not cancelled.',
  isDraft: 'This bill is a draft: save it as the bill first.',
  keepsReceive: 'A draft keeps the receive it was made from.',
  billed: (num: string): string => `Draft saved as bill ${num}.`,
} as const;
