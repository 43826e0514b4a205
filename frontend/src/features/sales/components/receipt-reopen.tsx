import { Alert, Loader } from '@aws-amplify/ui-react';
import { Navigate, useParams } from 'react-router';
import { toClientError } from '../../../lib/api-error';
import { useReceipt } from '../api/receipt-calls';
import { CounterSale } from './counter-sale';
import { SALES_PATHS } from './sales-paths';

/**
 * Accounting/salesreceipts/:Id/ReOpen (docs/sales.md §13): the counter screen
 * loaded with a saved receipt of today, saved again under its number. 'New'
 * (platform §2: the Id of a record not made yet) has nothing to re-open: it is
 * the counter's new sale.
 */
export function ReceiptReopen() {
  const { Id = '' } = useParams();
  if (Id.toLowerCase() === 'new') return <Navigate to={SALES_PATHS.newReceipt} replace />;
  return <SavedReceiptReopen Id={Id} />;
}

function SavedReceiptReopen({ Id }: { Id: string }) {
  const receipt = useReceipt(Id);
  if (receipt.isPending) return <Loader />;
  if (receipt.isError) return <Alert variation="error">{toClientError(receipt.error).message}</Alert>;
  return <CounterSale reopening={receipt.data} />;
}
