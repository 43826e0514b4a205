import { partiesRoutes } from '@shared/api/routes/parties';
import type { PartyRow } from '@shared/parties/search-schemas';
import { apiCall } from '../../lib/api-client';
import { recordSearch, type RecordSearch } from './record-search';

/**
 * Customers/Search?Name=: the one customer search of the pickers (document
 * header, invoice header, payer). A suggestion shows the name, with the phone
 * and vehicles to tell namesakes apart.
 */
export const customerSearch = (): RecordSearch<PartyRow> =>
  recordSearch(
    async (text, signal) =>
      (await apiCall(partiesRoutes.searchCustomers, { query: { Name: text, Limit: 10 }, signal })).Items,
    (c) => ({ value: c.DName, label: c.DName, detail: [c.Phone, ...(c.RegNos ?? [])].filter(Boolean).join(' · ') }),
  );
