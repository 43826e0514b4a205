import type { RouteBodyInput } from '@shared/api/route';
import { ticketRoutes } from '@shared/api/routes/tickets';
import type { TicketAnswer } from '@shared/tickets/ticket-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { lookupQueryOptions } from '../../../lib/lookup-query';
import { querySignal } from '../../../lib/query-signal';

/**
 * The ticket calls (docs/tickets.md §4): the list per filter and page, one
 * ticket, its audit and the branch's owners are read; every change puts the
 * answer in the ticket's cache and reads the lists again.
 */
const KEY = ['Tickets'] as const;

export type TicketListFilter = { Sts?: string; Mine?: boolean; Cursor?: string };

export const useTickets = (f: TicketListFilter) =>
  useQuery({
    queryKey: [...KEY, 'List', f.Sts ?? '', f.Mine ? 'mine' : 'all', f.Cursor ?? ''],
    queryFn: (context) =>
      apiCall(ticketRoutes.tickets, {
        query: {
          ...(f.Sts ? { Sts: f.Sts as never } : {}),
          ...(f.Mine ? { Mine: '1' as const } : {}),
          ...(f.Cursor ? { Cursor: f.Cursor } : {}),
        },
        signal: querySignal(context),
      }),
    placeholderData: keepPreviousData,
  });

const oneKey = (id: string) => [...KEY, 'One', id] as const;

export const useTicket = (id: string | undefined) =>
  useQuery({
    queryKey: oneKey(id ?? ''),
    queryFn: (context) => apiCall(ticketRoutes.ticket, { params: { Id: id ?? '' }, signal: querySignal(context) }),
    enabled: id !== undefined,
  });

export const useTicketAudit = (id: string) =>
  useQuery({
    queryKey: [...oneKey(id), 'Audit'],
    queryFn: (context) =>
      apiCall(ticketRoutes.ticketAudit, { params: { Id: id }, query: {}, signal: querySignal(context) }),
  });

/** The users of the branch a ticket may be given to: a lookup, cached like the others. */
export const useTicketOwners = () => useQuery(lookupQueryOptions(ticketRoutes.ticketOwners));

export type TicketCreateBody = RouteBodyInput<typeof ticketRoutes.createTicket>;
export type TicketUpdateBody = RouteBodyInput<typeof ticketRoutes.updateTicket>;

function useTicketChange<V>(call: (vars: V) => Promise<TicketAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(oneKey(answer._id), answer);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'List'] });
      void queryClient.invalidateQueries({ queryKey: [...oneKey(answer._id), 'Audit'] });
    },
  });
}

export const useCreateTicket = () =>
  useTicketChange((body: TicketCreateBody) => apiCall(ticketRoutes.createTicket, { body }));

export const useUpdateTicket = () =>
  useTicketChange(({ id, body }: { id: string; body: TicketUpdateBody }) =>
    apiCall(ticketRoutes.updateTicket, { params: { Id: id }, body }),
  );

export const useAddTicketNote = () =>
  useTicketChange(({ id, Text }: { id: string; Text: string }) =>
    apiCall(ticketRoutes.addTicketNote, { params: { Id: id }, body: { Text } }),
  );

export const useMoveTicket = () =>
  useTicketChange(({ id, ver, Sts, Note }: { id: string; ver: number; Sts: string; Note?: string }) =>
    apiCall(ticketRoutes.moveTicket, {
      params: { Id: id },
      body: { ver, Sts: Sts as never, ...(Note ? { Note } : {}) },
    }),
  );
