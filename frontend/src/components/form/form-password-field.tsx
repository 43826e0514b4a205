import { PasswordField } from '@aws-amplify/ui-react';
import type { FieldValues } from 'react-hook-form';
import './form-fields.css';
import { frameProps, useBoundField, type BoundFieldProps } from './use-bound-field';

export type FormPasswordFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input (with its show-password switch) bound to the surrounding form. */
export function FormPasswordField<T extends FieldValues>({
  name,
  label,
  hint,
  isRequired,
  isDisabled,
  autoComplete,
}: FormPasswordFieldProps<T>) {
  const { field, error, invalid } = useBoundField<T>(name);
  return (
    <PasswordField
      {...frameProps({ label, hint, isRequired }, error, invalid)}
      autoComplete={autoComplete}
      isDisabled={isDisabled}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}
