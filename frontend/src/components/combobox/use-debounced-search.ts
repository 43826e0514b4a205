import { MIN_SEARCH_CHARS } from '@shared/messages/search-messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toLookupError } from '../../lib/lookup-error';
import type { ComboboxOption, ComboboxSearch } from './combobox-option';

/** The pause in typing before a search is sent: short enough to feel immediate, long enough to skip most keystrokes. */
export const SEARCH_DELAY_MS = 150;

/**
 * Where a search stands, for the list's status line: `short` while fewer than
 * MIN_SEARCH_CHARS characters are typed, `waiting` during the pause and the
 * call, `done` once the latest text has its answer, `failed` when its call failed.
 */
export type SearchStatus = 'idle' | 'short' | 'waiting' | 'done' | 'failed';

export type DebouncedSearch = {
  options: readonly ComboboxOption[];
  status: SearchStatus;
  /** Why the latest search failed (status `failed`), in the words of service-documents §8. */
  failure?: string | undefined;
  /** True while a search for the latest text is pending (the pause or the call). */
  searching: boolean;
  /** Asks for suggestions for `text` after a pause in typing; blank or too short text clears them. */
  request: (text: string) => void;
  clear: () => void;
};

export type DebouncedSearchOptions = { delayMs?: number; minChars?: number };

/**
 * Search-as-you-type for a combobox: waits for a pause in typing, aborts the
 * previous search, and keeps only the answer to the latest text, so a slow
 * answer to 'br' never replaces the answer to 'bra' that came first.
 */
export function useDebouncedSearch(
  search: ComboboxSearch,
  { delayMs = SEARCH_DELAY_MS, minChars = MIN_SEARCH_CHARS }: DebouncedSearchOptions = {},
): DebouncedSearch {
  const [options, setOptions] = useState<readonly ComboboxOption[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  /** Why the latest search failed, in the words of service-documents §8 'Lookup calls'. */
  const [failure, setFailure] = useState<string | undefined>();
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
    setStatus('idle');
  }, [stop]);

  const request = useCallback(
    (text: string) => {
      stop();
      const wanted = text.trim();
      if (wanted.length < minChars) {
        setOptions([]);
        setStatus(wanted === '' ? 'idle' : 'short');
        return;
      }
      const ticket = latest.current;
      setStatus('waiting');
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        search(wanted, controller.signal).then(
          (found) => {
            if (ticket !== latest.current) return;
            setOptions(found);
            setStatus('done');
          },
          (error: unknown) => {
            // A failed or aborted search just offers nothing; the field still takes what was typed.
            if (ticket !== latest.current) return;
            setOptions([]);
            setFailure(toLookupError(error).message);
            setStatus('failed');
          },
        );
      }, delayMs);
    },
    [delayMs, minChars, search, stop],
  );

  return { options, status, failure, searching: status === 'waiting', request, clear };
}
