import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../../components/form';
import { useServiceCategories } from '../api/named-records';

/** The category of an operation or complaint, from the branch's service categories (settings/Service/Categories). */
export function CategorySelect<T extends FieldValues>({ name }: { name: FieldPath<T> }) {
  const categories = useServiceCategories(false);
  const options = (categories.data ?? []).map((c) => ({ value: c._id, label: c.Name }));
  return (
    <FormSelectField<T>
      name={name}
      label="Category"
      isRequired
      placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
      options={options}
    />
  );
}

/** Category names by id, for the lists (an unknown id shows as it is). */
export function useCategoryNames(): (id: string) => string {
  const categories = useServiceCategories(true);
  const names = new Map((categories.data ?? []).map((c) => [c._id, c.Name]));
  return (id) => names.get(id) ?? id;
}
