import type { KeyboardEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';

export type GridColumn = { key: string; label: string };

/**
 * A table of slot times (rows) by columns (bays, advisors or days), navigable
 * from the keyboard as one widget (WAI-ARIA grid): the arrow keys, Home and End
 * move between cells, Enter acts on the cell (opens its first appointment, or
 * books the free slot). Only the current cell is in the tab order.
 */
export function CalendarGrid({
  label,
  times,
  columns,
  cell,
  onActivate,
}: {
  label: string;
  times: readonly string[];
  columns: readonly GridColumn[];
  /** What a cell shows. */
  cell: (time: string, column: GridColumn) => ReactNode;
  /** Enter on a cell without a link of its own. */
  onActivate: (time: string, column: GridColumn) => void;
}) {
  const [at, setAt] = useState({ r: 0, c: 0 });
  const table = useRef<HTMLTableElement>(null);

  const focus = (r: number, c: number) => {
    const row = Math.max(0, Math.min(times.length - 1, r));
    const col = Math.max(0, Math.min(columns.length - 1, c));
    setAt({ r: row, c: col });
    table.current?.querySelector<HTMLElement>(`[data-r="${row}"][data-c="${col}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [at.r - 1, at.c],
      ArrowDown: [at.r + 1, at.c],
      ArrowLeft: [at.r, at.c - 1],
      ArrowRight: [at.r, at.c + 1],
      Home: [at.r, 0],
      End: [at.r, columns.length - 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focus(move[0], move[1]);
      return;
    }
    if (event.key === 'Enter' && (event.target as HTMLElement).dataset.r !== undefined) {
      event.preventDefault();
      const link = (event.target as HTMLElement).querySelector<HTMLAnchorElement>('a');
      const time = times[at.r];
      const column = columns[at.c];
      if (link) link.click();
      else if (time !== undefined && column) onActivate(time, column);
    }
  };

  return (
    <div className="kk-appt-grid-wrap">
      <table ref={table} role="grid" aria-label={label} className="kk-appt-grid" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            <th scope="col" className="kk-appt-grid__time">
              Time
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {times.map((time, r) => (
            <tr key={time}>
              <th scope="row" className="kk-appt-grid__time">
                {time}
              </th>
              {columns.map((column, c) => (
                <td
                  key={column.key}
                  role="gridcell"
                  data-r={r}
                  data-c={c}
                  tabIndex={at.r === r && at.c === c ? 0 : -1}
                  aria-label={`${time}, ${column.label}`}
                  onFocus={() => setAt({ r, c })}
                >
                  {cell(time, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
