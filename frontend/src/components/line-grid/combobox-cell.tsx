import { useState, type ChangeEvent } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useController, type Control, type FieldValues, type FieldPath } from 'react-hook-form';
import type { ComboboxOption, ComboboxSearch } from './line-grid-columns';
import { useDebouncedSearch } from './use-debounced-search';

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

const toText = (option: ComboboxOption | null): string => option?.value ?? '';

/** Escape closes the list but never wipes what was typed into the cell (downshift's default when closed). */
function keepText(state: UseComboboxState<ComboboxOption>, { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>): Partial<UseComboboxState<ComboboxOption>> {
  if (type === useCombobox.stateChangeTypes.InputKeyDownEscape) return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
  return changes;
}

/**
 * A cell that searches as you type (e.g. an op code or part number): the text is
 * the cell's value; choosing a suggestion puts its value in and lets the column
 * fill the line's other cells. Enter picks the highlighted suggestion while the
 * list is open; otherwise it falls through to the grid and moves on.
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
  const suggestions = useDebouncedSearch(search);
  const text = typeof field.value === 'string' ? field.value : '';
  // Downshift opens its list on every keystroke; it only counts as open once there is something
  // to choose, so Enter with nothing offered moves on to the next cell instead of being swallowed.
  const [wantsOpen, setWantsOpen] = useState(false);
  const open = wantsOpen && suggestions.options.length > 0;

  const { highlightedIndex, getInputProps, getMenuProps, getItemProps } = useCombobox<ComboboxOption>({
    items: [...suggestions.options],
    inputValue: text,
    selectedItem: null,
    isOpen: open,
    onIsOpenChange: ({ isOpen }) => setWantsOpen(isOpen === true),
    itemToString: toText,
    stateReducer: keepText,
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      field.onChange(selectedItem.value);
      suggestions.clear();
      onPick(selectedItem);
    },
  });

  return (
    <div className="kk-line-grid__combobox">
      <input
        className="kk-line-grid__input"
        {...getInputProps({
          // Typing goes into the form in the keystroke's own event: downshift reports
          // input changes from an effect, and a controlled input re-rendered before
          // that effect would lose every other key of fast typing (a scanner, a paste
          // of keys, a quick typist).
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            field.onChange(event.currentTarget.value);
            suggestions.request(event.currentTarget.value);
          },
          ref: field.ref,
          name: field.name,
          onBlur: field.onBlur,
          'aria-labelledby': undefined,
          'aria-label': label,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
          'aria-busy': suggestions.searching,
          maxLength,
          placeholder,
          autoComplete: 'off',
          spellCheck: false,
          'data-line-cell': cellId,
        } as Parameters<typeof getInputProps>[0])}
      />
      <ul className="kk-line-grid__menu" {...getMenuProps({ 'aria-label': `${label} suggestions` })} hidden={!open}>
        {open
          ? suggestions.options.map((option, index) => (
              <li
                key={`${option.value}-${index}`}
                className={index === highlightedIndex ? 'kk-line-grid__option kk-line-grid__option--active' : 'kk-line-grid__option'}
                {...getItemProps({ item: option, index })}
              >
                <span className="kk-line-grid__option-label">{option.label}</span>
                {option.detail ? <span className="kk-line-grid__option-detail">{option.detail}</span> : null}
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
