import { Alert, Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import { WriteOffMessages } from '@shared/books/write-off-messages';
import { formatMoney } from '@shared/documents/money-format';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { formatDate } from '../../../lib/format';
import { useWriteOffInvoice } from '../api/write-off-call';

/**
 * Write Off (docs/books.md §3.9): the whole amount still due goes to bad debts
 * and the invoice closes. The dialog shows the figure it will write off and
 * asks why; the server refuses it if a payment changed the due meanwhile.
 */
export function WriteOffDialog({
  answer,
  open,
  onClose,
}: {
  answer: InvoiceAnswer;
  open: boolean;
  onClose: () => void;
}) {
  const writeOff = useWriteOffInvoice();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const due = answer.Totals.Due;
  const close = (): void => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const submit = async (): Promise<void> => {
    if (reason.trim() === '') return setMissing(true);
    try {
      await writeOff.mutateAsync({ id: answer._id, body: { ver: answer.ver, Amount: due, Reason: reason.trim() } });
      toast.success(WriteOffMessages.done(answer.Num));
      close();
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Dialog open={open} title={`Write off ${formatMoney(due)} due on ${answer.Num}`} onClose={close} size="small">
      <Flex direction="column" gap="small">
        <Text className="kk-inv__hint">
          The amount is posted to Bad debts written off and the invoice is closed. It cannot be undone.
        </Text>
        <TextAreaField
          label="Reason"
          isRequired
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          hasError={missing}
          errorMessage={WriteOffMessages.reasonRequired}
        />
        <Flex justifyContent="flex-end" gap="small">
          <Button onClick={close}>Back</Button>
          <Button variation="destructive" isLoading={writeOff.isPending} onClick={() => void submit()}>
            {`Write off ${formatMoney(due)}`}
          </Button>
        </Flex>
      </Flex>
    </Dialog>
  );
}

/** The issued invoice's line about its write-off: 'Written off ₹37.50 on 28 Nov 2026 by Asha', and why. */
export function WrittenOffNote({ answer, timeZone }: { answer: InvoiceAnswer; timeZone: string }) {
  const w = answer.WrtOff;
  if (!w) return null;
  const line = WriteOffMessages.summary(formatMoney(w.Amount), formatDate(w.Date, timeZone), w.ByName ?? w.By);
  return <Alert variation="info">{`${line}: ${w.Reason}`}</Alert>;
}
