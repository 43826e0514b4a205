import { PAYERS, type LineStatus, type Payer } from '@shared/documents/statuses';
import { lineStatusChoices } from '@shared/documents/line-rules';
import type { ComboboxOption, ComboboxSearch } from '../../../../components/line-grid/line-grid-columns';

/**
 * Short fixed lists offered in the line grid's combobox cells (payer, status,
 * material): two letters and Enter pick one, so the keyboard never leaves the grid.
 */

/** Payer codes in people's words (platform §3 'Cost-bearer codes'). */
export const PAYER_LABELS: Readonly<Record<Payer, string>> = {
  Cus: 'Customer',
  Ins: 'Insurance',
  InCu: 'Shared',
  Int: 'Internal',
  War: 'Warranty',
};

export const payerLabel = (code: Payer | undefined): string => (code ? PAYER_LABELS[code] : PAYER_LABELS.Cus);
export const payerOfLabel = (label: string): Payer | undefined =>
  PAYERS.find((p) => PAYER_LABELS[p].toLowerCase() === label.trim().toLowerCase());

const matches = (needle: string, ...hay: readonly string[]): boolean =>
  hay.some((h) => h.toLowerCase().includes(needle.trim().toLowerCase()));

/** Suggestions from a fixed list, matched on any of their words. */
export const listSearch =
  (options: readonly ComboboxOption[]): ComboboxSearch =>
  (typed) =>
    Promise.resolve(options.filter((o) => matches(typed, o.label, o.value, o.detail ?? '')));

export const payerSearch: ComboboxSearch = listSearch(
  PAYERS.map((p) => ({ value: PAYER_LABELS[p], label: PAYER_LABELS[p], detail: p })),
);

/** Every status a user may pick by hand somewhere (line-rules.lineStatusChoices); the pick is then checked against the line's own. */
export const statusSearch: ComboboxSearch = listSearch(
  (['New', 'Declined', 'Approved'] as const).map((s) => ({ value: s, label: s })),
);

/** Whether a line saved as `saved` may be set to `picked` by hand; a line's current status is always allowed. */
export const mayPickStatus = (saved: LineStatus | undefined, picked: string): boolean =>
  saved === undefined || picked === saved || (lineStatusChoices(saved) as readonly string[]).includes(picked);
