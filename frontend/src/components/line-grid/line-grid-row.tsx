import { Button } from '@aws-amplify/ui-react';
import { get, useFormState, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ComboboxCell } from './combobox-cell';
import { computedText, defaultAlign, readOnlyText, type LineEditor, type LineGridColumn } from './line-grid-columns';

export type LineGridRowProps<TForm extends FieldValues, Row> = {
  form: UseFormReturn<TForm>;
  /** The field array's name, e.g. 'rows' or 'Lines'. */
  name: string;
  index: number;
  count: number;
  columns: readonly LineGridColumn<Row>[];
  /** 'line', 'entry'...: words the cells' accessible names ("Op code, entry 3"). */
  lineNoun: string;
  errorsId: string;
  lineError?: (line: Row, index: number) => string | undefined;
  canRemove?: ((line: Row) => boolean) | undefined;
  onMove: (from: number, to: number, column?: number) => void;
  onRemove: (index: number) => void;
};

const cellId = (row: number, column: number): string => `${row}:${column}`;

/** Blank stays undefined (the schema says what is missing); anything else is read as a number. */
const readNumber = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

/** One line: its cells, its move/remove actions and, under it, its own validation messages. */
export function LineGridRow<TForm extends FieldValues, Row>({
  form,
  name,
  index,
  count,
  columns,
  lineNoun,
  errorsId,
  lineError,
  canRemove,
  onMove,
  onRemove,
}: LineGridRowProps<TForm, Row>) {
  const path = (key: string) => `${name}.${index}.${key}` as FieldPath<TForm>;
  const line = useWatch({ control: form.control, name: `${name}.${index}` as FieldPath<TForm> }) as Row;
  const { errors } = useFormState({ control: form.control, name: `${name}.${index}` as FieldPath<TForm> });
  const lineName = `${lineNoun} ${index + 1}`;

  const fieldMessage = (key: string): string | undefined => {
    const error = get(errors, `${name}.${index}.${key}`) as { message?: unknown } | undefined;
    return typeof error?.message === 'string' && error.message !== '' ? error.message : undefined;
  };
  const messages = columns.flatMap((column) => {
    const message = column.kind === 'computed' ? undefined : fieldMessage(column.key);
    return message ? [{ key: column.key, text: `${column.header}: ${message}` }] : [];
  });
  const extra = line ? lineError?.(line, index) : undefined;
  if (extra) messages.push({ key: '__line', text: extra });

  const editor: LineEditor<Row> = {
    row: line,
    set: (key, value) =>
      form.setValue(path(key), value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  };

  const cell = (column: LineGridColumn<Row>, at: number) => {
    const label = `${column.header}, ${lineName}`;
    const invalid = fieldMessage(column.key) !== undefined;
    const describedBy = invalid ? errorsId : undefined;
    if (column.kind !== 'computed' && line && column.readOnly?.(line)) {
      return (
        <output className="kk-line-grid__computed" aria-label={label} data-readonly="true">
          {readOnlyText(column, line)}
        </output>
      );
    }
    switch (column.kind) {
      case 'computed':
        return (
          <output className="kk-line-grid__computed" aria-label={label}>
            {line ? computedText(column, line) : ''}
          </output>
        );
      case 'combobox':
        return (
          <ComboboxCell
            control={form.control}
            name={path(column.key)}
            search={column.search}
            label={label}
            maxLength={column.maxLength}
            placeholder={column.placeholder}
            invalid={invalid}
            describedBy={describedBy}
            cellId={cellId(index, at)}
            onPick={(option) => column.onPick?.(option, editor)}
          />
        );
      default:
        return (
          <input
            className="kk-line-grid__input"
            type="text"
            inputMode={column.kind === 'text' ? undefined : 'decimal'}
            aria-label={label}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            aria-required={column.required}
            maxLength={column.kind === 'text' ? column.maxLength : undefined}
            placeholder={column.placeholder}
            autoComplete="off"
            data-line-cell={cellId(index, at)}
            {...form.register(path(column.key), column.kind === 'text' ? {} : { setValueAs: readNumber })}
          />
        );
    }
  };

  return (
    <>
      <tr className="kk-line-grid__line" aria-invalid={messages.length > 0 || undefined}>
        <th scope="row" className="kk-line-grid__no">
          <span className="kk-line-grid__label" aria-hidden="true">
            {lineNoun}{' '}
          </span>
          {index + 1}
        </th>
        {columns.map((column, at) => (
          <td
            key={column.key}
            className={`kk-line-grid__cell kk-line-grid__cell--${column.kind}`}
            style={{ textAlign: defaultAlign(column as LineGridColumn<unknown>) }}
          >
            <span className="kk-line-grid__label" aria-hidden="true">
              {column.header}
            </span>
            {cell(column, at)}
          </td>
        ))}
        <td className="kk-line-grid__actions">
          <Button
            size="small"
            onClick={() => onMove(index, index - 1)}
            isDisabled={index === 0}
            aria-label={`Move ${lineName} up`}
            aria-keyshortcuts="Alt+ArrowUp"
          >
            ↑
          </Button>
          <Button
            size="small"
            onClick={() => onMove(index, index + 1)}
            isDisabled={index === count - 1}
            aria-label={`Move ${lineName} down`}
            aria-keyshortcuts="Alt+ArrowDown"
          >
            ↓
          </Button>
          <Button
            size="small"
            variation="link"
            onClick={() => onRemove(index)}
            isDisabled={line !== undefined && canRemove?.(line) === false}
            aria-label={`Remove ${lineName}`}
          >
            Remove
          </Button>
        </td>
      </tr>
      {messages.length > 0 ? (
        <tr className="kk-line-grid__line-errors">
          <td colSpan={columns.length + 2}>
            <ul id={errorsId} aria-label={`Problems in ${lineName}`}>
              {messages.map((message) => (
                <li key={message.key}>{message.text}</li>
              ))}
            </ul>
          </td>
        </tr>
      ) : null}
    </>
  );
}
