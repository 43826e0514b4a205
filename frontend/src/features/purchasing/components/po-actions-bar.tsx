import { Button, Flex } from '@aws-amplify/ui-react';
import { openPoActions, poRightsOf, poStateOf } from '@shared/purchasing/po-actions';
import { PoStepMessages, PoStepTexts } from '@shared/purchasing/po-step-messages';
import type { PurchaseOrderAnswer } from '@shared/purchasing/purchase-schemas';
import { RECEIVABLE } from '@shared/purchasing/purchase-statuses';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { SendOnKarkhana } from '../../../components/connectx/send-on-karkhana';
import { usePoStep, type PoStepAction } from '../api/po-step-calls';
import { PoPrintView } from './po-print-view';
import { PoSendForm } from './po-send-form';
import { PURCHASE_PATHS } from './purchase-paths';

const LABELS: Record<PoStepAction, string> = {
  Submit: PoStepTexts.submit,
  Approve: PoStepTexts.approve,
  Send: PoStepTexts.markSent,
  Cancel: PoStepTexts.cancel,
  Close: PoStepTexts.close,
};

/**
 * The order's buttons (docs/purchasing.md §18): exactly the actions the shared
 * table opens for this order, the branch's approval setting and the user's
 * rights, each at the `ver` shown; Send to vendor and Print open below.
 */
export function PoActionsBar({ order }: { order: PurchaseOrderAnswer }) {
  const session = useSession();
  const rights = poRightsOf({ access: session.Access, config: session.Entity.Config, user: session.User });
  const open = openPoActions(poStateOf(order, session.Entity.Settings), rights);
  const step = usePoStep(order._id);
  const [panel, setPanel] = useState<'send' | 'print' | undefined>();
  const run = (action: PoStepAction) =>
    step.mutate(
      { action, ver: order.ver },
      { onSuccess: (done) => toast.success(PoStepMessages.done(action, done.Num)), onError: notifyError },
    );
  const toSend = open.includes('Send') || open.includes('Resend');
  return (
    <Flex direction="column" gap="small">
      <Flex justifyContent="flex-end" gap="small" wrap="wrap">
        {(['Submit', 'Approve', 'Send', 'Close', 'Cancel'] as const)
          .filter((a) => open.includes(a))
          .map((a) => (
            <Button key={a} onClick={() => run(a)} isDisabled={step.isPending}>
              {LABELS[a]}
            </Button>
          ))}
        {toSend ? (
          <Button variation="primary" onClick={() => setPanel(panel === 'send' ? undefined : 'send')}>
            {open.includes('Resend') ? PoStepTexts.resend : PoStepTexts.sendToVendor}
          </Button>
        ) : null}
        <SendOnKarkhana order={order} sendable={toSend} />
        <Button onClick={() => setPanel(panel === 'print' ? undefined : 'print')}>{PoStepTexts.print}</Button>
        {RECEIVABLE.has(order.Sts) && rights.create ? (
          <Link to={PURCHASE_PATHS.newReceive(order._id)} className="amplify-button amplify-button--primary">
            Receive
          </Link>
        ) : null}
      </Flex>
      {panel === 'send' && toSend ? <PoSendForm order={order} onDone={() => setPanel(undefined)} /> : null}
      {panel === 'print' ? <PoPrintView id={order._id} /> : null}
    </Flex>
  );
}
