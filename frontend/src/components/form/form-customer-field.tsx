import { useMemo } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { SearchCombobox } from '../combobox/search-combobox';
import { customerSearch } from '../combobox/customer-search';
import { useBoundField } from './use-bound-field';

export type FormCustomerFieldProps<T extends FieldValues> = {
  /** The form value holding the customer's name as typed or picked (CustName). */
  name: FieldPath<T>;
  /** The form value the pick fills with the customer's id (Cust). */
  idName: FieldPath<T>;
  label?: string;
};

/**
 * The customer of a document, searched by name, phone or vehicle: picking one
 * puts its name in `name` and its id in `idName`. Typing only changes the name,
 * so the form decides what a typed name without a pick means.
 */
export function FormCustomerField<T extends FieldValues>({
  name,
  idName,
  label = 'Customer',
}: FormCustomerFieldProps<T>) {
  const { field } = useBoundField<T>(name);
  const { field: id } = useBoundField<T>(idName);
  const search = useMemo(() => customerSearch(), []);
  return (
    <SearchCombobox
      label={label}
      text={typeof field.value === 'string' ? field.value : ''}
      onTextChange={field.onChange}
      search={search.search}
      onPick={(option) => {
        const customer = search.recordOf(option);
        if (!customer) return;
        field.onChange(customer.DName);
        id.onChange(customer._id);
      }}
      inputAttributes={{ name: field.name, onBlur: field.onBlur }}
    />
  );
}
