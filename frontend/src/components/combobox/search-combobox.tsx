import { SearchMessages } from '@shared/messages/search-messages';
import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import type { ComboboxOption, ComboboxSearch } from './combobox-option';
import { useDebouncedSearch, type SearchStatus } from './use-debounced-search';
import './search-combobox.css';

/** Attributes passed through to the input (a grid cell's address, the form's name and blur). */
export type ComboboxInputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'ref'> & {
  [data: `data-${string}`]: string | undefined;
};

export type SearchComboboxProps = {
  /** Accessible name of the input (and its visible label unless `labelHidden`). */
  label: string;
  labelHidden?: boolean;
  /** What is typed; the combobox is controlled, so a form or a screen owns the text. */
  text: string;
  onTextChange: (text: string) => void;
  search: ComboboxSearch;
  /** A suggestion was chosen (click, or Enter on the highlighted one). */
  onPick: (option: ComboboxOption) => void;
  /** Shows 'type more', 'searching' and 'no results' under the input; a grid cell keeps quiet instead. */
  showStatus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  inputClassName?: string;
  /** Extra input attributes (name, onBlur, aria-invalid, maxLength, placeholder, data-*). */
  inputAttributes?: ComboboxInputAttributes;
  /** For tests and slow links: the pause before a search is sent. */
  delayMs?: number;
};

const toText = (option: ComboboxOption | null): string => option?.value ?? '';

/** Escape closes the list but never wipes what was typed (downshift's default when closed). */
function keepText(
  state: UseComboboxState<ComboboxOption>,
  { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>,
): Partial<UseComboboxState<ComboboxOption>> {
  if (type === useCombobox.stateChangeTypes.InputKeyDownEscape)
    return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
  return changes;
}

const STATUS_TEXT: Partial<Record<SearchStatus, string>> = {
  short: SearchMessages.searchTypeMore,
  waiting: SearchMessages.searching,
  done: SearchMessages.noResults,
  failed: SearchMessages.searchFailed,
};

/**
 * The one search-as-you-type combobox (downshift): catalogue lookups on their own
 * and the line grid's combobox cells both use it. It waits for a pause in typing
 * (SEARCH_DELAY_MS), asks only from MIN_SEARCH_CHARS characters, shows only the
 * answer to the latest text, and is driven by the keyboard: arrows move through
 * the suggestions, Enter picks the highlighted one, Escape closes the list and
 * keeps the text. The list counts as open only with something to choose, so
 * Enter with nothing offered falls through (a grid moves on to the next cell).
 */
export function SearchCombobox({
  label,
  labelHidden = false,
  text,
  onTextChange,
  search,
  onPick,
  showStatus = true,
  inputRef,
  inputClassName = 'amplify-input amplify-field-group__control',
  inputAttributes,
  delayMs,
}: SearchComboboxProps) {
  const suggestions = useDebouncedSearch(search, delayMs === undefined ? {} : { delayMs });
  const [wantsOpen, setWantsOpen] = useState(false);
  const open = wantsOpen && suggestions.options.length > 0;
  const statusId = useId();

  const { highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps } = useCombobox<ComboboxOption>({
    items: [...suggestions.options],
    inputValue: text,
    selectedItem: null,
    isOpen: open,
    onIsOpenChange: ({ isOpen }) => setWantsOpen(isOpen === true),
    itemToString: toText,
    stateReducer: keepText,
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      suggestions.clear();
      onPick(selectedItem);
    },
  });

  const statusText =
    showStatus && wantsOpen && !open
      ? suggestions.status === 'failed' && suggestions.failure
        ? `${suggestions.failure} ${SearchMessages.keepTyping}`
        : STATUS_TEXT[suggestions.status]
      : undefined;
  const labelProps = getLabelProps();

  return (
    <div className="kk-combobox">
      {labelHidden ? null : (
        <label {...labelProps} className="amplify-label kk-combobox__label">
          {label}
        </label>
      )}
      <input
        className={inputClassName}
        {...getInputProps({
          ...inputAttributes,
          // Typing goes to the owner in the keystroke's own event: downshift reports
          // input changes from an effect, and a controlled input re-rendered before
          // that effect would lose every other key of fast typing (a scanner, a paste
          // of keys, a quick typist).
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            onTextChange(event.currentTarget.value);
            suggestions.request(event.currentTarget.value);
          },
          ref: inputRef,
          ...(labelHidden ? { 'aria-labelledby': undefined, 'aria-label': label } : {}),
          'aria-busy': suggestions.searching,
          'aria-describedby':
            [inputAttributes?.['aria-describedby'], statusText ? statusId : undefined].filter(Boolean).join(' ') ||
            undefined,
          autoComplete: 'off',
          spellCheck: false,
        } as Parameters<typeof getInputProps>[0])}
      />
      <ul
        className="kk-combobox__menu"
        {...getMenuProps({ 'aria-label': `${label} suggestions` })}
        aria-busy={suggestions.searching}
        hidden={!open}
      >
        {open
          ? suggestions.options.map((option, index) => (
              <li
                key={`${option.value}-${index}`}
                className={
                  index === highlightedIndex ? 'kk-combobox__option kk-combobox__option--active' : 'kk-combobox__option'
                }
                {...getItemProps({ item: option, index })}
              >
                <span className="kk-combobox__option-text">
                  <span className="kk-combobox__option-label">{option.label}</span>
                  {option.detail ? <span className="kk-combobox__option-detail">{option.detail}</span> : null}
                </span>
                {option.figure ? <span className="kk-combobox__option-figure">{option.figure}</span> : null}
              </li>
            ))
          : null}
      </ul>
      <div id={statusId} className="kk-combobox__status" role="status" hidden={statusText === undefined}>
        {statusText ?? ''}
      </div>
    </div>
  );
}
