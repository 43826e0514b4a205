import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { IssuePartAnswer, IssuePartBody } from '@shared/inventory/issue-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { INVENTORY_KEY } from './inventory-calls';

/** Under the inventory key: an issue moves stock, so the stock lists refresh with the waiting lines. */
const WAITING_KEY = [...INVENTORY_KEY, 'issue-parts'] as const;

export type WaitingPartsQuery = z.input<typeof inventoryRoutes.waitingParts.query>;

/** GET Inventory/IssueParts: part lines of the branch's open repair orders waiting for stock. */
export const useWaitingParts = (query: WaitingPartsQuery) =>
  useQuery({
    queryKey: [...WAITING_KEY, query],
    queryFn: (context) => apiCall(inventoryRoutes.waitingParts, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** POST Inventory/IssueParts (issue) or Inventory/IssueParts/Return: refreshes every inventory list. */
export function useIssuePart() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ body, back }: { body: IssuePartBody; back: boolean }): Promise<IssuePartAnswer> =>
      apiCall(back ? inventoryRoutes.returnPart : inventoryRoutes.issuePart, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}

export type AllocatedPartsQuery = z.input<typeof inventoryRoutes.allocatedParts.query>;

/** GET Inventory/AllocatedParts (My Inventory): the parts issued to the caller's own open jobs. */
export const useAllocatedParts = (query: AllocatedPartsQuery) =>
  useQuery({
    queryKey: [...INVENTORY_KEY, 'allocated', query],
    queryFn: (context) => apiCall(inventoryRoutes.allocatedParts, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });
