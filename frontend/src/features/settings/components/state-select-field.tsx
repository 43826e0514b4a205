import { SelectField } from '@aws-amplify/ui-react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useStates } from '../api/states';

export type StateSelectFieldProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form field holding the GST state code. */
  name: Path<T>;
  error?: string | undefined;
  isRequired?: boolean;
};

/** The GST state of an address, chosen from System/StatesCities/States (cached). */
export function StateSelectField<T extends FieldValues>({ control, name, error, isRequired = false }: StateSelectFieldProps<T>) {
  const states = useStates();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // Controlled, so a saved state shows even when the state list arrives after the form.
        <SelectField
          label="State"
          isRequired={isRequired}
          placeholder="Choose the state"
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          hasError={error !== undefined}
          errorMessage={error}
        >
          {states.data?.map((state) => (
            <option key={state.StCode} value={state.StCode}>
              {state.Name}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}
