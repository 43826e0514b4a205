import { TextField, type TextFieldProps } from '@aws-amplify/ui-react';
import type { FieldValues } from 'react-hook-form';
import './form-fields.css';
import { frameProps, useBoundField, type BoundFieldProps } from './use-bound-field';

type InputProps = Pick<
  TextFieldProps,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'autoCapitalize'
  | 'maxLength'
  | 'min'
  | 'max'
  | 'placeholder'
  | 'width'
  | 'flex'
  | 'list'
  | 'spellCheck'
  | 'style'
>;

export type FormTextFieldProps<T extends FieldValues> = BoundFieldProps<T> &
  InputProps & {
    /** The form's value from what was typed, e.g. upper-cased; text by default. */
    parse?: (text: string) => unknown;
    /** A message shown while the form holds none for the field (an inline check as the user types). */
    liveError?: string | undefined;
    /** Tidies the text when the user leaves the field (spaces stripped from a domain, say). */
    tidyOnBlur?: (text: string) => string;
  };

/** A text input bound to the surrounding form. */
export function FormTextField<T extends FieldValues>({
  name,
  label,
  hint,
  isRequired,
  isDisabled,
  isReadOnly,
  parse,
  liveError,
  tidyOnBlur,
  ...input
}: FormTextFieldProps<T>) {
  const { field, error, invalid } = useBoundField<T>(name);
  const shown = error ?? liveError;
  return (
    <TextField
      {...input}
      {...frameProps({ label, hint, isRequired, isReadOnly }, shown, invalid || liveError !== undefined)}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | number | undefined) ?? ''}
      onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
      onBlur={(event) => {
        if (tidyOnBlur) {
          const tidy = tidyOnBlur(event.target.value);
          if (tidy !== event.target.value) field.onChange(parse ? parse(tidy) : tidy);
        }
        field.onBlur();
      }}
    />
  );
}
