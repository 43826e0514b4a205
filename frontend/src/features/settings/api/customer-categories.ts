import { settingsRoutes } from '@shared/api/routes/settings';
import type { CustomerCategoryInput } from '@shared/settings/customer-categories';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { customerCategoriesQueryOptions } from '../../../lib/customer-categories-query';

/** The organisation's customer categories (lib/customer-categories-query.ts). */
export const useCustomerCategories = () => useQuery(customerCategoriesQueryOptions());

export type CustomerCategorySave = { id?: string; ver?: number; fields: CustomerCategoryInput };

function useListMutation<V, T>(run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerCategoriesQueryOptions().queryKey }),
  });
}

/** POST a new category, or PUT one at the `ver` it was read at (a stale one answers 409). */
export const useSaveCustomerCategory = () =>
  useListMutation(({ id, ver, fields }: CustomerCategorySave) =>
    id !== undefined && ver !== undefined
      ? apiCall(settingsRoutes.updateCustomerCategory, { params: { id }, body: { ...fields, ver } })
      : apiCall(settingsRoutes.createCustomerCategory, { body: fields }),
  );

/** DELETE: removes an unused category; one in use comes back deactivated (the answer says which). */
export const useRemoveCustomerCategory = () =>
  useListMutation(({ id, ver }: { id: string; ver: number }) =>
    apiCall(settingsRoutes.removeCustomerCategory, { params: { id }, query: { ver } }),
  );
