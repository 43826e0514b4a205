import { TextAreaField } from '@aws-amplify/ui-react';
import type { FieldValues } from 'react-hook-form';
import './form-fields.css';
import { frameProps, useBoundField, type BoundFieldProps } from './use-bound-field';

export type FormTextAreaFieldProps<T extends FieldValues> = BoundFieldProps<T> & { rows?: number; maxLength?: number };

/** A multi-line text input bound to the surrounding form. */
export function FormTextAreaField<T extends FieldValues>({
  name,
  label,
  hint,
  isRequired,
  isDisabled,
  isReadOnly,
  rows,
  maxLength,
}: FormTextAreaFieldProps<T>) {
  const { field, error, invalid } = useBoundField<T>(name);
  return (
    <TextAreaField
      {...frameProps({ label, hint, isRequired, isReadOnly }, error, invalid)}
      rows={rows}
      maxLength={maxLength}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    />
  );
}
