import { Alert, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { purchasingRoutes } from '@shared/api/routes/purchasing';
import { BillMessages } from '@shared/purchasing/bill-messages';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useCancelBill } from '../api/bill-calls';

/**
 * Cancel on the bill's screen (docs/purchasing.md §23): offered to a user with Accounting Bill D while the
 * server says the bill may be cancelled (`Cancellable`: nothing paid, applied, returned or noted); a dialog
 * asks the reason and sends it at the `ver` shown. A cancelled bill says so, with its reason.
 */
export function BillCancel({ bill }: { bill: BillAnswer }) {
  const session = useSession();
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const [open, setOpen] = useState(false);
  if (bill.Sts === 'Cancelled') return <Alert variation="warning">{`Cancelled: ${bill.CancelReason ?? ''}`}</Alert>;
  if (bill.Cancellable !== true || !isPermitted(purchasingRoutes.cancelBill.permission, ctx)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Cancel bill</Button>
      {open ? <CancelDialog bill={bill} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CancelDialog({ bill, onClose }: { bill: BillAnswer; onClose: () => void }) {
  const cancel = useCancelBill(bill._id);
  const [reason, setReason] = useState('');
  return (
    <Dialog open title={`Cancel ${bill.Num}`} onClose={onClose} size="small">
      <form
        aria-label="Cancel bill"
        onSubmit={(e) => {
          e.preventDefault();
          cancel.mutate(
            { ver: bill.ver, Reason: reason.trim() },
            {
              onSuccess: (done) => {
                toast.success(BillMessages.cancelled(done.Num));
                onClose();
              },
            },
          );
        }}
      >
        <Flex direction="column" gap="small">
          <Text>
            {`The posting of ${bill.VendName}'s bill ${bill.VendBillNo} is reversed today, the stock value it moved is taken back and its receive can be billed again.`}
          </Text>
          <TextField
            label="Reason for cancelling"
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
          />
          {cancel.isError ? <Alert variation="error">{toClientError(cancel.error).message}</Alert> : null}
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Keep the bill</Button>
            <Button
              type="submit"
              variation="warning"
              isDisabled={!reason.trim()}
              isLoading={cancel.isPending}
              loadingText="Cancelling"
            >
              Cancel this bill
            </Button>
          </Flex>
        </Flex>
      </form>
    </Dialog>
  );
}
