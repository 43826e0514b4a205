import { lookupsRoutes } from '@shared/api/routes/lookups';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { PartyRow } from '@shared/parties/search-schemas';
import { useQuery } from '@tanstack/react-query';
import type { ComboboxOption, ComboboxSearch } from '../../../components/combobox/combobox-option';
import { apiCall } from '../../../lib/api-client';
import { lookupQueryOptions } from '../../../lib/lookup-query';

/** A customer search whose options remember the customer each came from (the service document's picker does the same). */
export type CustomerSearch = { search: ComboboxSearch; recordOf: (option: ComboboxOption) => PartyRow | undefined };

/** Customers/Search?Name=: name, phone and vehicles in each suggestion. */
export function customerSearch(): CustomerSearch {
  const seen = new Map<string, PartyRow>();
  return {
    search: async (text, signal) => {
      const { Items } = await apiCall(partiesRoutes.searchCustomers, { query: { Name: text, Limit: 10 }, signal });
      return Items.map((c) => {
        const option: ComboboxOption = { value: c.DName, label: c.DName, detail: [c.Phone, ...(c.RegNos ?? [])].filter(Boolean).join(' · ') };
        seen.set(option.value, c);
        return option;
      });
    },
    recordOf: (option) => seen.get(option.value),
  };
}

export const useTaxCodes = () => useQuery(lookupQueryOptions(lookupsRoutes.taxCodes, {}));
export const useInsurers = () => useQuery(lookupQueryOptions(lookupsRoutes.insurers));
