import { Button } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { connectxRoutes } from '@shared/api/routes/connectx';
import type { CxRow } from '@shared/connectx/connectx-schemas';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useSendInvoiceOnKarkhana } from '../api/connectx-calls';

/**
 * The invoices of an order that arrived: each sent on Karkhana shows so; one not
 * yet sent has its Send button for a user who may (docs/connectx.md §5.1).
 */
export function InvoicesOf({ row }: { row: CxRow }) {
  const session = useSession();
  const send = useSendInvoiceOnKarkhana();
  const allowed = isPermitted(connectxRoutes.cxSendInvoice.permission, {
    access: session.Access,
    config: session.Entity.Config,
    user: session.User,
  });
  if (!row.Invoices?.length) return <span>—</span>;
  return (
    <span>
      {row.Invoices.map((inv) =>
        inv.Sent || !allowed ? (
          <span key={inv.DocId}>{`${inv.Num}${inv.Sent ? ' · sent' : ''} `}</span>
        ) : (
          <Button
            key={inv.DocId}
            size="small"
            isDisabled={send.isPending}
            onClick={(event) => {
              event.stopPropagation();
              send.mutate(inv.DocId, {
                onSuccess: (sent) => toast.success(`${inv.Num} sent to ${sent.PartyName} on Karkhana.`),
                onError: notifyError,
              });
            }}
          >
            {`Send ${inv.Num} on Karkhana`}
          </Button>
        ),
      )}
    </span>
  );
}
