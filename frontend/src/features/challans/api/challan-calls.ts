import { challanRoutes } from '@shared/api/routes/challans';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { partiesRoutes } from '@shared/api/routes/parties';
import type {
  ChallanAnswer,
  ChallanCreateBody,
  ChallanReturnBody,
  ChallanSaveBody,
} from '@shared/challans/challan-schemas';
import type { ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import type { PartyRow } from '@shared/parties/search-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { recordSearch, type RecordSearch } from '../../../components/combobox/record-search';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** Delivery challans' calls (docs/challans.md §6): every write refreshes the challans and the stock. */
const CHALLANS_KEY = ['challans'] as const;

export type ChallansQuery = z.input<typeof challanRoutes.challans.query>;

export const useChallans = (query: ChallansQuery) =>
  useQuery({
    queryKey: [...CHALLANS_KEY, 'list', query],
    queryFn: (context) => apiCall(challanRoutes.challans, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const useChallan = (Id: string) =>
  useQuery({
    queryKey: [...CHALLANS_KEY, 'one', Id],
    queryFn: (context) => apiCall(challanRoutes.challan, { params: { Id }, signal: querySignal(context) }),
  });

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (answer: ChallanAnswer) => {
    queryClient.setQueryData([...CHALLANS_KEY, 'one', answer._id], answer);
    void queryClient.invalidateQueries({ queryKey: [...CHALLANS_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['inventory'] });
  };
}

const mutation = <B>(call: (body: B) => Promise<ChallanAnswer>) => ({ meta: { silent: true }, mutationFn: call });

export function useCreateChallan() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    ...mutation((body: ChallanCreateBody) => apiCall(challanRoutes.createChallan, { body })),
    onSuccess,
  });
}

export function useSaveChallan(Id: string) {
  const onSuccess = useRefreshAfter();
  return useMutation({
    ...mutation((body: ChallanSaveBody) => apiCall(challanRoutes.saveChallan, { params: { Id }, body })),
    onSuccess,
  });
}

export function useIssueChallan(Id: string) {
  const onSuccess = useRefreshAfter();
  return useMutation({
    ...mutation((ver: number) => apiCall(challanRoutes.issueChallan, { params: { Id }, body: { ver } })),
    onSuccess,
  });
}

export function useReturnChallan(Id: string) {
  const onSuccess = useRefreshAfter();
  return useMutation({
    ...mutation((body: ChallanReturnBody) => apiCall(challanRoutes.returnChallan, { params: { Id }, body })),
    onSuccess,
  });
}

export function useCancelChallan(Id: string) {
  const onSuccess = useRefreshAfter();
  return useMutation({
    ...mutation((body: { Reason: string; ver: number }) =>
      apiCall(challanRoutes.cancelChallan, { params: { Id }, body }),
    ),
    onSuccess,
  });
}

/** Parts by code or name (the sale lookup, Inventory/Items/Sale/NameSearchLite: the branch's price as a unit's value). */
export const partSearch = (): RecordSearch<ItemLookupRow> =>
  recordSearch(
    async (text, signal) =>
      (await apiCall(catalogueRoutes.itemsSaleNameLite, { params: { text }, query: {}, signal })).Items,
    (p) => ({ value: p.PCode ?? p._id, label: p.Desc, detail: [p.PCode, p.UoM].filter(Boolean).join(' · ') }),
  );

/** Vendors/Search?Name=: the job worker the goods go to. */
export const vendorSearch = (): RecordSearch<PartyRow> =>
  recordSearch(
    async (text, signal) =>
      (await apiCall(partiesRoutes.searchVendors, { query: { Name: text, Limit: 10 }, signal })).Items,
    (v) => ({ value: v.DName, label: v.DName, detail: v.Phone ?? '' }),
  );
