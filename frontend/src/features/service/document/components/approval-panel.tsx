import { Alert, Button, Flex, Link, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { approvalRoutes } from '@shared/api/routes/approval';
import { ApprovalMessages } from '@shared/service/approval-messages';
import { sendForApproval } from '@shared/service/approval-rules';
import { APPROVAL_CHANNELS, type SendForApprovalAnswer } from '@shared/service/approval-schemas';
import type { EstimateAnswer } from '@shared/service/call-schemas';
import type { EstimateDoc } from '@shared/service/service-docs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Dialog } from '../../../../components/dialog/dialog';
import { notifyError, toast } from '../../../../components/toast/toast-store';
import { hasUnsavedChanges } from '../../../../components/unsaved-changes/unsaved-changes-store';
import { apiCall } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import type { LiveSignal } from '../../../../lib/live-events';
import { useLiveConnected, useLiveSignal } from '../../live/use-shop-floor-refresh';
import { documentKey } from '../api/document-calls';

/**
 * How often the open estimate asks for the customer's answer while it waits for approval
 * and the tab's socket is down; with the socket up the DocumentChanged event says it at
 * once and only a slow safety poll runs (a missed event).
 */
export const APPROVAL_POLL_MS = 5000;
export const APPROVAL_SAFETY_POLL_MS = 60_000;

export const ApprovalPanelTexts = {
  send: 'Send for approval',
  answered: 'The customer has answered: the estimate shows their decisions.',
  answeredUnsaved: 'The customer has answered. Save or discard your changes to see their decisions.',
  phoneHint: "Leave empty to send to the customer's mobile.",
} as const;

/** Whether the shared send rule would accept this estimate now (the server applies the same rule). */
const sendable = (doc: EstimateAnswer): boolean => {
  try {
    sendForApproval(doc as unknown as EstimateDoc);
    return true;
  } catch {
    return false;
  }
};

/**
 * While an open estimate waits for the customer (WtngForAppr) it learns of their answer
 * from the branch's DocumentChanged event (docs/customer-loop.md §20) — the estimate's
 * id with a newer ver — or, while the socket is down, by asking for its ver every
 * APPROVAL_POLL_MS (GET Service/ApprovalLinks/{Id}: the header only; not while the tab
 * is hidden). With a newer ver it shows the decisions without a reload: the whole
 * estimate is read again and the screen starts again from it, unless the advisor has
 * unsaved edits (then it says so instead).
 */
function useCustomerAnswer(doc: EstimateAnswer): string | undefined {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | undefined>();
  const [heard, setHeard] = useState(0);
  const live = useLiveConnected();
  const waiting = doc.Sts === 'WtngForAppr';
  const watch = useQuery({
    queryKey: ['approval-watch', doc._id],
    queryFn: () => apiCall(approvalRoutes.approvalState, { params: { Id: doc._id } }),
    enabled: waiting,
    refetchInterval: live ? APPROVAL_SAFETY_POLL_MS : APPROVAL_POLL_MS,
    meta: { silent: true },
  });
  const { refetch } = watch;
  useLiveSignal(
    useCallback(
      (signal: LiveSignal) => {
        if (signal === 'resync') void refetch();
        else if (signal.Type === 'Estimate' && signal.Id === doc._id) setHeard((ver) => Math.max(ver, signal.ver));
      },
      [doc._id, refetch],
    ),
  );
  const newer = waiting && Math.max(watch.data?.ver ?? 0, heard) > doc.ver;
  useEffect(() => {
    if (!newer) return;
    if (hasUnsavedChanges()) {
      setNotice(ApprovalPanelTexts.answeredUnsaved);
      return;
    }
    toast.success(ApprovalPanelTexts.answered);
    void queryClient.invalidateQueries({ queryKey: documentKey('estimate', doc._id) });
  }, [newer, doc._id, queryClient]);
  return notice;
}

/** Send for approval on an estimate (docs/customer-loop.md 'Approval by link'), and the customer's answer live. */
export function ApprovalPanel({ doc }: { doc: EstimateAnswer }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const notice = useCustomerAnswer(doc);
  const [open, setOpen] = useState(false);
  const [channel, setChannel] = useState<(typeof APPROVAL_CHANNELS)[number]>('SMS');
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<SendForApprovalAnswer | undefined>();
  const send = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      apiCall(approvalRoutes.sendForApproval, {
        params: { Id: doc._id },
        body: { ver: doc.ver, Channel: channel, ...(phone.trim() ? { Ph: phone.trim() } : {}) },
      }),
    onSuccess: (answer) => {
      setOpen(false);
      setSent(answer);
      toast.success(ApprovalMessages.sent(answer.Ph));
      if (answer.WhatsApp) window.open(answer.WhatsApp, '_blank', 'noopener');
      void queryClient.invalidateQueries({ queryKey: documentKey('estimate', doc._id) });
    },
    onError: (error) => notifyError(error),
  });
  const may = isPermitted(approvalRoutes.sendForApproval.permission, {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
  });
  return (
    <Flex direction="column" gap="xs">
      {may && sendable(doc) ? (
        <Flex gap="xs" alignItems="center">
          <Button size="small" isDisabled={send.isPending} onClick={() => setOpen(true)}>
            {ApprovalPanelTexts.send}
          </Button>
        </Flex>
      ) : null}
      {sent ? (
        <Text fontSize="small" role="status">
          {`Link sent by ${sent.Channel} to ${sent.Ph}, valid until ${formatDateTime(sent.Expires)}: `}
          <Link href={sent.Link} isExternal>
            open
          </Link>
        </Text>
      ) : null}
      {notice ? <Alert variation="info">{notice}</Alert> : null}
      <Dialog open={open} title={ApprovalPanelTexts.send} onClose={() => setOpen(false)} size="small">
        <Flex direction="column" gap="small">
          <SelectField
            label="Send by"
            value={channel}
            onChange={(e) => setChannel(e.target.value as (typeof APPROVAL_CHANNELS)[number])}
          >
            {APPROVAL_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            descriptiveText={ApprovalPanelTexts.phoneHint}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={() => setOpen(false)}>Back</Button>
            <Button variation="primary" isLoading={send.isPending} onClick={() => send.mutate()}>
              Send
            </Button>
          </Flex>
        </Flex>
      </Dialog>
    </Flex>
  );
}
