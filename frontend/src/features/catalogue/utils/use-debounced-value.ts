import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS } from '../../../components/combobox/use-debounced-search';

/** The value after a pause in typing (the list filters of the catalogue screens use the combobox's pause). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
