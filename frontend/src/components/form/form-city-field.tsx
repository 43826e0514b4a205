import type { FieldValues } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useCities } from '../../lib/places';
import { FormSelectField } from './form-select-field';
import type { BoundFieldProps } from './use-bound-field';

export type FormCityFieldProps<T extends FieldValues> = Omit<BoundFieldProps<T>, 'label'> & {
  label?: string;
  /** The GST state code of the address; the picker lists that state's cities and waits for a state. */
  stateCode: string | undefined;
};

/**
 * The city of an address, picked from the chosen state's cities (System/StatesCities,
 * cached): the one City control of every address form (company profile, customers,
 * vendors). A saved city the list does not hold stays shown and chosen.
 */
export function FormCityField<T extends FieldValues>({
  name,
  label = 'City',
  stateCode,
  hint,
  isRequired,
  isDisabled,
}: FormCityFieldProps<T>) {
  const cities = useCities(stateCode || undefined);
  const current = useWatch<T>({ name }) as unknown;
  const saved = typeof current === 'string' ? current : '';
  const names = cities.data ?? [];
  const options = (saved && !names.includes(saved) ? [saved, ...names] : names).map((city) => ({
    value: city,
    label: city,
  }));
  return (
    <FormSelectField<T>
      name={name}
      label={label}
      hint={hint}
      isRequired={isRequired}
      isDisabled={isDisabled || !stateCode}
      placeholder={!stateCode ? 'Choose the state first' : cities.isFetching ? 'Loading cities…' : 'Choose the city'}
      options={options}
    />
  );
}
