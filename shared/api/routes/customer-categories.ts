import * as z from 'zod';
import { ENTITY_ADMIN, SESSION } from '../../access/permission';
import {
  customerCategory,
  customerCategoryInput,
  customerCategoryParams,
  customerCategoryRemoval,
  customerCategoryUpdate,
} from '../../settings/customer-categories';
import { defineRoute } from '../route';

/**
 * settings/customercategories (docs/customer-categories.md §3). Reading needs
 * only a session: the customer form and the price list form offer the list.
 * Changing needs entity admin (platform §6: customer categories need entity
 * admin, `canOpenCustomerCategories`). Every change carries the category's `ver`.
 */
export const customerCategoryRoutes = {
  listCustomerCategories: defineRoute({
    method: 'GET',
    path: 'Settings/CustomerCategories',
    family: 'settings',
    permission: SESSION,
    response: z.array(customerCategory),
  }),
  createCustomerCategory: defineRoute({
    method: 'POST',
    path: 'Settings/CustomerCategories',
    family: 'settings',
    permission: ENTITY_ADMIN,
    body: customerCategoryInput,
    response: customerCategory,
  }),
  updateCustomerCategory: defineRoute({
    method: 'PUT',
    path: 'Settings/CustomerCategories/{id}',
    family: 'settings',
    permission: ENTITY_ADMIN,
    params: customerCategoryParams,
    body: customerCategoryUpdate,
    response: customerCategory,
  }),
  /** Removes a category nothing names; one in use is deactivated instead (what names it keeps reading right). */
  removeCustomerCategory: defineRoute({
    method: 'DELETE',
    path: 'Settings/CustomerCategories/{id}',
    family: 'settings',
    permission: ENTITY_ADMIN,
    params: customerCategoryParams,
    query: z.strictObject({ ver: z.coerce.number().int().min(1) }),
    response: customerCategoryRemoval,
  }),
} as const;
