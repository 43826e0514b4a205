import { Alert, Button, Loader } from '@aws-amplify/ui-react';
import { NEW_ID } from '@shared/access/permission-string';
import { useInvoice } from '../api/invoice-calls';
import { InvoiceEditor } from './invoice-editor';

/**
 * Accounting/Invoice/{Id}: 'New' writes a new Draft; any other Id loads the
 * invoice. Each version of a Draft the server answers (a save, an action)
 * starts the form again from what the server holds.
 */
export function InvoiceScreen({ id }: { id: string }) {
  const isNew = id.toLowerCase() === NEW_ID;
  const invoice = useInvoice(isNew ? undefined : id);
  if (isNew) return <InvoiceEditor key="new" answer={undefined} />;
  // The cached copy is never shown, not even for the render before the read starts: its actions could be
  // ones the server now refuses. A failed read is shown as one (below), with Retry.
  if (invoice.isPending || !invoice.isFetchedAfterMount) return <Loader size="large" ariaLabel="Loading the invoice" />;
  if (invoice.isError) {
    return (
      <Alert variation="error" role="alert">
        {invoice.error.message}
        <Button size="small" marginInlineStart="small" onClick={() => void invoice.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  // A Draft's form starts again from each saved version; an issued invoice only re-renders, so a
  // dialog showing an action's outcome (the credit note's number, the link sent) stays open.
  const version = invoice.data.Sts === 'Draft' ? `-${invoice.data.ver}` : '';
  return <InvoiceEditor key={`${invoice.data._id}${version}`} answer={invoice.data} />;
}
