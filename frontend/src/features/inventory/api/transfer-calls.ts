import { inventoryRoutes } from '@shared/api/routes/inventory';
import type { AdjustmentAnswer } from '@shared/inventory/call-schemas';
import type {
  MaterialInCreateBody,
  MaterialOutCreateBody,
  TransferAnswer,
  TransferCreateBody,
  TransferReceiveBody,
  TransferUpdateBody,
} from '@shared/inventory/transfer-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { INVENTORY_KEY } from './inventory-calls';

/**
 * Transfer orders, material in and material out (docs/inventory-transfers.md §7).
 * Everything sits under the inventory key: each moves stock, so a change refreshes every inventory list.
 */

const TRANSFERS_KEY = [...INVENTORY_KEY, 'transfers'] as const;
export type TransfersQuery = z.input<typeof inventoryRoutes.transfers.query>;

/** GET Inventory/TransferOrders: those the branch sends (Out) or those coming to it (In), newest first. */
export const useTransfers = (query: TransfersQuery) =>
  useQuery({
    queryKey: [...TRANSFERS_KEY, query],
    queryFn: (context) => apiCall(inventoryRoutes.transfers, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET Inventory/TransferOrders/{Id}. */
export const useTransfer = (Id: string) =>
  useQuery({
    queryKey: [...TRANSFERS_KEY, 'one', Id],
    queryFn: (context) => apiCall(inventoryRoutes.transfer, { params: { Id }, signal: querySignal(context) }),
  });

/** GET Inventory/TransferDestinations: the organisation's branches with their active warehouses. */
export const useTransferDestinations = () =>
  useQuery({
    queryKey: [...TRANSFERS_KEY, 'destinations'],
    queryFn: (context) => apiCall(inventoryRoutes.transferDestinations, { signal: querySignal(context) }),
    staleTime: 60_000,
  });

/** POST Inventory/TransferOrders: a draft, or dispatched at once. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: TransferCreateBody): Promise<TransferAnswer> =>
      apiCall(inventoryRoutes.createTransfer, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}

/** PUT Inventory/TransferOrders/{Id}: a draft changed at its `ver`. */
export function useUpdateTransfer(Id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: TransferUpdateBody): Promise<TransferAnswer> =>
      apiCall(inventoryRoutes.updateTransfer, { params: { Id }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}

export type TransferStep = 'Dispatch' | 'Receive' | 'Cancel';
const STEP_ROUTES = {
  Dispatch: inventoryRoutes.dispatchTransfer,
  Receive: inventoryRoutes.receiveTransfer,
  Cancel: inventoryRoutes.cancelTransfer,
} as const;

/** POST Inventory/TransferOrders/{Id}/Dispatch, Receive (what arrived; nothing named: all in transit) or Cancel. */
export function useTransferStep(Id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ step, body = {} }: { step: TransferStep; body?: TransferReceiveBody }): Promise<TransferAnswer> =>
      step === 'Receive'
        ? apiCall(STEP_ROUTES.Receive, { params: { Id }, body })
        : apiCall(STEP_ROUTES[step], { params: { Id }, body: {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}

/** Material in (`In`) and material out (`Out`): the same calls, two series. */
export type MaterialKind = 'In' | 'Out';
const MATERIAL_ROUTES = {
  In: { list: inventoryRoutes.materialIns, one: inventoryRoutes.materialIn, create: inventoryRoutes.createMaterialIn },
  Out: {
    list: inventoryRoutes.materialOuts,
    one: inventoryRoutes.materialOut,
    create: inventoryRoutes.createMaterialOut,
  },
} as const;
const materialKey = (kind: MaterialKind) => [...INVENTORY_KEY, 'material', kind] as const;

export const useMaterials = (kind: MaterialKind, query: { Cursor?: string }) =>
  useQuery({
    queryKey: [...materialKey(kind), query],
    queryFn: (context) => apiCall(MATERIAL_ROUTES[kind].list, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useMaterial = (kind: MaterialKind, Id: string) =>
  useQuery({
    queryKey: [...materialKey(kind), 'one', Id],
    queryFn: (context) => apiCall(MATERIAL_ROUTES[kind].one, { params: { Id }, signal: querySignal(context) }),
  });

export function useCreateMaterial(kind: MaterialKind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: MaterialInCreateBody | MaterialOutCreateBody): Promise<AdjustmentAnswer> =>
      kind === 'In'
        ? apiCall(MATERIAL_ROUTES.In.create, { body: body as MaterialInCreateBody })
        : apiCall(MATERIAL_ROUTES.Out.create, { body: body as MaterialOutCreateBody }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY }),
  });
}
