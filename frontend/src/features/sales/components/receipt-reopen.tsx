import { Alert, Loader } from '@aws-amplify/ui-react';
import { useParams } from 'react-router';
import { toClientError } from '../../../lib/api-error';
import { useReceipt } from '../api/receipt-calls';
import { CounterSale } from './counter-sale';

/**
 * Accounting/salesreceipts/:Id/ReOpen (docs/sales.md §13): the counter screen
 * loaded with a saved receipt of today, saved again under its number.
 */
export function ReceiptReopen() {
  const { Id = '' } = useParams();
  const receipt = useReceipt(Id);
  if (receipt.isPending) return <Loader />;
  if (receipt.isError) return <Alert variation="error">{toClientError(receipt.error).message}</Alert>;
  return <CounterSale reopening={receipt.data} />;
}
