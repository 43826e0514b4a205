import { categoryKey } from '@shared/inventory/sale-price';
import type { CustomerCategory } from '@shared/settings/customer-categories';
import { CustomerCategoryMessages as M } from '@shared/settings/customer-category-messages';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type FieldValues } from 'react-hook-form';
import { customerCategoriesQueryOptions } from '../../lib/customer-categories-query';
import { FormSelectField, type SelectOption } from './form-select-field';
import type { BoundFieldProps } from './use-bound-field';

/**
 * The choices for a field holding a category's name: the empty choice first,
 * then the active categories. A stored value is always a choice, spelled as
 * stored: a category's own name when it matches one (case and spaces aside,
 * as the price rule compares), else the text marked as not on the list (old
 * data), so opening and saving a record never changes what it holds.
 */
export function customerCategoryOptions(
  categories: readonly CustomerCategory[] | undefined,
  value: string,
  empty: string,
): SelectOption[] {
  const key = value.trim() ? categoryKey(value) : undefined;
  const options = (categories ?? [])
    .filter((c) => c.Active || categoryKey(c.Name) === key)
    .map((c) => ({
      value: categoryKey(c.Name) === key ? value : c.Name,
      label: c.Active ? c.Name : `${c.Name} (inactive)`,
    }));
  const known = options.some((o) => o.value === value);
  return [
    { value: '', label: empty },
    ...(key && !known ? [{ value, label: `${value.trim()} (${M.notInList})` }] : []),
    ...options,
  ];
}

export type FormCustomerCategoryFieldProps<T extends FieldValues> = BoundFieldProps<T> & {
  /** The empty choice: 'None' on a customer, 'All customers' on a price list. */
  emptyLabel: string;
};

/** A customer category picked from settings/customercategories (docs/customer-categories.md §5). */
export function FormCustomerCategoryField<T extends FieldValues>({
  name,
  emptyLabel,
  ...frame
}: FormCustomerCategoryFieldProps<T>) {
  const categories = useQuery(customerCategoriesQueryOptions());
  const value = useWatch<T>({ name }) as unknown;
  const text = typeof value === 'string' ? value : '';
  return (
    <FormSelectField<T> name={name} {...frame} options={customerCategoryOptions(categories.data, text, emptyLabel)} />
  );
}
