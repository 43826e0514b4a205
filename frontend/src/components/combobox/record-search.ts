import type { ComboboxOption, ComboboxSearch } from './combobox-option';

/** A search whose options remember the record each one came from, so a pick can fill the fields beside it. */
export type RecordSearch<T> = { search: ComboboxSearch; recordOf: (option: ComboboxOption) => T | undefined };

/** Wraps a finder and an option maker: each answer's records are kept by their option's value until the next pick. */
export const recordSearch = <T>(
  find: (text: string, signal: AbortSignal) => Promise<readonly T[]>,
  toOption: (record: T) => ComboboxOption,
): RecordSearch<T> => {
  const seen = new Map<string, T>();
  return {
    search: async (text, signal) => {
      const records = await find(text, signal);
      return records.map((record) => {
        const option = toOption(record);
        seen.set(option.value, record);
        return option;
      });
    },
    recordOf: (option) => seen.get(option.value),
  };
};
