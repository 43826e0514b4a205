import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../testing/resize-observer';
import { RecordTableOrCards } from './record-list';
import type { CursorPages } from './use-cursor-pages';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Row = { _id: string; Num: string; Total: string };
const ROWS: Row[] = [
  { _id: 'a', Num: 'INV/1', Total: '₹1,200.00' },
  { _id: 'b', Num: 'INV/2', Total: '₹80.00' },
];

const pages = (over: Partial<CursorPages> = {}): CursorPages => ({
  page: 1,
  cursor: undefined,
  hasPrevious: false,
  next: vi.fn(),
  previous: vi.fn(),
  ...over,
});

function List({
  rows,
  error = null,
  next,
  paged = pages(),
}: {
  rows: Row[] | undefined;
  error?: { message: string } | null;
  next?: string;
  paged?: CursorPages;
}) {
  return (
    <RecordTableOrCards
      caption="Recent invoices"
      columns={[
        { id: 'Num', header: 'Number', cell: (row: Row) => row.Num },
        { id: 'Total', header: 'Total', cell: (row: Row) => row.Total },
      ]}
      rows={rows}
      rowKey={(row) => row._id}
      card={(row) => <a href={`/inv/${row._id}`} className="kk-record-card">{`${row.Num} · ${row.Total}`}</a>}
      emptyText="No Invoices to Show."
      error={error}
      paging={{ pages: paged, next }}
    />
  );
}

describe('RecordTableOrCards', () => {
  it('is a table when wide and cards when its own width is a phone’s, and back', () => {
    const report = stubResizeObserver();
    render(<List rows={ROWS} />);
    expect(screen.getByRole('table', { name: 'Recent invoices' })).toBeTruthy();
    act(() => report(390));
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('region', { name: 'Recent invoices' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['INV/1 · ₹1,200.00', 'INV/2 · ₹80.00']);
    act(() => report(1024));
    expect(screen.getByRole('table', { name: 'Recent invoices' })).toBeTruthy();
  });

  it('shows the empty text among the cards, and Next over the cursor', () => {
    const report = stubResizeObserver();
    const { rerender } = render(<List rows={[]} next="c2" />);
    act(() => report(390));
    expect(
      within(screen.getByRole('region', { name: 'Recent invoices' })).getByText('No Invoices to Show.'),
    ).toBeTruthy();
    const paged = pages();
    rerender(<List rows={ROWS} next="c2" paged={paged} />);
    expect(within(screen.getByRole('region', { name: 'Recent invoices' })).getByText('Page 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(paged.next).toHaveBeenCalledWith('c2');
  });

  it('leaves loading and a failure to the table, also on a phone', () => {
    const report = stubResizeObserver();
    const { rerender } = render(<List rows={undefined} />);
    act(() => report(390));
    expect(screen.queryByRole('region', { name: 'Recent invoices' })).toBeNull();
    rerender(<List rows={ROWS} error={{ message: 'The server did not answer.' }} />);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByText('The server did not answer.')).toBeTruthy();
  });
});
