import type { RowData } from '@tanstack/react-table';
import { useRef, type ReactNode } from 'react';
import { useNarrowLayout } from '../line-grid/use-narrow-layout';
import { Pager } from './pager';
import { RecordTable, type RecordTableProps } from './record-table';
import './record-list.css';

export type RecordTableOrCardsProps<T extends RowData> = RecordTableProps<T> & {
  /** A row as a card at 390 px: usually a link (class kk-record-card) with the row's main facts first. */
  card: (row: T) => ReactNode;
};

/**
 * A list as a dense table on a desktop and as cards on a phone: the list's own
 * width decides, like the line grid. Cards show once rows are loaded and the
 * load did not fail (loading, the failure and Retry stay the table's), with
 * the same empty text and Previous/Next over the cursor.
 */
export function RecordTableOrCards<T extends RowData>({ card, ...table }: RecordTableOrCardsProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrowLayout(box);
  const { caption, rows, rowKey, emptyText, error, paging } = table;
  return (
    <div ref={box} className="kk-record-list">
      {narrow && rows !== undefined && !error ? (
        <section aria-label={caption}>
          {rows.length === 0 ? (
            <p>{emptyText}</p>
          ) : (
            <ul className="kk-record-cards">
              {rows.map((row) => (
                <li key={rowKey(row)}>{card(row)}</li>
              ))}
            </ul>
          )}
          {paging ? (
            <Pager
              page={paging.pages.page}
              hasPrevious={paging.pages.hasPrevious}
              next={paging.next}
              onPrevious={paging.pages.previous}
              onNext={paging.pages.next}
            />
          ) : null}
        </section>
      ) : (
        <RecordTable {...table} />
      )}
    </div>
  );
}
