import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from '@aws-amplify/ui-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from '../../lib/api-error';
import { RecordTable, type RecordColumn } from './record-table';
import { useCursorPages } from './use-cursor-pages';

afterEach(cleanup);

type Customer = { _id: string; DName: string; Phone?: string };
const columns: RecordColumn<Customer>[] = [
  { id: 'DName', header: 'Name', cell: (row) => row.DName },
  { id: 'Phone', header: 'Phone', cell: (row) => row.Phone ?? '' },
];
const ROWS: Customer[] = [
  { _id: 'c1', DName: 'Asha Rao', Phone: '9876543210' },
  { _id: 'c2', DName: 'Ravi Kumar' },
];
const base = {
  caption: 'Customers found',
  columns,
  rowKey: (row: Customer) => row._id,
  emptyText: 'No Customers to Show.',
};

describe('RecordTable', () => {
  it('shows a row per record under the column headings', () => {
    render(<RecordTable {...base} rows={ROWS} />);
    const table = screen.getByRole('table', { name: 'Customers found' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Phone']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(cells).toEqual([
      ['Asha Rao', '9876543210'],
      ['Ravi Kumar', ''],
    ]);
  });

  it('says so when there are no records, and shows no table', () => {
    render(<RecordTable {...base} rows={[]} />);
    expect(screen.getByText('No Customers to Show.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the loader while loading and neither the table nor the empty text', () => {
    render(<RecordTable {...base} rows={undefined} isLoading loadingLabel="Searching" />);
    expect(screen.getByRole('progressbar', { name: 'Searching' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No Customers to Show.')).toBeNull();
  });

  it('shows a failed load with its message and a Retry that asks again', () => {
    const retry = vi.fn();
    render(
      <RecordTable {...base} rows={undefined} error={{ message: 'Cannot connect to the server.' }} onRetry={retry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Cannot connect to the server.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('runs a row action for its own row only, and opens a row on click', () => {
    const remove = vi.fn();
    const open = vi.fn();
    render(
      <RecordTable
        {...base}
        rows={ROWS}
        onRowClick={open}
        rowActions={(row) => (
          <Button
            size="small"
            onClick={(event) => {
              event.stopPropagation();
              remove(row._id);
            }}
          >{`Delete ${row.DName}`}</Button>
        )}
      />,
    );
    expect(screen.getAllByRole('columnheader').at(-1)?.textContent).toBe('Actions');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    expect(remove).toHaveBeenCalledWith('c2');
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Asha Rao'));
    expect(open).toHaveBeenCalledWith(ROWS[0]);
  });

  it('pages with the opaque cursor: Next sends the cursor of the answer, Previous goes back to the one before', () => {
    const PAGES: Record<string, { rows: Customer[]; next?: string }> = {
      first: { rows: [ROWS[0] as Customer], next: 'opaque-2' },
      'opaque-2': { rows: [ROWS[1] as Customer] },
    };
    const asked: (string | undefined)[] = [];
    function Paged() {
      const pages = useCursorPages('Name=a');
      asked.push(pages.cursor);
      const page = PAGES[pages.cursor ?? 'first'];
      return <RecordTable {...base} rows={page?.rows} paging={{ pages, next: page?.next }} />;
    }
    render(<Paged />);
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(asked.at(-1)).toBe('opaque-2');
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(asked.at(-1)).toBeUndefined();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
  });

  it('shows no pager when everything fits on one page', () => {
    function OnePage() {
      const pages = useCursorPages('x');
      return <RecordTable {...base} rows={ROWS} paging={{ pages, next: undefined }} />;
    }
    render(<OnePage />);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows the new content of a row that keeps its key (a query that answered since)', () => {
    const { rerender } = render(<RecordTable {...base} rows={ROWS} />);
    rerender(<RecordTable {...base} rows={[{ ...ROWS[0], DName: 'Asha R. Rao' } as Customer, ROWS[1] as Customer]} />);
    expect(screen.getByText('Asha R. Rao')).toBeTruthy();
    const changing = (label: string): RecordColumn<Customer>[] => [
      { id: 'DName', header: 'Name', cell: () => <button type="button">{label}</button> },
    ];
    rerender(<RecordTable {...base} columns={changing('first')} rows={ROWS} />);
    const held = screen.getAllByRole('button')[0];
    rerender(<RecordTable {...base} columns={changing('second')} rows={ROWS} />);
    expect(screen.getAllByText('second')).toHaveLength(2);
    // New column closures update the cells in place: a button a user holds stays the same node.
    expect(screen.getAllByRole('button')[0]).toBe(held);
  });

  it('keeps the table in its own scrolling box, so a narrow page never scrolls sideways', () => {
    render(<RecordTable {...base} rows={ROWS} />);
    expect(screen.getByRole('table').closest('.kk-record-table__scroll')).toBeTruthy();
  });
});

describe('RecordTable failures', () => {
  it('shows an input error (400) without Retry: asking again cannot help', () => {
    render(
      <RecordTable
        {...base}
        rows={undefined}
        error={new ClientError(400, 'Enter at least 2 characters to search.', 400)}
        onRetry={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Enter at least 2 characters to search.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
