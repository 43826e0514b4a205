import { settingsRoutes } from '@shared/api/routes/settings';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { querySignal } from './query-signal';

/**
 * GET Settings/CustomerCategories (docs/customer-categories.md): every category
 * with its `ver`, active first, by name. Kept below the features so the
 * settings screen that edits the list and the forms that offer it (customer,
 * price list) share one cache entry: a change on the screen refreshes the forms.
 */
export const customerCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [settingsRoutes.listCustomerCategories.path],
    queryFn: (context) => apiCall(settingsRoutes.listCustomerCategories, { signal: querySignal(context) }),
  });
