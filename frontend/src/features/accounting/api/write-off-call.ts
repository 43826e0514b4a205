import { invoicesRoutes } from '@shared/api/routes/invoices';
import type { WriteOffBody } from '@shared/books/write-off-schemas';
import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { INVOICES_KEY, invoiceKey } from './invoice-calls';

/** POST Accounting/Invoices/{Id}/WriteOff (docs/books.md §3.9): the answer is the invoice, now Closed. */
export function useWriteOffInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: string; body: WriteOffBody }): Promise<InvoiceAnswer> =>
      apiCall(invoicesRoutes.writeOffInvoice, { params: { Id: id }, body }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKey(invoice._id), invoice);
      void queryClient.invalidateQueries({ queryKey: [...INVOICES_KEY, 'dashboard'] });
    },
  });
}
