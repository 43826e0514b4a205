import { useController, type Control, type FieldValues, type FieldPath } from 'react-hook-form';
import type { ComboboxOption, ComboboxSearch } from '../combobox/combobox-option';
import { SearchCombobox } from '../combobox/search-combobox';

export type ComboboxCellProps<TForm extends FieldValues> = {
  control: Control<TForm>;
  name: FieldPath<TForm>;
  search: ComboboxSearch;
  label: string;
  maxLength?: number;
  placeholder?: string;
  invalid: boolean;
  describedBy?: string;
  /** Grid addressing, so Enter and reordering can find the cell. */
  cellId: string;
  onPick: (option: ComboboxOption) => void;
};

/**
 * A cell that searches as you type (e.g. an op code or part number): the search
 * combobox bound to the line's field. The text is the cell's value; choosing a
 * suggestion puts its value in and lets the column fill the line's other cells.
 * Enter picks the highlighted suggestion while the list is open; otherwise it
 * falls through to the grid and moves on.
 */
export function ComboboxCell<TForm extends FieldValues>({
  control,
  name,
  search,
  label,
  maxLength,
  placeholder,
  invalid,
  describedBy,
  cellId,
  onPick,
}: ComboboxCellProps<TForm>) {
  const { field } = useController({ control, name });
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <SearchCombobox
      label={label}
      labelHidden
      text={text}
      onTextChange={field.onChange}
      search={search}
      onPick={(option) => {
        field.onChange(option.value);
        onPick(option);
      }}
      // A cell is too small for a status line; the grid's own messages speak for it.
      showStatus={false}
      inputRef={field.ref}
      inputClassName="kk-line-grid__input"
      inputAttributes={{
        name: field.name,
        onBlur: field.onBlur,
        'aria-invalid': invalid,
        'aria-describedby': describedBy,
        maxLength,
        placeholder,
        'data-line-cell': cellId,
      }}
    />
  );
}
