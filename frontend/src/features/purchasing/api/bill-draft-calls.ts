import { billDraftRoutes } from '@shared/api/routes/bill-drafts';
import type { BillCreateBody } from '@shared/purchasing/bill-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { PURCHASING_KEY } from './purchase-calls';

/** The calls of a vendor bill's draft (docs/purchasing.md §24), under the purchasing key as the bills' calls. */

/** GET Bills/Drafts: the branch's drafts, newest first, and their count (the dashboard's Draft chip). */
export const useBillDrafts = (query: { Cursor?: string }, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [...PURCHASING_KEY, 'bills', 'drafts', query],
    queryFn: (context) => apiCall(billDraftRoutes.billDrafts, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

type DraftStep =
  | { step: 'create'; body: BillCreateBody }
  | { step: 'save'; id: string; body: BillCreateBody & { ver: number } }
  | { step: 'bill'; id: string; body: BillCreateBody & { ver: number } }
  | { step: 'discard'; id: string; ver: number };

/** Save as draft, save it again, save it as the bill (its edits saved first, then billed at the new ver), discard. */
export function useBillDraftStep() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (s: DraftStep) => {
      if (s.step === 'create') return apiCall(billDraftRoutes.createBillDraft, { body: s.body });
      if (s.step === 'discard')
        return apiCall(billDraftRoutes.discardBillDraft, { params: { Id: s.id }, body: { ver: s.ver } });
      const saved = await apiCall(billDraftRoutes.saveBillDraft, { params: { Id: s.id }, body: s.body });
      if (s.step === 'save') return saved;
      return apiCall(billDraftRoutes.billFromDraft, { params: { Id: s.id }, body: { ver: saved.ver } });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
}
