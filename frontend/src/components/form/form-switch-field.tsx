import { CheckboxField, SwitchField } from '@aws-amplify/ui-react';
import type { FieldValues } from 'react-hook-form';
import './form-fields.css';
import { useBoundField, type BoundFieldProps } from './use-bound-field';

export type FormToggleProps<T extends FieldValues> = Omit<BoundFieldProps<T>, 'isReadOnly' | 'isRequired'>;

/** An on/off switch bound to a boolean of the surrounding form. */
export function FormSwitchField<T extends FieldValues>({ name, label, hint, isDisabled }: FormToggleProps<T>) {
  const { field, error } = useBoundField<T>(name);
  return (
    <div className="kk-field">
      <SwitchField
        label={label}
        name={field.name}
        isChecked={field.value === true}
        isDisabled={isDisabled}
        hasError={error !== undefined}
        errorMessage={error}
        onChange={(event) => field.onChange(event.target.checked)}
      />
      {hint ? <p className="amplify-text amplify-field__description">{hint}</p> : null}
    </div>
  );
}

/**
 * A checkbox bound to a boolean of the surrounding form. Controlled, because a
 * registered checkbox with a value attribute hands the form that string.
 */
export function FormCheckboxField<T extends FieldValues>({ name, label, hint, isDisabled }: FormToggleProps<T>) {
  const { field, error } = useBoundField<T>(name);
  return (
    <div className="kk-field">
      <CheckboxField
        label={label}
        name={field.name}
        value="yes"
        checked={field.value === true}
        isDisabled={isDisabled}
        hasError={error !== undefined}
        errorMessage={error}
        onChange={(event) => field.onChange(event.target.checked)}
        onBlur={field.onBlur}
      />
      {hint ? <p className="amplify-text amplify-field__description">{hint}</p> : null}
    </div>
  );
}
