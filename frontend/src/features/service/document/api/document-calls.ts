import { serviceRoutes } from '@shared/api/routes/service';
import type { EstimateSaveBody, RepairOrderSaveBody } from '@shared/service/call-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { QueryRoots, serviceDocumentKey } from '../../../../lib/query-keys';
import { querySignal } from '../../../../lib/query-signal';
import type { DocumentAnswer, DocumentBody, DocumentKind } from '../utils/document-form';

/**
 * The estimate and repair-order calls of the screen (docs/service-documents-api.md). Every answer
 * is the whole recomputed document, so a save or an action puts it straight into
 * the document's cache entry and the form starts again from it.
 */

export const CALLS = {
  estimate: {
    read: serviceRoutes.estimate,
    create: serviceRoutes.createEstimate,
    save: serviceRoutes.saveEstimate,
    action: serviceRoutes.estimateAction,
    audit: serviceRoutes.estimateAudit,
  },
  repairOrder: {
    read: serviceRoutes.repairOrder,
    create: serviceRoutes.createRepairOrder,
    save: serviceRoutes.saveRepairOrder,
    action: serviceRoutes.repairOrderAction,
    audit: serviceRoutes.repairOrderAudit,
  },
} as const;

export const documentKey = serviceDocumentKey;

export const documentQueryOptions = (kind: DocumentKind, id: string) =>
  queryOptions({
    queryKey: documentKey(kind, id),
    queryFn: (context): Promise<DocumentAnswer> =>
      apiCall(CALLS[kind].read, { params: { Id: id }, signal: querySignal(context) }),
  });

/** Opening a document always reads it again: a technician or a colleague may have moved it since it was cached. */
export const useDocument = (kind: DocumentKind, id: string | undefined) =>
  useQuery({ ...documentQueryOptions(kind, id ?? ''), enabled: id !== undefined, refetchOnMount: 'always' });

/** A save or an action changes the document's status, totals or lines: every list that shows them is asked again. */
const refreshLists = (queryClient: QueryClient): void => {
  for (const queryKey of [QueryRoots.serviceDashboards, QueryRoots.myJobs, QueryRoots.invoices])
    void queryClient.invalidateQueries({ queryKey });
};

/** POST on a new document, PUT with `ver` otherwise; a stale `ver` answers 409 (the conflict toast). */
export function useSaveDocument(kind: DocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows a refusal itself: 409 as the conflict toast, 400 with its issues beside the lines.
    meta: { silent: true },
    mutationFn: ({
      id,
      ver,
      body,
    }: {
      id: string | undefined;
      ver: number | undefined;
      body: DocumentBody;
    }): Promise<DocumentAnswer> => {
      if (id === undefined || ver === undefined) {
        return kind === 'estimate'
          ? apiCall(CALLS.estimate.create, { body: body as EstimateSaveBody })
          : apiCall(CALLS.repairOrder.create, { body: body as RepairOrderSaveBody });
      }
      return kind === 'estimate'
        ? apiCall(CALLS.estimate.save, { params: { Id: id }, body: { ...(body as EstimateSaveBody), ver } })
        : apiCall(CALLS.repairOrder.save, { params: { Id: id }, body: { ...(body as RepairOrderSaveBody), ver } });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(documentKey(kind, answer._id), answer);
      refreshLists(queryClient);
    },
  });
}

/** POST …/{Id}/{Action}: the answer is this document, or another one (ConvertToWO, AddSupplementary). */
export function useDocumentAction(kind: DocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({
      id,
      action,
      ver,
      reason,
    }: {
      id: string;
      action: string;
      ver: number;
      reason?: string;
    }): Promise<DocumentAnswer> => {
      const body = { ver, ...(reason ? { Reason: reason } : {}) };
      return kind === 'estimate'
        ? apiCall(CALLS.estimate.action, { params: { Id: id, Action: action as never }, body })
        : apiCall(CALLS.repairOrder.action, { params: { Id: id, Action: action as never }, body });
    },
    onSuccess: (answer, { id }) => {
      if (answer._id === id) queryClient.setQueryData(documentKey(kind, id), answer);
      refreshLists(queryClient);
    },
  });
}

/** GET …/{Id}/AuditLog, newest first (only asked when the answer says CanAudit). */
export const useAuditLog = (kind: DocumentKind, id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...documentKey(kind, id), 'audit'],
    queryFn: (context) => apiCall(CALLS[kind].audit, { params: { Id: id }, signal: querySignal(context) }),
    enabled,
  });
