import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { vendorAdvanceRoutes } from '@shared/api/routes/vendor-advances';
import type { AdvanceApplyBody } from '@shared/purchasing/advance-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { PURCHASING_KEY } from './purchase-calls';

/** GET Bills/PaymentsMade/{Id}: one payment made, with what is left of it as an advance. */
export const useBillPayment = (Id: string | undefined) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'payments', 'one', Id],
    queryFn: (context) =>
      apiCall(purchasingRoutes.billPayment, { params: { Id: Id ?? '' }, signal: querySignal(context) }),
    enabled: Id !== undefined,
  });

/** POST Bills/Advances/{Id}/Apply (docs/purchasing.md §11.1): the advance and its bills read again after. */
export function useApplyAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: string; body: AdvanceApplyBody }) =>
      apiCall(vendorAdvanceRoutes.applyVendorAdvance, { params: { Id: id }, body }),
    // Notes are under the purchasing key too.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
}
