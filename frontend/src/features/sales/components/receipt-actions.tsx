import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { salesReturnRoutes } from '@shared/api/routes/sales-returns';
import { formatMoney } from '@shared/documents/money-format';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import { canReopenSalesReceipt } from '@shared/sales/sales-access';
import { useState } from 'react';
import { Link } from 'react-router';
import { toClientError } from '../../../lib/api-error';
import { formatDate, todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCancelReceipt } from '../api/return-calls';
import { SALES_PATHS } from './sales-paths';
import './sales-return.css';

/**
 * What can be done with a saved receipt (docs/sales.md §12–13): Return items
 * while something is left to take back (Accounting SlsRcpt C); Cancel receipt
 * on the day of the sale while nothing was returned (SlsRcpt U and ReOpenSR), and
 * under the same rules Re-open (the counter screen with the receipt, saved under its number);
 * and the receipt's returns, each opening its credit note.
 */
export function ReceiptActions({ receipt }: { receipt: ReceiptAnswer }) {
  const session = useSession();
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const cancelled = receipt.Sts === 'Cancelled';
  const returns = receipt.Returns ?? [];
  const left = receipt.Lines.some((l) => (l.Returned ?? 0) < l.Qty);
  const canReturn = !cancelled && left && isPermitted(salesReturnRoutes.createSalesReturn.permission, ctx);
  const canCancel =
    !cancelled &&
    returns.length === 0 &&
    receipt.Date === todayIn(session.User.TZ) &&
    isPermitted(salesReturnRoutes.cancelReceipt.permission, ctx) &&
    canReopenSalesReceipt(ctx);
  // Re-opened under the same rules as the cancel, with the right to update receipts (docs/sales.md §13).
  const canReopen = canCancel && isPermitted(salesReturnRoutes.reopenReceipt.permission, ctx);
  return (
    <section className="kk-receipt-actions" aria-label="Receipt actions">
      <Flex wrap="wrap" gap="small">
        {canReturn ? (
          <Link to={SALES_PATHS.newReturn(receipt._id)} className="amplify-button amplify-button--small">
            Return items
          </Link>
        ) : null}
        {canReopen ? (
          <Link to={SALES_PATHS.reopen(receipt._id)} className="amplify-button amplify-button--small">
            Re-open
          </Link>
        ) : null}
        {canCancel ? <CancelReceipt receipt={receipt} /> : null}
      </Flex>
      {cancelled ? <Alert variation="warning">{`Cancelled: ${receipt.CancelReason ?? ''}`}</Alert> : null}
      {returns.length > 0 ? (
        <ul className="kk-receipt-actions__returns" aria-label="Returns of this receipt">
          {returns.map((r) => (
            <li key={r._id}>
              <Link to={SALES_PATHS.salesReturn(r._id)}>{r.Num}</Link>
              {` · ${formatDate(r.Date, session.User.TZ)} · ${formatMoney(r.Total)}`}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CancelReceipt({ receipt }: { receipt: ReceiptAnswer }) {
  const cancel = useCancelReceipt(receipt._id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <Button size="small" onClick={() => setOpen(true)}>
        Cancel receipt
      </Button>
    );
  return (
    <form
      aria-label="Cancel receipt"
      onSubmit={(e) => {
        e.preventDefault();
        cancel.mutate({ Reason: reason.trim(), ver: receipt.ver });
      }}
    >
      <Flex wrap="wrap" gap="small" alignItems="flex-end">
        <TextField
          label="Reason for cancelling"
          size="small"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button size="small" type="submit" variation="warning" isDisabled={!reason.trim() || cancel.isPending}>
          Cancel this receipt
        </Button>
        <Button size="small" variation="link" onClick={() => setOpen(false)}>
          Keep it
        </Button>
      </Flex>
      {cancel.isError ? <Alert variation="error">{toClientError(cancel.error).message}</Alert> : null}
    </form>
  );
}
