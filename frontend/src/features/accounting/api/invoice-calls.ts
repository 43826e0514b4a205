import { invoicesRoutes } from '@shared/api/routes/invoices';
import type {
  InvoiceActionBody,
  InvoiceActionPath,
  InvoiceAnswer,
  InvoiceCreateBody,
} from '@shared/invoices/call-schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../lib/api-client';
import { QueryRoots } from '../../../lib/query-keys';
import { querySignal } from '../../../lib/query-signal';

/**
 * The invoice calls of the screens (docs/invoices-api.md). Every invoice answer is the
 * whole recomputed invoice: a save or an action puts it into the invoice's cache
 * entry, and the dashboards are asked again.
 */
export const INVOICES_KEY = QueryRoots.invoices;
export const invoiceKey = (id: string) => [...INVOICES_KEY, 'one', id] as const;

export type InvoiceDashboardQuery = z.input<typeof invoicesRoutes.invoiceDashboard.query>;

/** GET Accounting/Invoices/Dashboard: a page of one status (or the dashboard's), recent first, with the counts. */
export const invoiceDashboardOptions = (query: InvoiceDashboardQuery) =>
  queryOptions({
    queryKey: [...INVOICES_KEY, 'dashboard', query],
    queryFn: (context) => apiCall(invoicesRoutes.invoiceDashboard, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });
export const useInvoiceDashboard = (query: InvoiceDashboardQuery, enabled = true) =>
  useQuery({ ...invoiceDashboardOptions(query), enabled });

/** Opening an invoice always reads it again: a payment or a colleague may have changed it since it was cached. */
export const useInvoice = (id: string | undefined) =>
  useQuery({
    queryKey: invoiceKey(id ?? ''),
    queryFn: (context): Promise<InvoiceAnswer> =>
      apiCall(invoicesRoutes.invoice, { params: { Id: id ?? '' }, signal: querySignal(context) }),
    enabled: id !== undefined,
    refetchOnMount: 'always',
  });

/** POST a new Draft, or PUT a Draft with the `ver` it was read at (409 when someone saved first: the conflict toast). */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({
      id,
      ver,
      body,
    }: {
      id: string | undefined;
      ver: number | undefined;
      body: InvoiceCreateBody;
    }): Promise<InvoiceAnswer> =>
      id === undefined || ver === undefined
        ? apiCall(invoicesRoutes.createInvoice, { body })
        : apiCall(invoicesRoutes.saveInvoice, { params: { Id: id }, body: { ...body, ver } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(invoiceKey(answer._id), answer);
      void queryClient.invalidateQueries({ queryKey: [...INVOICES_KEY, 'dashboard'] });
    },
  });
}

export type InvoiceActionAnswer = Awaited<ReturnType<typeof postInvoiceAction>>;
const postInvoiceAction = (id: string, action: InvoiceActionPath, body: InvoiceActionBody) =>
  apiCall(invoicesRoutes.invoiceAction, { params: { Id: id, Action: action }, body });

/** The invoice as an action's answer carries it: itself (Approve, Cancel, Clone), or inside SendSMS's and CreditNote's answers. */
export const invoiceOf = (answer: InvoiceActionAnswer): InvoiceAnswer =>
  'Invoice' in answer ? answer.Invoice : answer;

/** POST Accounting/Invoices/{Id}/{Action}. */
export function useInvoiceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, action, body }: { id: string; action: InvoiceActionPath; body: InvoiceActionBody }) =>
      postInvoiceAction(id, action, body),
    onSuccess: (answer) => {
      const invoice = invoiceOf(answer);
      queryClient.setQueryData(invoiceKey(invoice._id), invoice);
      void queryClient.invalidateQueries({ queryKey: [...INVOICES_KEY, 'dashboard'] });
    },
  });
}

/** GET …/{Id}/AuditLog, asked only when the panel opens. */
export const useInvoiceAudit = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...invoiceKey(id), 'audit'],
    queryFn: (context) =>
      apiCall(invoicesRoutes.invoiceAudit, { params: { Id: id }, query: {}, signal: querySignal(context) }),
    enabled,
  });
