import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { customerCategoryRoutes } from '@shared/api/routes/customer-categories';
import { MAX_CUSTOMER_CATEGORIES, type CustomerCategory } from '@shared/settings/customer-categories';
import { CustomerCategoryMessages as M } from '@shared/settings/customer-category-messages';
import {
  listCustomerCategories as readCategories,
  putNewCategory,
  removeCategory,
  renameCategory,
  updateCategory,
} from '../data/settings/customer-categories-repo';
import type { Call } from '../lib/http/call';

/**
 * settings/customercategories (docs/customer-categories.md §3). Names are
 * unique as the price rule compares them; a category a customer or price list
 * names keeps its name (renaming it would leave them holding the old text) and
 * is deactivated rather than removed. Every change is at the category's `ver`.
 */

type R = typeof customerCategoryRoutes;

const notFound = (): ApiError => new ApiError(ErrorCode.NotFound, M.notFound);
const stale = (): ApiError => new ApiError(ErrorCode.Conflict, Messages.conflict);

/** GET Settings/CustomerCategories: every category with its `ver`, active first, by name. */
export const listCustomerCategories = (call: Call<R['listCustomerCategories']>) => readCategories(call.session.orgId);

/** POST Settings/CustomerCategories: a new category, active unless sent otherwise. */
export async function createCustomerCategory(call: Call<R['createCustomerCategory']>) {
  const { orgId } = call.session;
  const categories = await readCategories(orgId);
  if (categories.length >= MAX_CUSTOMER_CATEGORIES)
    throw new ApiError(ErrorCode.BadRequest, M.listFull(MAX_CUSTOMER_CATEGORIES));
  const { Name, Desc, Active } = call.body;
  return putNewCategory(orgId, { _id: ulid(), Name, ...(Desc ? { Desc } : {}), Active: Active ?? true, ver: 1 });
}

/** PUT Settings/CustomerCategories/{id}: describe, (de)activate, or rename one nothing names yet. */
export async function updateCustomerCategory(call: Call<R['updateCustomerCategory']>) {
  const { orgId } = call.session;
  const { ver, Name, Desc, Active } = call.body;
  const stored = (await readCategories(orgId)).find((c) => c._id === call.params.id);
  if (!stored) throw notFound();
  if (stored.ver !== ver) throw stale();
  const next: CustomerCategory = {
    ...stored,
    ...(Name !== undefined ? { Name } : {}),
    ...(Active !== undefined ? { Active } : {}),
    ver: ver + 1,
  };
  if (Desc !== undefined) {
    if (Desc) next.Desc = Desc;
    else delete next.Desc;
  }
  if (next.Name !== stored.Name) {
    if (stored.Used)
      throw new ApiError(ErrorCode.BadRequest, M.renameInUse(stored.Name), [
        { path: 'Name', message: M.renameInUse(stored.Name) },
      ]);
    return renameCategory(orgId, stored, next);
  }
  const saved = await updateCategory(orgId, stored, { Desc: next.Desc, Active: next.Active });
  if (saved === 'stale') throw stale();
  return saved;
}

/** DELETE Settings/CustomerCategories/{id}?ver=n: removes an unused category, deactivates a used one. */
export async function removeCustomerCategory(call: Call<R['removeCustomerCategory']>) {
  const { orgId } = call.session;
  const stored = (await readCategories(orgId)).find((c) => c._id === call.params.id);
  if (!stored) throw notFound();
  if (stored.ver !== call.query.ver) throw stale();
  const outcome = await removeCategory(orgId, stored);
  if (outcome === 'missing') throw notFound();
  if (outcome === 'stale') throw stale();
  return outcome.removed
    ? { message: Messages.deleted, Removed: true }
    : { message: M.deactivated(outcome.category.Name), Removed: false, Category: outcome.category };
}
