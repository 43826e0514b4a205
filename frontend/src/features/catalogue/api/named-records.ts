import { catalogueRoutes } from '@shared/api/routes/catalogue';
import type * as z from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SILENT } from '../utils/save-error';
import { importCallOf } from '../../../components/csv-import/import-call';

/**
 * The short lists of the Service settings group, each a whole list in one answer:
 * service categories, work-order types, vehicle makes and models. `All` lists
 * deactivated records too.
 */
const all = (All: boolean) => (All ? { All: 'true' as const } : {});

export const SERVICE_CATEGORIES_KEY = ['catalogue', 'service-categories'] as const;
export const serviceCategoriesQueryOptions = (All: boolean) =>
  queryOptions({
    queryKey: [...SERVICE_CATEGORIES_KEY, All] as const,
    queryFn: ({ signal }) => apiCall(catalogueRoutes.serviceCategories, { query: all(All), signal }),
  });
export const useServiceCategories = (All: boolean) => useQuery(serviceCategoriesQueryOptions(All));

export const WORK_ORDER_TYPES_KEY = ['catalogue', 'work-order-types'] as const;
export const useWorkOrderTypes = (All: boolean) =>
  useQuery({
    queryKey: [...WORK_ORDER_TYPES_KEY, All] as const,
    queryFn: ({ signal }) => apiCall(catalogueRoutes.workOrderTypes, { query: all(All), signal }),
  });

export const MAKES_KEY = ['catalogue', 'makes'] as const;
export const useMakes = (All: boolean) =>
  useQuery({
    queryKey: [...MAKES_KEY, All] as const,
    queryFn: ({ signal }) => apiCall(catalogueRoutes.makes, { query: all(All), signal }),
  });

export const MODELS_KEY = ['catalogue', 'models'] as const;
export const useModels = (MakeId: string | undefined, All: boolean) =>
  useQuery({
    queryKey: [...MODELS_KEY, MakeId ?? '', All] as const,
    queryFn: ({ signal }) =>
      apiCall(catalogueRoutes.models, { query: { ...(MakeId ? { MakeId } : {}), ...all(All) }, signal }),
  });

/** Create, edit (with `ver`) and (de)activate for one of the lists above. */
function useWrites<C, U>(
  key: readonly string[],
  create: (body: C) => Promise<unknown>,
  update: (id: string, body: U) => Promise<unknown>,
  deactivate: (id: string, ver: number) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: key });
  const save = useMutation({
    meta: SILENT,
    mutationFn: (s: { id?: undefined; body: C } | { id: string; body: U }) =>
      s.id === undefined ? create(s.body) : update(s.id, s.body),
    onSettled,
  });
  const setActive = useMutation({
    mutationFn: ({ id, ver, active }: { id: string; ver: number; active: boolean }) =>
      active ? update(id, { ver, Act: true } as U) : deactivate(id, ver),
    onSettled,
  });
  return { save, setActive };
}

type Body<R extends { body?: z.ZodType }> = z.input<NonNullable<R['body']>>;
const r = catalogueRoutes;

export const useServiceCategoryWrites = () =>
  useWrites<Body<typeof r.createServiceCategory>, Body<typeof r.updateServiceCategory>>(
    SERVICE_CATEGORIES_KEY,
    (body) => apiCall(r.createServiceCategory, { body }),
    (id, body) => apiCall(r.updateServiceCategory, { params: { id }, body }),
    (id, ver) => apiCall(r.deactivateServiceCategory, { params: { id }, body: { ver } }),
  );
export const useWorkOrderTypeWrites = () =>
  useWrites<Body<typeof r.createWorkOrderType>, Body<typeof r.updateWorkOrderType>>(
    WORK_ORDER_TYPES_KEY,
    (body) => apiCall(r.createWorkOrderType, { body }),
    (id, body) => apiCall(r.updateWorkOrderType, { params: { id }, body }),
    (id, ver) => apiCall(r.deactivateWorkOrderType, { params: { id }, body: { ver } }),
  );
export const useMakeWrites = () =>
  useWrites<Body<typeof r.createMake>, Body<typeof r.updateMake>>(
    MAKES_KEY,
    (body) => apiCall(r.createMake, { body }),
    (id, body) => apiCall(r.updateMake, { params: { id }, body }),
    (id, ver) => apiCall(r.deactivateMake, { params: { id }, body: { ver } }),
  );
export const useModelWrites = () =>
  useWrites<Body<typeof r.createModel>, Body<typeof r.updateModel>>(
    MODELS_KEY,
    (body) => apiCall(r.createModel, { body }),
    (id, body) => apiCall(r.updateModel, { params: { id }, body }),
    (id, ver) => apiCall(r.deactivateModel, { params: { id }, body: { ver } }),
  );

export const importServiceCategories = importCallOf(r.importServiceCategories);
export const importWorkOrderTypes = importCallOf(r.importWorkOrderTypes);
export const importMakes = importCallOf(r.importMakes);
export const importModels = importCallOf(r.importModels);
