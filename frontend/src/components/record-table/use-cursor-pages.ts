import { useState } from 'react';

/**
 * Next/Previous over an API cursor: the cursors of the pages seen so far are
 * kept, so Previous goes back without the server knowing about pages. A new
 * search (another `searchKey`) starts again at page one.
 */
export type CursorPages = {
  /** The cursor to send for the page on screen (undefined: the first page). */
  cursor: string | undefined;
  page: number;
  hasPrevious: boolean;
  next: (cursor: string) => void;
  previous: () => void;
};

export function useCursorPages(searchKey: string): CursorPages {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: searchKey,
    cursors: [undefined],
  });
  const cursors = state.key === searchKey ? state.cursors : [undefined];
  const page = cursors.length;
  return {
    cursor: cursors[cursors.length - 1],
    page,
    hasPrevious: page > 1,
    next: (cursor: string) => setState({ key: searchKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: searchKey, cursors: cursors.length > 1 ? cursors.slice(0, -1) : cursors }),
  };
}
