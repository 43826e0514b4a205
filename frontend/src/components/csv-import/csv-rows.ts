import { ImportMessages } from '@shared/messages/import-messages';
import { humanMessages } from '@shared/validation/error-map';
import Decimal from 'decimal.js';
import type * as z from 'zod';

/**
 * From the cells of a CSV file to records checked by the server's own schema:
 * columns are found by their header, every row is validated before anything is
 * sent, and each problem names its row (as a spreadsheet numbers it: the
 * header is row 1) and its column.
 */

/** One column a file may have: its header and the record field it fills. */
export type CsvColumn = {
  /** The header in the template ('Op code'). */
  header: string;
  /** The record's field, dotted for nested ones ('Hrs.SUV'). */
  field: string;
  /** How a cell is read; text by default. */
  kind?: 'text' | 'number' | 'boolean';
  /** The file must have the column (a blank cell is the schema's business). */
  required?: boolean;
  /** Other headers taken for this column ('OpCode', 'Code'). */
  aliases?: readonly string[];
  /** Two rows may not have the same value (a code), checked within the file. */
  unique?: boolean;
};

export type RowProblem = { row: number; column: string; message: string };

/** A row that passed: the cells keyed by field as sent to the server, and what the schema made of them. */
export type CheckedRow<T> = { row: number; raw: Record<string, unknown>; record: T };

export type CheckedRows<T> = {
  /** Records in file order, with the row each came from. */
  records: CheckedRow<T>[];
  /** Problems of the file as a whole (a missing column): nothing can be imported. */
  fileProblems: string[];
  problems: RowProblem[];
  /** Headers that match no column: they are left out. */
  ignoredHeaders: string[];
  /** Rows with something in them, the header not counted. */
  rowCount: number;
};

/** Headers compare without case, spaces or punctuation ('Op Code', 'op_code', 'OPCODE'). */
const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');

const TRUE = new Set(['true', 'yes', 'y', '1', 'active']);
const FALSE = new Set(['false', 'no', 'n', '0', 'inactive']);
/** Plain or Indian-grouped decimals, with or without a rupee sign: '1,42,500.50', '₹950', '1.5'. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell as the schema should see it; blank is left out, so the schema says whether the field is required. */
function readCell(text: string, kind: CsvColumn['kind']): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (kind === 'number') {
    const plain = trimmed.replace(/[₹,\s]/g, '');
    // decimal.js reads the digits as written, so '0.1' stays 0.1 and a money check on decimals holds.
    return NUMBER.test(plain) ? new Decimal(plain).toNumber() : trimmed;
  }
  if (kind === 'boolean') {
    const lower = trimmed.toLowerCase();
    if (TRUE.has(lower)) return true;
    if (FALSE.has(lower)) return false;
    return trimmed;
  }
  return trimmed;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = target;
  parts.slice(0, -1).forEach((part) => {
    const next = at[part];
    if (typeof next !== 'object' || next === null) at[part] = {};
    at = at[part] as Record<string, unknown>;
  });
  at[parts[parts.length - 1] as string] = value;
}

/** The column a record path belongs to ('Hrs.SUV' → 'SUV hours'); the nearest enclosing column wins. */
export function columnOfPath(columns: readonly CsvColumn[], path: string): string {
  const exact = columns.find((c) => c.field === path);
  if (exact) return exact.header;
  const within = columns.filter((c) => path.startsWith(`${c.field}.`) || c.field.startsWith(`${path}.`));
  return within[0]?.header ?? path;
}

const blankRow = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');

/**
 * Checks the cells of a file (first non-blank row = headers) against the
 * columns and the record schema. Blank rows are skipped but still counted, so
 * row numbers match what a spreadsheet shows.
 */
export function checkCsvRows<T>(
  cells: readonly (readonly string[])[],
  columns: readonly CsvColumn[],
  schema: z.ZodType<T>,
  maxRows: number,
): CheckedRows<T> {
  const headerAt = cells.findIndex((row) => !blankRow(row));
  const result: CheckedRows<T> = { records: [], fileProblems: [], problems: [], ignoredHeaders: [], rowCount: 0 };
  if (headerAt < 0) return { ...result, fileProblems: [ImportMessages.noRows] };

  const headers = cells[headerAt] ?? [];
  const byKey = new Map<string, CsvColumn>();
  columns.forEach((column) =>
    [column.header, column.field, ...(column.aliases ?? [])].forEach((name) => byKey.set(headerKey(name), column)),
  );
  const positions: { at: number; column: CsvColumn }[] = [];
  headers.forEach((header, at) => {
    const column = byKey.get(headerKey(header));
    if (!column) {
      if (header.trim() !== '') result.ignoredHeaders.push(header.trim());
    } else if (!positions.some((p) => p.column === column)) positions.push({ at, column });
  });
  const missing = columns.filter((c) => c.required && !positions.some((p) => p.column === c));
  result.fileProblems.push(...missing.map((c) => ImportMessages.missingColumn(c.header)));

  const dataRows = cells
    .map((row, index) => ({ row: index + 1, cells: row }))
    .slice(headerAt + 1)
    .filter((r) => !blankRow(r.cells));
  result.rowCount = dataRows.length;
  if (dataRows.length === 0) result.fileProblems.push(ImportMessages.noRows);
  if (dataRows.length > maxRows) result.fileProblems.push(ImportMessages.tooManyRows(maxRows));
  if (result.fileProblems.length > 0) return result;

  const seen = new Map<string, Map<string, number>>();
  for (const { row, cells: rowCells } of dataRows) {
    const value: Record<string, unknown> = {};
    for (const { at, column } of positions) {
      const cell = readCell(rowCells[at] ?? '', column.kind);
      if (cell !== undefined) setPath(value, column.field, cell);
      if (column.unique && typeof cell === 'string') {
        const values = seen.get(column.field) ?? new Map<string, number>();
        seen.set(column.field, values);
        const first = values.get(headerKey(cell));
        if (first !== undefined)
          result.problems.push({
            row,
            column: column.header,
            message: ImportMessages.duplicateInFile(column.header, first),
          });
        else values.set(headerKey(cell), row);
      }
    }
    const parsed = schema.safeParse(value, humanMessages);
    if (parsed.success) result.records.push({ row, raw: value, record: parsed.data });
    else
      parsed.error.issues.forEach((issue) =>
        result.problems.push({
          row,
          column: columnOfPath(columns, issue.path.map(String).join('.')),
          message: issue.message,
        }),
      );
  }
  result.problems.sort((a, b) => a.row - b.row);
  return result;
}
