import { Alert, Loader } from '@aws-amplify/ui-react';
import type { ReceiptAnswer } from '@shared/sales/receipt-schemas';
import { CREDIT_REFUND, type ReturnAnswer } from '@shared/sales/return-schemas';
import { Link, useParams } from 'react-router';
import { toClientError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useReturn } from '../api/return-calls';
import { ReceiptPrint } from './receipt-print';
import { SALES_PATHS } from './sales-paths';

/**
 * salesreturn/salesreturn/:Id (docs/sales.md §12): a sales return's credit
 * note on the receipt's own sheet (80 mm or A4), titled Credit Note and naming
 * the receipt it is against; the refund where the receipt has its payments.
 */
export function ReturnView() {
  const { Id = '' } = useParams();
  const result = useReturn(Id);
  const timeZone = useSession().User.TZ;
  const note = result.data;
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={SALES_PATHS.returns} className="amplify-button amplify-button--small">
          Sales returns
        </Link>
        {note ? (
          <Link to={SALES_PATHS.receipt(note.SR)} className="amplify-button amplify-button--small">
            {`Receipt ${note.SRNum}`}
          </Link>
        ) : null}
      </div>
      {result.isPending ? <Loader /> : null}
      {result.isError ? <Alert variation="error">{toClientError(result.error).message}</Alert> : null}
      {note ? (
        <ReceiptPrint
          receipt={asSheet(note)}
          timeZone={timeZone}
          title="Credit Note"
          against={`Against ${note.SRNum} of ${formatDate(note.SRDate, timeZone)} · ${note.Reason}`}
        />
      ) : null}
    </div>
  );
}

/** The credit note as the receipt's sheet reads it: its lines and figures, the refund as its one payment. */
export function asSheet(note: ReturnAnswer): ReceiptAnswer {
  const refund = note.Refund.Type === CREDIT_REFUND ? 'Credit to the account' : `Refund · ${note.Refund.Type}`;
  return {
    ...note,
    Sts: note.Sts,
    Amount: note.Taxable + note.Disc,
    Payments: [{ Type: refund, ...(note.Refund.Ref ? { Ref: note.Refund.Ref } : {}), Amt: note.Refund.Amt }],
  };
}
