import { SelectField } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import './form-fields.css';
import { frameProps, useBoundField, type BoundFieldProps } from './use-bound-field';

export type SelectOption = { value: string; label: string };

export type FormSelectFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  /** The choices; or pass `<option>` children. */
  options?: readonly SelectOption[];
  children?: ReactNode;
  /** Shown (and chosen) while the value is empty. */
  placeholder?: string;
  /**
   * The form value for the chosen option's text, and the text for a form value.
   * A select only holds text; a form holding numbers says how they map, so the
   * value it starts with is exactly the one it shows.
   */
  parse?: (text: string) => unknown;
  format?: (value: unknown) => string;
  /** Also told of every choice, after the form took it (e.g. to clear a dependent field). */
  onValueChange?: (text: string) => void;
};

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A drop-down bound to the surrounding form. */
export function FormSelectField<T extends FieldValues>({
  name,
  label,
  hint,
  isRequired,
  isDisabled,
  options,
  children,
  placeholder,
  parse,
  format = asText,
  onValueChange,
}: FormSelectFieldProps<T>) {
  const { field, error, invalid } = useBoundField<T>(name);
  return (
    <SelectField
      {...frameProps({ label, hint, isRequired }, error, invalid)}
      placeholder={placeholder}
      isDisabled={isDisabled}
      name={field.name}
      ref={field.ref}
      value={format(field.value)}
      onChange={(event) => {
        field.onChange(parse ? parse(event.target.value) : event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
    >
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </SelectField>
  );
}
