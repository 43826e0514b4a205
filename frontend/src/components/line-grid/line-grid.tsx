import { Button } from '@aws-amplify/ui-react';
import { useCallback, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFieldArray, type ArrayPath, type FieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  ACTIONS_COLUMN_WIDTH,
  columnWidth,
  isEditable,
  NUMBER_COLUMN_WIDTH,
  tableMinWidth,
  type LineGridColumn,
} from './line-grid-columns';
import { LineGridFooter } from './line-grid-footer';
import { LineGridRow } from './line-grid-row';
import { useNarrowLayout } from './use-narrow-layout';
import './line-grid.css';

export type LineGridProps<TForm extends FieldValues, TName extends ArrayPath<TForm>> = {
  form: UseFormReturn<TForm>;
  /** The form's array of lines. */
  name: TName;
  columns: readonly LineGridColumn<FieldArray<TForm, TName>>[];
  /** A blank line, for Add and for Enter past the last line. */
  newLine: () => FieldArray<TForm, TName>;
  /** The grid's accessible name, e.g. 'Quick list'. */
  label: string;
  /** What a line is called in labels: 'line' (default), 'entry'... */
  lineNoun?: string;
  maxLines?: number;
  addLabel?: string;
  /** The footer's summary under the leading columns; default "N lines". */
  summary?: (lines: readonly FieldArray<TForm, TName>[]) => ReactNode;
  /** A message of the line's own beyond its fields' (e.g. "changed by someone else"). */
  lineError?: (line: FieldArray<TForm, TName>, index: number) => string | undefined;
  /** False keeps a line's Remove disabled (a locked line of an approved order, service-documents §6); default every line. */
  canRemove?: (line: FieldArray<TForm, TName>) => boolean;
};

type Focus = { row: number; column: number } | 'add';

/**
 * The editable line grid (docs/line-grid.md): keyboard first (Tab goes through the
 * cells in order; Enter moves to the next cell and from the last one to the next
 * line, adding one at the end; Alt+ArrowUp/Down moves the line), lines added,
 * removed and reordered through react-hook-form's field array, each line's own
 * validation messages under it, read-only computed cells, a sticky totals footer,
 * and a card per line when the grid is narrower than the columns need.
 */
export function LineGrid<TForm extends FieldValues, TName extends ArrayPath<TForm>>({
  form,
  name,
  columns,
  newLine,
  label,
  lineNoun = 'line',
  maxLines,
  addLabel,
  summary,
  lineError,
  canRemove,
}: LineGridProps<TForm, TName>) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name });
  const gridId = useId();
  const root = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<Focus | undefined>(undefined);
  const stacked = useNarrowLayout(root);
  const editable = columns.flatMap((column, at) => (isEditable(column) ? [at] : []));
  const canAdd = maxLines === undefined || fields.length < maxLines;

  const focusCell = useCallback((row: number, column: number): boolean => {
    const cell = root.current?.querySelector<HTMLInputElement>(`[data-line-cell="${row}:${column}"]`);
    if (!cell) return false;
    cell.focus();
    cell.select();
    return true;
  }, []);

  // Focus follows a line that was added, moved or removed, once it is rendered where it now belongs.
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = undefined;
    if (target === 'add') addButton.current?.focus();
    else if (target) focusCell(target.row, target.column);
  }, [fields, focusCell]);

  const addLine = (): void => {
    if (!canAdd) return;
    pendingFocus.current = { row: fields.length, column: editable[0] ?? 0 };
    append(newLine(), { shouldFocus: false });
  };

  const moveLine = (from: number, to: number, column = editable[0] ?? 0): void => {
    if (to < 0 || to >= fields.length) return;
    pendingFocus.current = { row: to, column };
    move(from, to);
  };

  const removeLine = (index: number, column = editable[0] ?? 0): void => {
    const left = fields.length - 1;
    pendingFocus.current = left === 0 ? 'add' : { row: Math.min(index, left - 1), column };
    remove(index);
  };

  const cellOf = (target: EventTarget): { row: number; column: number } | undefined => {
    const address = target instanceof HTMLElement ? target.dataset.lineCell : undefined;
    const [row, column] = address?.split(':').map(Number) ?? [];
    return row === undefined || column === undefined ? undefined : { row, column };
  };

  // Reordering is caught on the way down, before a combobox takes Alt+Arrow for its list.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    const at = cellOf(event.target);
    if (!at) return;
    event.preventDefault();
    event.stopPropagation();
    moveLine(at.row, at.row + (event.key === 'ArrowUp' ? -1 : 1), at.column);
  };

  // Enter arrives here only if the cell did not use it (a combobox picking from its open list does).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (
      event.key !== 'Enter' ||
      event.defaultPrevented ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      event.nativeEvent.isComposing
    )
      return;
    const at = cellOf(event.target);
    if (!at) return;
    event.preventDefault();
    const place = editable.indexOf(at.column);
    if (event.shiftKey) {
      const previous = editable[place - 1];
      if (previous !== undefined) focusCell(at.row, previous);
      else if (at.row > 0) focusCell(at.row - 1, editable[editable.length - 1] ?? 0);
      return;
    }
    const next = editable[place + 1];
    if (next !== undefined) focusCell(at.row, next);
    else if (at.row + 1 < fields.length) focusCell(at.row + 1, editable[0] ?? 0);
    else if (canAdd) addLine();
  };

  return (
    <div
      ref={root}
      className={stacked ? 'kk-line-grid kk-line-grid--stacked' : 'kk-line-grid'}
      data-layout={stacked ? 'cards' : 'table'}
      onKeyDownCapture={onKeyDownCapture}
      onKeyDown={onKeyDown}
    >
      {/* As a table it is never narrower than its columns need: it scrolls sideways in its own box instead (docs/line-grid.md 'Widths'). */}
      <table
        className="kk-line-grid__table"
        aria-label={label}
        style={stacked ? undefined : { minWidth: tableMinWidth(columns) }}
      >
        <colgroup>
          <col className="kk-line-grid__col-no" style={{ width: NUMBER_COLUMN_WIDTH }} />
          {columns.map((column) => {
            const width = columnWidth(column);
            return <col key={column.key} style={width ? { width } : undefined} />;
          })}
          <col className="kk-line-grid__col-actions" style={{ width: ACTIONS_COLUMN_WIDTH }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">#</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
                {column.required ? (
                  <>
                    <span className="kk-line-grid__required" aria-hidden="true">
                      {' '}
                      *
                    </span>
                    <span className="kk-visually-hidden"> (required)</span>
                  </>
                ) : null}
              </th>
            ))}
            <th scope="col" className="kk-line-grid__actions-head">
              <span className="kk-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => (
            <LineGridRow
              key={field.id}
              form={form}
              name={name}
              index={index}
              count={fields.length}
              columns={columns}
              lineNoun={lineNoun}
              errorsId={`${gridId}-errors-${field.id}`}
              lineError={lineError}
              canRemove={canRemove}
              onMove={moveLine}
              onRemove={removeLine}
            />
          ))}
        </tbody>
        <LineGridFooter control={form.control} name={name} columns={columns} summary={summary} />
      </table>
      <div className="kk-line-grid__bar">
        <Button ref={addButton} size="small" onClick={addLine} isDisabled={!canAdd}>
          {addLabel ?? `Add ${lineNoun}`}
        </Button>
      </div>
    </div>
  );
}
