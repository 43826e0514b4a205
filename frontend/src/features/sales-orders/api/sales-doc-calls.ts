import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { salesOrderRoutes as R } from '@shared/api/routes/sales-orders';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import type { SalesDocAnswer, SalesDocCreateBody, SalesDocSaveBody } from '@shared/sales-orders/so-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordSearch, type RecordSearch } from '../../../components/combobox/record-search';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/**
 * Sales orders' and sales estimates' calls (docs/sales-orders.md §6): the two
 * kinds share one shape, so one set of hooks takes the kind; every write puts the
 * answer in the document's cache and refreshes the lists (both kinds: a
 * conversion writes an order and moves an estimate).
 */

export type SalesKind = 'SalesOrder' | 'SalesEstimate';

const CALLS = {
  SalesOrder: {
    list: R.salesOrders,
    one: R.salesOrder,
    create: R.createSalesOrder,
    save: R.saveSalesOrder,
    approve: R.approveSalesOrder,
    cancel: R.cancelSalesOrder,
    end: R.closeSalesOrder,
    audit: R.salesOrderAudit,
  },
  SalesEstimate: {
    list: R.salesEstimates,
    one: R.salesEstimate,
    create: R.createSalesEstimate,
    save: R.saveSalesEstimate,
    approve: R.approveSalesEstimate,
    cancel: R.cancelSalesEstimate,
    end: R.declineSalesEstimate,
    audit: R.salesEstimateAudit,
  },
} as const;

const KEY = ['sales-documents'] as const;
const oneKey = (id: string) => [...KEY, 'one', id] as const;

export type SalesListQuery = { Sts?: string; Q?: string; Cust?: string; Cursor?: string };

export const useSalesDocs = (kind: SalesKind, query: SalesListQuery) =>
  useQuery({
    queryKey: [...KEY, 'list', kind, query],
    queryFn: (context) => apiCall(CALLS[kind].list, { query: query as never, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useSalesDoc = (kind: SalesKind, Id: string) =>
  useQuery({
    queryKey: oneKey(Id),
    queryFn: (context) => apiCall(CALLS[kind].one, { params: { Id }, signal: querySignal(context) }),
  });

export const useSalesDocAudit = (kind: SalesKind, Id: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: [...oneKey(Id), 'Audit'],
    queryFn: (context) => apiCall(CALLS[kind].audit, { params: { Id }, query: {}, signal: querySignal(context) }),
  });

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (answer: SalesDocAnswer) => {
    queryClient.setQueryData(oneKey(answer._id), answer);
    void queryClient.invalidateQueries({ queryKey: [...oneKey(answer._id), 'Audit'] });
    void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
  };
}

const silent = { meta: { silent: true } } as const;

export function useCreateSalesDoc(kind: SalesKind) {
  const onSuccess = useRefreshAfter();
  return useMutation({
    ...silent,
    mutationFn: (body: SalesDocCreateBody) => apiCall(CALLS[kind].create, { body }),
    onSuccess,
  });
}

export function useSaveSalesDoc(kind: SalesKind, Id: string) {
  const onSuccess = useRefreshAfter();
  return useMutation({
    ...silent,
    mutationFn: (body: SalesDocSaveBody) => apiCall(CALLS[kind].save, { params: { Id }, body }),
    onSuccess,
  });
}

/** Approve, cancel, close (an order) or decline (an estimate), and convert (an estimate): each at the `ver` shown. */
export function useSalesDocStep(kind: SalesKind, Id: string) {
  const onSuccess = useRefreshAfter();
  const queryClient = useQueryClient();
  return useMutation({
    ...silent,
    mutationFn: async (step: { name: 'approve' | 'cancel' | 'end' | 'convert'; ver: number; Reason?: string }) => {
      const params = { Id };
      if (step.name === 'approve') return apiCall(CALLS[kind].approve, { params, body: { ver: step.ver } });
      if (step.name === 'convert') {
        const order = await apiCall(R.convertSalesEstimate, { params, body: { ver: step.ver } });
        // The estimate moved too (Converted): read again when shown.
        void queryClient.invalidateQueries({ queryKey: oneKey(Id) });
        return order;
      }
      return apiCall(CALLS[kind][step.name], { params, body: { ver: step.ver, Reason: step.Reason ?? '' } });
    },
    onSuccess,
  });
}

/** Items by code or name with the customer's price (the sale lookup, Inventory/Items/Sale/NameSearchLite?Cat=). */
export const saleItemSearch = (cat: () => string | undefined): RecordSearch<ItemLookupRow> =>
  recordSearch(
    async (text, signal) => {
      const Cat = cat();
      return (await apiCall(catalogueRoutes.itemsSaleNameLite, { params: { text }, query: Cat ? { Cat } : {}, signal }))
        .Items;
    },
    (p) => ({ value: p.PCode ?? p._id, label: p.Desc, detail: [p.PCode, p.UoM].filter(Boolean).join(' · ') }),
  );
