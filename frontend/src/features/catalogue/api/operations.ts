import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { BODY_TYPES, type BodyType, type LabourHours } from '@shared/catalogue/schemas';
import type { LtgId } from '@shared/catalogue/call-schemas';
import type * as z from 'zod';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ComboboxSearch } from '../../../components/combobox/combobox-option';
import { apiCall } from '../../../lib/api-client';
import { operationFigure } from '../utils/figures';
import { SILENT } from '../utils/save-error';
import { importCallOf } from '../../../components/csv-import/import-call';

/** One guide per body type (docs/decisions-catalogue.md): its id is fixed. */
export const guideOf = (body: BodyType): LtgId => `LTG-${body}`;

export type OperationListQuery = { body: BodyType; Q?: string; All: boolean; Next?: string };

export const OPERATIONS_KEY = ['catalogue', 'operations'] as const;

/** GET LTGS/{id}/OpCodes: a page of operations as one guide prices them (hours, rate, price). */
export const operationsQueryOptions = ({ body, Q, All, Next }: OperationListQuery) =>
  queryOptions({
    queryKey: [...OPERATIONS_KEY, 'list', body, Q ?? '', All, Next ?? ''] as const,
    queryFn: ({ signal }) =>
      apiCall(catalogueRoutes.guideOps, {
        params: { id: guideOf(body) },
        query: { ...(Q ? { Q } : {}), ...(All ? { All: 'true' as const } : {}), ...(Next ? { Next } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useOperations = (query: OperationListQuery) => useQuery(operationsQueryOptions(query));

/** An operation with its hours for every body type, as the editor shows it. */
export type OperationRecord = {
  _id: string;
  OpCode: string;
  Desc: string;
  Cat: string;
  TCode: number;
  Hrs: LabourHours;
  Act: boolean;
  Own: boolean;
  ver: number;
};

/**
 * GET LTGS/{id}/OpCodes/{opId} of the three guides: each answers the hours of its
 * own body type, so the editor asks all three (in parallel) and puts them together.
 */
export function useOperation(opId: string | undefined) {
  const results = useQueries({
    queries: BODY_TYPES.map((body) => ({
      queryKey: [...OPERATIONS_KEY, 'one', opId ?? '', body] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiCall(catalogueRoutes.guideOp, { params: { id: guideOf(body), opId: opId ?? '' }, signal }),
      enabled: opId !== undefined,
      staleTime: 0,
    })),
  });
  const error = results.find((r) => r.error)?.error ?? null;
  const answers = results.map((r) => r.data);
  const [first] = answers;
  const data: OperationRecord | undefined =
    first && answers.every((a) => a !== undefined)
      ? {
          _id: first._id,
          OpCode: first.OpCode,
          Desc: first.Desc,
          Cat: first.Cat,
          TCode: first.TCode,
          Hrs: Object.fromEntries(BODY_TYPES.map((body, at) => [body, answers[at]?.Hrs ?? 0])) as LabourHours,
          Act: first.Act,
          Own: first.Own,
          ver: first.ver,
        }
      : undefined;
  return {
    data,
    error,
    isPending: opId !== undefined && data === undefined && error === null,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}

type CreateBody = z.input<typeof catalogueRoutes.createOperation.body>;
type UpdateBody = z.input<typeof catalogueRoutes.updateOperation.body>;

/** POST LTGS/{id}/OpCodes (hours for every body type, so any guide will do) or PUT .../{opId} with the `ver` read. */
export function useSaveOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SILENT,
    mutationFn: (save: { opId?: undefined; body: CreateBody } | { opId: string; body: UpdateBody }) =>
      save.opId === undefined
        ? apiCall(catalogueRoutes.createOperation, { params: { id: guideOf('HATCHBACK') }, body: save.body })
        : apiCall(catalogueRoutes.updateOperation, {
            params: { id: guideOf('HATCHBACK'), opId: save.opId },
            body: save.body,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATIONS_KEY }),
  });
}

/** PUT .../{opId}/Deactivate with the `ver` read; reactivating is an edit with `Act: true`. */
export function useSetOperationActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ opId, ver, active }: { opId: string; ver: number; active: boolean }) =>
      active
        ? apiCall(catalogueRoutes.updateOperation, {
            params: { id: guideOf('HATCHBACK'), opId },
            body: { ver, Act: true },
          })
        : apiCall(catalogueRoutes.deactivateOperation, { params: { id: guideOf('HATCHBACK'), opId }, body: { ver } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATIONS_KEY }),
  });
}

/** LTGS/{ltgId}/Opcodesearch/{text}: the combobox's search, each result with its hours × rate or fixed price. */
export const searchGuideOperations =
  (body: BodyType): ComboboxSearch =>
  async (text, signal) => {
    const page = await apiCall(catalogueRoutes.guideOpSearch, {
      params: { ltgId: guideOf(body), text },
      query: { Limit: 10 },
      signal,
    });
    return page.Items.map((op) => ({ value: op._id, label: op.Desc, detail: op.OpCode, figure: operationFigure(op) }));
  };

export const importOperations = importCallOf(catalogueRoutes.importOperations, { id: guideOf('HATCHBACK') });
