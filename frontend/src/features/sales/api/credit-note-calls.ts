import { creditNoteRoutes } from '@shared/api/routes/credit-notes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';

/** GET Sales/CreditNotes: the branch's invoices' and counter returns' credit notes, newest first; `Q` a number or customer. */
export const useCreditNotes = (Q: string) =>
  useQuery({
    queryKey: ['credit', 'notes', Q],
    queryFn: (context) =>
      apiCall(creditNoteRoutes.creditNotes, { query: Q ? { Q } : {}, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });
