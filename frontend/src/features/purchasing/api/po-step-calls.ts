import { purchaseOrderStepRoutes as steps } from '@shared/api/routes/purchase-order-steps';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import type { PoAction } from '@shared/purchasing/po-actions';
import type { DirectReceiveBody, PoSendBody } from '@shared/purchasing/po-step-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { PURCHASING_KEY } from './purchase-calls';

/**
 * A purchase order's steps, its print and sending, and receives without an
 * order (docs/purchasing.md §18–§20): the `purchaseorders` family beside the
 * `purchasing` one's Send and Cancel. Everything invalidates the purchasing key.
 */

export type PoStepAction = Extract<PoAction, 'Submit' | 'Approve' | 'Send' | 'Cancel' | 'Close'>;
const STEPS = {
  Submit: steps.submitPurchaseOrder,
  Approve: steps.approvePurchaseOrder,
  Close: steps.closePurchaseOrder,
  Send: purchasingRoutes.sendPurchaseOrder,
  Cancel: purchasingRoutes.cancelPurchaseOrder,
} as const;

function useChange<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: call,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PURCHASING_KEY }),
  });
}

/** POST …/{Id}/Submit, Approve, Close (purchaseorders), Send or Cancel (purchasing), at the `ver` shown. */
export const usePoStep = (Id: string) =>
  useChange(({ action, ver }: { action: PoStepAction; ver: number }) =>
    apiCall(STEPS[action], { params: { Id }, body: { ver } }),
  );

/** POST …/{Id}/SendToVendor: the link by SMS and e-mail. */
export const useSendToVendor = (Id: string) =>
  useChange((body: PoSendBody) => apiCall(steps.sendPurchaseOrderLink, { params: { Id }, body }));

/** GET …/{Id}/Print: the order with the branch as buyer, the vendor's address and the terms. */
export const usePoPrint = (Id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...PURCHASING_KEY, 'orders', 'print', Id],
    queryFn: (context) => apiCall(steps.purchaseOrderPrint, { params: { Id }, signal: querySignal(context) }),
    enabled,
  });

/** POST PurchaseOrder/DirectReceives. */
export const useCreateDirectReceive = () =>
  useChange((body: DirectReceiveBody) => apiCall(steps.createDirectReceive, { body }));
