/**
 * The reasons material in and material out may give (docs/inventory-transfers.md §6):
 * fixed lists, as the adjustment's, until settings/inventory/reasons is editable.
 * Lines store the text, so an editable list can take over without changing stored documents.
 */
export const MATERIAL_IN_REASONS = ['Customer supplied', 'Sample received', 'Returned unused', 'Other'] as const;
export const MATERIAL_OUT_REASONS = ['Workshop consumables', 'Sample given', 'Scrapped', 'Other'] as const;
