import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComboboxOption, ComboboxSearch } from './line-grid-columns';

export const SEARCH_DELAY_MS = 250;

export type DebouncedSearch = {
  options: readonly ComboboxOption[];
  searching: boolean;
  /** Asks for suggestions for `text` after a pause in typing; blank text clears them. */
  request: (text: string) => void;
  clear: () => void;
};

/**
 * Search-as-you-type for a combobox cell: waits for a pause in typing, aborts
 * the previous search, and keeps only the answer to the latest text, so a slow
 * answer to 'b' never replaces the answer to 'br' that came first.
 */
export function useDebouncedSearch(search: ComboboxSearch, delayMs = SEARCH_DELAY_MS): DebouncedSearch {
  const [options, setOptions] = useState<readonly ComboboxOption[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);

  const stop = useCallback(() => {
    latest.current += 1;
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);

  useEffect(() => stop, [stop]);

  const clear = useCallback(() => {
    stop();
    setOptions([]);
    setSearching(false);
  }, [stop]);

  const request = useCallback(
    (text: string) => {
      stop();
      const wanted = text.trim();
      if (wanted === '') {
        setOptions([]);
        setSearching(false);
        return;
      }
      const ticket = latest.current;
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        setSearching(true);
        search(wanted, controller.signal).then(
          (found) => {
            if (ticket !== latest.current) return;
            setOptions(found);
            setSearching(false);
          },
          () => {
            // A failed or aborted search just offers nothing; the cell still takes what was typed.
            if (ticket !== latest.current) return;
            setOptions([]);
            setSearching(false);
          },
        );
      }, delayMs);
    },
    [delayMs, search, stop],
  );

  return { options, searching, request, clear };
}
