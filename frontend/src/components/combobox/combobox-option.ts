/** One suggestion of a search combobox: `value` is what picking it puts in the field, the rest helps to choose. */
export type ComboboxOption = {
  readonly value: string;
  readonly label: string;
  /** A second, quieter text (a description beside a code, a code beside a description). */
  readonly detail?: string;
  /** The figure that decides the pick, shown at the end (a price, hours × rate). */
  readonly figure?: string;
};

/**
 * Answers the suggestions for what was typed. The combobox debounces calls and
 * drops answers to anything but the latest text, so a search may ignore
 * `signal`; one that honours it saves the server the work.
 */
export type ComboboxSearch = (text: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>;
