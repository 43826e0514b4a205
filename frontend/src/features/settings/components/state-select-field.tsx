import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../../components/form';
import { useStates } from '../api/states';

export type StateSelectFieldProps<T extends FieldValues> = {
  /** The form field holding the GST state code. */
  name: FieldPath<T>;
  isRequired?: boolean;
  /** Also told of a choice, with the state's name ('' for none), e.g. to keep the name beside the code. */
  onStateChange?: (stCode: string, stateName: string) => void;
};

/** The GST state of an address, chosen from System/StatesCities/States (cached). */
export function StateSelectField<T extends FieldValues>({
  name,
  isRequired = false,
  onStateChange,
}: StateSelectFieldProps<T>) {
  const states = useStates();
  return (
    // Controlled, so a saved state shows even when the state list arrives after the form.
    <FormSelectField<T>
      name={name}
      label="State"
      isRequired={isRequired}
      placeholder={states.isPending ? 'Loading states…' : 'Choose the state'}
      options={states.data?.map((state) => ({ value: state.StCode, label: state.Name })) ?? []}
      onValueChange={(code) => onStateChange?.(code, states.data?.find((state) => state.StCode === code)?.Name ?? '')}
    />
  );
}
