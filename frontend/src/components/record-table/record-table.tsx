import { Alert, Button, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { isInputError } from '../../lib/api-error';
import { Pager } from './pager';
import type { CursorPages } from './use-cursor-pages';
import './record-table.css';

/** One column: its heading and what a row shows in it. */
export type RecordColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
};

export type RecordTableProps<T extends RowData> = {
  /** Names the table for assistive technology (and shows above it). */
  caption: string;
  columns: readonly RecordColumn<T>[];
  /** undefined while nothing has been loaded yet. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Shown when the rows are loaded and there are none. */
  emptyText: string;
  isLoading?: boolean;
  loadingLabel?: string;
  /** A failed load: its message and a Retry button that calls onRetry (none for an input error: the same input fails again). */
  error?: { message: string } | null;
  onRetry?: () => void;
  /** Opens a row (the row is also reachable by a link or button in a cell). */
  onRowClick?: (row: T) => void;
  /** Buttons at the end of each row (edit, delete, end, ...). */
  rowActions?: (row: T) => ReactNode;
  actionsHeader?: ReactNode;
  /** data-testid of every row, for end-to-end journeys that pick a row by its text. */
  rowTestId?: string;
  /** Next/Previous over the API's opaque cursor: the pages seen so far and the next page's cursor. */
  paging?: { pages: CursorPages; next: string | undefined };
};

const ACTIONS = '__actions';

/**
 * Calls a header or cell template. Not flexRender: it mounts a function as a
 * component, and the screens' column closures are new on every render, so every
 * cell would remount (losing focus, and the DOM node a user or test holds).
 */
function render<P>(template: string | ((props: P) => unknown) | undefined, props: P): ReactNode {
  return (typeof template === 'function' ? template(props) : template) as ReactNode;
}
// Core only: no sorting, filtering or client paging (the server pages with its cursor).
const FEATURES = tableFeatures({});

/**
 * The list of records every list screen shows: columns in, Amplify UI's table
 * markup out, with the states a list has (loading, failed with Retry, empty) and
 * paging over the opaque cursor. On a narrow screen (390 px) the table scrolls
 * inside its own box, so the page never scrolls sideways.
 */
export function RecordTable<T extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  isLoading = false,
  loadingLabel = 'Loading',
  error,
  onRetry,
  onRowClick,
  rowActions,
  actionsHeader = 'Actions',
  rowTestId,
  paging,
}: RecordTableProps<T>) {
  const columnDefs = useMemo(() => {
    const defs: ColumnDef<typeof FEATURES, T>[] = columns.map((column) => ({
      id: column.id,
      header: () => column.header,
      cell: (ctx) => column.cell(ctx.row.original),
    }));
    if (rowActions)
      defs.push({ id: ACTIONS, header: () => actionsHeader, cell: (ctx) => rowActions(ctx.row.original) });
    return defs;
  }, [columns, rowActions, actionsHeader]);
  const data = useMemo(() => (rows ?? []) as T[], [rows]);
  const table = useTable({ features: FEATURES, data, columns: columnDefs, getRowId: (row) => rowKey(row) });

  return (
    <div className="kk-record-table">
      {isLoading ? <Loader ariaLabel={loadingLabel} /> : null}
      {error ? (
        <Alert variation="error" role="alert">
          {error.message}
          {onRetry && !isInputError(error) ? (
            <Button size="small" marginInlineStart="small" onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {rows !== undefined && !error ? (
        rows.length === 0 ? (
          <Text>{emptyText}</Text>
        ) : (
          <div className="kk-record-table__scroll">
            <Table caption={caption} highlightOnHover={onRowClick !== undefined} variation="striped" size="small">
              <TableHead>
                {table.getHeaderGroups().map((group) => (
                  <TableRow key={group.id}>
                    {group.headers.map((header) => (
                      <TableCell as="th" key={header.id}>
                        {render(header.column.columnDef.header, header.getContext())}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableHead>
              <TableBody>
                {table.getRowModel().rows.map((row) => (
                  <TableRow
                    key={row.id}
                    data-testid={rowTestId}
                    onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                    className={onRowClick ? 'kk-record-table__row--opens' : undefined}
                  >
                    {row.getAllCells().map((cell) => (
                      <TableCell key={cell.id}>{render(cell.column.columnDef.cell, cell.getContext())}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )
      ) : null}
      {paging && rows !== undefined && !error ? (
        <Pager
          page={paging.pages.page}
          hasPrevious={paging.pages.hasPrevious}
          next={paging.next}
          onPrevious={paging.pages.previous}
          onNext={paging.pages.next}
        />
      ) : null}
    </div>
  );
}
