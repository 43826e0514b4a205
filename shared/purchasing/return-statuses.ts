/**
 * Statuses of purchase returns and vendor notes (docs/purchase-returns.md §3).
 * The spec names none for them (platform §4), so these are the product's own:
 * a return is `Returned` when saved (stock out, the vendor's note raised); a
 * note is `Applied` when its bill took all of it, `Advance` when the bill was
 * paid already and the rest stands with the vendor.
 */
export const PURCHASE_RETURN_STATUS = 'Returned' as const;

export const NOTE_STATUS = { applied: 'Applied', advance: 'Advance' } as const;
export type NoteStatus = (typeof NOTE_STATUS)[keyof typeof NOTE_STATUS];
export const NOTE_STATUSES: readonly NoteStatus[] = Object.values(NOTE_STATUS);

/** The two notes that reduce what a vendor is owed: ours (a debit note) and the vendor's (a credit note received). */
export const NOTE_KINDS = ['Debit', 'Credit'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** Why a debit note was raised: goods returned, or a price charged above what was agreed. */
export const NOTE_REASONS = ['Return', 'Price'] as const;
export type NoteReason = (typeof NOTE_REASONS)[number];
