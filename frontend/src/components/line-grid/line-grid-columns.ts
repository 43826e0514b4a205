import { formatMoney, formatPaise } from '@shared/documents/money-format';
import { rupeesToPaise } from '@shared/documents/money-math';
import Decimal from 'decimal.js';
import type { ComboboxOption, ComboboxSearch } from '../combobox/combobox-option';

/**
 * Column definitions of the line grid: what each cell of a line holds and how it
 * is edited. Estimates, repair orders and invoices describe their lines with
 * these; the quick list is the first user.
 */

/** The combobox's types, named here too so a screen describing columns needs one import. */
export type { ComboboxOption, ComboboxSearch };

/** Lets a combobox pick fill other cells of its line (e.g. the description of an op code). */
export type LineEditor<Row> = {
  readonly row: Row;
  set: <K extends keyof Row & string>(key: K, value: Row[K]) => void;
};

type ColumnBase<Row> = {
  /** The line's field the cell edits. */
  readonly key: keyof Row & string;
  readonly header: string;
  /**
   * A CSS width for the column in table layout (e.g. '8rem', '20%'). Without one a
   * figure column takes FIGURE_WIDTH and a text or combobox column shares what is
   * left, never less than TEXT_MIN_WIDTH (see tableMinWidth).
   */
  readonly width?: string;
  readonly align?: 'start' | 'end' | 'center';
  /** Marks the header as required; the form's schema does the checking. */
  readonly required?: boolean;
  readonly placeholder?: string;
  /** The cell shows its value but is not edited on lines this answers true for (a locked line, service-documents §6). */
  readonly readOnly?: (row: Row) => boolean;
};

export type TextColumn<Row> = ColumnBase<Row> & { readonly kind: 'text'; readonly maxLength?: number };

/** Numbers and amounts are typed as text and read as numbers; `total` sums the column in the footer. */
export type NumberColumn<Row> = ColumnBase<Row> & { readonly kind: 'number'; readonly total?: boolean };
export type MoneyColumn<Row> = ColumnBase<Row> & { readonly kind: 'money'; readonly total?: boolean };

export type ComboboxColumn<Row> = ColumnBase<Row> & {
  readonly kind: 'combobox';
  readonly search: ComboboxSearch;
  readonly maxLength?: number;
  /** Called after a suggestion is chosen (the cell already holds its value). */
  readonly onPick?: (option: ComboboxOption, line: LineEditor<Row>) => void;
};

/** Read-only: shown from the line's other cells, never typed into. */
export type ComputedColumn<Row> = Omit<ColumnBase<Row>, 'key'> & {
  /** Names the column; it need not be a field of the line. */
  readonly key: string;
  readonly kind: 'computed';
  readonly compute: (row: Row) => number | string | undefined;
  /** 'money' shows rupees through the money formatter; default 'text'. */
  readonly format?: 'money' | 'number' | 'text';
  readonly total?: boolean;
};

export type LineGridColumn<Row> =
  TextColumn<Row> | NumberColumn<Row> | MoneyColumn<Row> | ComboboxColumn<Row> | ComputedColumn<Row>;

/** The leading line number and the trailing Move up / Move down / Remove buttons (docs/line-grid.md 'Widths'). */
export const NUMBER_COLUMN_WIDTH = '2.5rem';
export const ACTIONS_COLUMN_WIDTH = '10rem';
/** A figure column (number, money, computed) without a width of its own. */
export const FIGURE_WIDTH = '7rem';
/** The least a description column (an operation or part name) is given: the name stays readable. */
export const TEXT_MIN_WIDTH = '16rem';

const isFlexible = (column: LineGridColumn<unknown>): boolean =>
  column.width === undefined && (column.kind === 'text' || column.kind === 'combobox');

/** The width a column's <col> gets: its own, a figure column's default, or none for a text column that takes the rest. */
export const columnWidth = <Row>(column: LineGridColumn<Row>): string | undefined =>
  column.width ?? (isFlexible(column as LineGridColumn<unknown>) ? undefined : FIGURE_WIDTH);

/**
 * The table's least width: every fixed column plus TEXT_MIN_WIDTH for each text
 * column without a width. Narrower than that, the grid scrolls sideways inside
 * its own box rather than squeezing the description to nothing.
 */
export function tableMinWidth<Row>(columns: readonly LineGridColumn<Row>[]): string {
  const parts = [
    NUMBER_COLUMN_WIDTH,
    ACTIONS_COLUMN_WIDTH,
    ...columns.map((column) => columnWidth(column) ?? TEXT_MIN_WIDTH),
  ];
  return `calc(${parts.join(' + ')})`;
}

export const isEditable = <Row>(column: LineGridColumn<Row>): boolean => column.kind !== 'computed';

export const defaultAlign = (column: LineGridColumn<unknown>): 'start' | 'end' | 'center' =>
  column.align ??
  (column.kind === 'number' ||
  column.kind === 'money' ||
  (column.kind === 'computed' && column.format !== 'text' && column.format !== undefined)
    ? 'end'
    : 'start');

/** A typed number, or undefined for blank or not a number (the schema reports those). */
export const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** What a computed cell shows. */
export function computedText<Row>(column: ComputedColumn<Row>, row: Row): string {
  const value = column.compute(row);
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (column.format === 'money') return formatMoney(value);
  return String(value);
}

/** What a read-only cell of an editable column shows: its value, money through the money formatter. */
export function readOnlyText<Row>(column: LineGridColumn<Row>, row: Row): string {
  if (column.kind === 'computed') return computedText(column, row);
  const value = row[column.key];
  if (value === undefined || value === null) return '';
  if (column.kind === 'money') {
    const amount = asNumber(value);
    return amount === undefined ? String(value) : formatMoney(amount);
  }
  return String(value);
}

/** The value a line adds to its column's footer total (money in paise, so the sum is exact). */
function cellAmount<Row>(column: LineGridColumn<Row>, row: Row): number | undefined {
  const raw = column.kind === 'computed' ? column.compute(row) : row[column.key];
  return asNumber(raw);
}

const isMoney = (column: LineGridColumn<unknown>): boolean =>
  column.kind === 'money' || (column.kind === 'computed' && column.format === 'money');

export const hasTotal = <Row>(column: LineGridColumn<Row>): boolean =>
  (column.kind === 'number' || column.kind === 'money' || column.kind === 'computed') && column.total === true;

/** The footer text of a totalled column: money sums whole paise and shows them through the one money formatter. */
export function columnTotal<Row>(column: LineGridColumn<Row>, rows: readonly Row[]): string {
  if (isMoney(column as LineGridColumn<unknown>)) {
    const paise = rows.reduce((sum, row) => sum + rupeesToPaise(cellAmount(column, row) ?? 0), 0);
    return formatPaise(paise);
  }
  // Quantities add in decimal so 0.1 + 0.2 shows 0.3.
  return rows.reduce((sum, row) => sum.plus(cellAmount(column, row) ?? 0), new Decimal(0)).toString();
}
