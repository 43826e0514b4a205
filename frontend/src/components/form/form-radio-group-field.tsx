import { Radio, RadioGroupField } from '@aws-amplify/ui-react';
import type { FieldValues } from 'react-hook-form';
import './form-fields.css';
import type { SelectOption } from './form-select-field';
import { frameProps, useBoundField, type BoundFieldProps } from './use-bound-field';

export type FormRadioGroupFieldProps<T extends FieldValues> = Omit<BoundFieldProps<T>, 'isReadOnly'> & {
  options: readonly SelectOption[];
  direction?: 'row' | 'column';
};

/** A choice of a few options, all in view, bound to the surrounding form. */
export function FormRadioGroupField<T extends FieldValues>({
  name,
  label,
  hint,
  isRequired,
  isDisabled,
  options,
  direction = 'column',
}: FormRadioGroupFieldProps<T>) {
  const { field, error, invalid } = useBoundField<T>(name);
  const { label: legend, ...frame } = frameProps({ label, hint, isRequired }, error, invalid);
  return (
    <RadioGroupField
      {...frame}
      legend={legend}
      name={field.name}
      direction={direction}
      isDisabled={isDisabled}
      value={(field.value as string | undefined) ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value}>
          {option.label}
        </Radio>
      ))}
    </RadioGroupField>
  );
}
