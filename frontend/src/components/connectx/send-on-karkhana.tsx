import { Button } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { partiesRoutes } from '@shared/api/routes/parties';
import { connectxRoutes } from '@shared/api/routes/connectx';
import { ConnectXWords } from '@shared/connectx/connectx-messages';
import type { PurchaseOrderAnswer } from '@shared/purchasing/purchase-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifyError, toast } from '../toast/toast-store';
import { apiCall } from '../../lib/api-client';
import { querySignal } from '../../lib/query-signal';
import { useSession } from '../../lib/session';

/**
 * "Send to <vendor> on Karkhana" beside the order's own Send (docs/connectx.md
 * §4.1): only for an order the action table lets this user send, whose vendor
 * record is linked on Karkhana, and not sent on Karkhana before. The server
 * checks all of it again; the button opens ConnectX's list once sent. In the
 * components kit because the order's screen (purchasing) shows it and ConnectX owns it.
 */
const CX_SENT_PATH = '/ConnectX/Sent';

export function SendOnKarkhana({ order, sendable }: { order: PurchaseOrderAnswer; sendable: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const allowed = isPermitted(connectxRoutes.cxSendOrder.permission, {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
  });
  const connected = useQuery({
    queryKey: ['ConnectX', 'Vendors'],
    queryFn: (context) => apiCall(partiesRoutes.connectedVendors, { signal: querySignal(context) }),
    enabled: sendable && allowed,
    staleTime: 60_000,
  });
  const queryClient = useQueryClient();
  const send = useMutation({
    meta: { silent: true },
    mutationFn: ({ id, ver }: { id: string; ver: number }) =>
      apiCall(connectxRoutes.cxSendOrder, { params: { Id: id }, body: { ver } }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const vendor = connected.data?.find((v) => v._id === order.VendId);
  const sentOnKarkhana = (order.SentTo ?? '').endsWith('on Karkhana');
  if (!sendable || !allowed || !vendor || sentOnKarkhana) return null;
  return (
    <Button
      variation="primary"
      isDisabled={send.isPending}
      onClick={() =>
        send.mutate(
          { id: order._id, ver: order.ver },
          {
            onSuccess: (row) => {
              toast.success(`${order.Num} sent to ${vendor.DName} on Karkhana: ${row.State.toLowerCase()}.`);
              void navigate(CX_SENT_PATH);
            },
            onError: notifyError,
          },
        )
      }
    >
      {ConnectXWords.sendOnKarkhana(vendor.DName)}
    </Button>
  );
}
