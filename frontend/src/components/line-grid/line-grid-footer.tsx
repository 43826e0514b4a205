import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { columnTotal, defaultAlign, hasTotal, type LineGridColumn } from './line-grid-columns';

export type LineGridFooterProps<TForm extends FieldValues, Row> = {
  control: Control<TForm>;
  name: string;
  columns: readonly LineGridColumn<Row>[];
  summary?: (lines: readonly Row[]) => ReactNode;
};

/**
 * The sticky totals row: a summary (e.g. the count) under the leading columns,
 * then each totalled column's sum under its own column. It watches the lines on
 * its own, so typing re-renders the footer and the one line, not the grid.
 */
export function LineGridFooter<TForm extends FieldValues, Row>({
  control,
  name,
  columns,
  summary,
}: LineGridFooterProps<TForm, Row>) {
  const lines = (useWatch({ control, name: name as FieldPath<TForm> }) ?? []) as Row[];
  const firstTotal = columns.findIndex((column) => hasTotal(column));
  const leading = firstTotal < 0 ? columns.length : firstTotal;

  return (
    <tfoot className="kk-line-grid__footer">
      <tr>
        <th scope="row" colSpan={leading + 1} className="kk-line-grid__summary">
          {summary ? summary(lines) : `${lines.length} lines`}
        </th>
        {columns.slice(leading).map((column) =>
          hasTotal(column) ? (
            <td
              key={column.key}
              className="kk-line-grid__total"
              style={{ textAlign: defaultAlign(column as LineGridColumn<unknown>) }}
            >
              <span className="kk-line-grid__label" aria-hidden="true">
                {column.header}{' '}
              </span>
              <output aria-label={`Total ${column.header}`}>{columnTotal(column, lines)}</output>
            </td>
          ) : (
            <td key={column.key} className="kk-line-grid__total kk-line-grid__total--empty" />
          ),
        )}
        <td className="kk-line-grid__total kk-line-grid__total--empty" />
      </tr>
    </tfoot>
  );
}
