import { challanInvoiceRoutes } from '@shared/api/routes/challan-invoices';
import type { ChallanInvoiceBody } from '@shared/sales/sales-invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { QueryRoots } from '../../../lib/query-keys';

/**
 * Convert to invoice (docs/sales-invoices.md §3): the challan as it now is goes into the cache; the lists of
 * challans and invoices are read again.
 */
export function useInvoiceChallan(Id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: ChallanInvoiceBody) => apiCall(challanInvoiceRoutes.invoiceChallan, { params: { Id }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['challans', 'one', answer.Challan._id], answer.Challan);
      void queryClient.invalidateQueries({ queryKey: ['challans', 'list'] });
      void queryClient.invalidateQueries({ queryKey: QueryRoots.invoices });
    },
  });
}
