import { Alert, Loader } from '@aws-amplify/ui-react';
import { Link, useParams } from 'react-router';
import { toClientError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useReceipt } from '../api/receipt-calls';
import { ReceiptActions } from './receipt-actions';
import { ReceiptPrint } from './receipt-print';
import { SALES_PATHS } from './sales-paths';

/** Accounting/salesreceipts/:Id: one receipt as printed, to print again on a roll or A4; its returns and actions. */
export function ReceiptView() {
  const { Id = '' } = useParams();
  const receipt = useReceipt(Id);
  const timeZone = useSession().User.TZ;
  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={SALES_PATHS.search} className="amplify-button amplify-button--small">
          Sales receipts
        </Link>
      </div>
      {receipt.isPending ? <Loader /> : null}
      {receipt.isError ? <Alert variation="error">{toClientError(receipt.error).message}</Alert> : null}
      {receipt.data ? <ReceiptActions receipt={receipt.data} /> : null}
      {receipt.data ? <ReceiptPrint receipt={receipt.data} timeZone={timeZone} /> : null}
    </div>
  );
}
