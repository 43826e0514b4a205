import { packageRoutes } from '@shared/api/routes/packages';
import type {
  FulfilmentAnswer,
  PackageAnswer,
  PackageCreateBody,
  PackageShipBody,
  SoInvoiceAnswer,
  SoInvoiceBody,
} from '@shared/fulfilment/package-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../lib/api-client';
import { querySignal } from '../../lib/query-signal';

/**
 * Packages' and an order's fulfilment calls (docs/sales-fulfilment.md §6): every write refreshes the
 * packages, the order (its fulfilment and the sales orders' lists), the stock and the invoices.
 */
const PACKAGES_KEY = ['packages'] as const;
const FULFILMENT_KEY = ['fulfilment'] as const;

export type PackagesQuery = z.input<typeof packageRoutes.packages.query>;

export const usePackages = (query: PackagesQuery) =>
  useQuery({
    queryKey: [...PACKAGES_KEY, 'list', query],
    queryFn: (context) => apiCall(packageRoutes.packages, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const usePackage = (Id: string) =>
  useQuery({
    queryKey: [...PACKAGES_KEY, 'one', Id],
    queryFn: (context) => apiCall(packageRoutes.package, { params: { Id }, signal: querySignal(context) }),
  });

export const useFulfilment = (Id: string) =>
  useQuery({
    queryKey: [...FULFILMENT_KEY, Id],
    queryFn: (context) => apiCall(packageRoutes.salesOrderFulfilment, { params: { Id }, signal: querySignal(context) }),
    enabled: Id !== '',
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return (pkg?: PackageAnswer, ful?: FulfilmentAnswer) => {
    if (pkg) queryClient.setQueryData([...PACKAGES_KEY, 'one', pkg._id], pkg);
    if (ful) queryClient.setQueryData([...FULFILMENT_KEY, ful.SoId], ful);
    void queryClient.invalidateQueries({ queryKey: [...PACKAGES_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: FULFILMENT_KEY });
    // The order's own answer (its status, and its lines' delivered and invoiced quantities) and its lists.
    void queryClient.invalidateQueries({ queryKey: ['sales-documents'] });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };
}

export function useCreatePackage() {
  const refresh = useRefresh();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: PackageCreateBody) => apiCall(packageRoutes.createPackage, { body }),
    onSuccess: (pkg) => refresh(pkg),
  });
}

export function useShipPackage(Id: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: PackageShipBody) => apiCall(packageRoutes.shipPackage, { params: { Id }, body }),
    onSuccess: (pkg) => refresh(pkg),
  });
}

export function useDeliverPackage(Id: string) {
  const refresh = useRefresh();
  return useMutation({
    meta: { silent: true },
    mutationFn: (ver: number) => apiCall(packageRoutes.deliverPackage, { params: { Id }, body: { ver } }),
    onSuccess: (pkg) => refresh(pkg),
  });
}

export function useInvoiceSalesOrder(Id: string) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: SoInvoiceBody): Promise<SoInvoiceAnswer> =>
      apiCall(packageRoutes.invoiceSalesOrder, { params: { Id }, body }),
    onSuccess: (answer) => {
      refresh(undefined, answer.Fulfilment);
      void queryClient.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}
