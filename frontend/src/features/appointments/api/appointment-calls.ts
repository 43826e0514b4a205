import type { RouteBodyInput } from '@shared/api/route';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { apiCall } from '../../../lib/api-client';
import { appointmentEvents } from '../../../lib/appointment-events';
import { liveEvents, SHOP_FLOOR_FALLBACK_POLL_MS } from '../../../lib/live-events';
import { querySignal } from '../../../lib/query-signal';

/**
 * The appointment calls (docs/customer-loop.md §4): the calendar and one
 * appointment are read; every change invalidates both, so the calendar shows a
 * booking, move, cancel or check-in at once.
 */
const KEY = ['Appointments'] as const;

export const calendarQueryOptions = (From: string, Days: number) =>
  queryOptions({
    queryKey: [...KEY, 'Calendar', From, Days],
    queryFn: (context) =>
      apiCall(appointmentRoutes.appointmentCalendar, {
        query: { From, Days: String(Days) as '1' | '7' },
        signal: querySignal(context),
      }),
  });
/**
 * The calendar, live (docs/customer-loop.md §11a): a booking, move or check-in anywhere in the
 * branch (AppointmentChanged), or the socket coming back, reads it again; while the socket is
 * down (chat off, a dropped connection) it polls instead.
 */
export function useCalendar(From: string, Days: number) {
  const queryClient = useQueryClient();
  const connected = useSyncExternalStore(liveEvents.subscribeState, liveEvents.isConnected);
  useEffect(() => {
    const again = () => void queryClient.invalidateQueries({ queryKey: KEY });
    const stopBookings = appointmentEvents.subscribe(again);
    const stopLive = liveEvents.subscribe((signal) => {
      if (signal === 'resync') again();
    });
    return () => {
      stopBookings();
      stopLive();
    };
  }, [queryClient]);
  return useQuery({
    ...calendarQueryOptions(From, Days),
    refetchInterval: connected ? false : SHOP_FLOOR_FALLBACK_POLL_MS,
  });
}

export const useAppointment = (id: string | undefined) =>
  useQuery({
    queryKey: [...KEY, 'One', id],
    queryFn: (context) =>
      apiCall(appointmentRoutes.appointment, { params: { Id: id ?? '' }, signal: querySignal(context) }),
    enabled: id !== undefined,
  });

export type AppointmentBody = RouteBodyInput<typeof appointmentRoutes.createAppointment>;
export type AppointmentChange = RouteBodyInput<typeof appointmentRoutes.updateAppointment>;

function useChange<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateAppointment = () =>
  useChange((body: AppointmentBody) => apiCall(appointmentRoutes.createAppointment, { body }));

export const useUpdateAppointment = () =>
  useChange(({ id, body }: { id: string; body: AppointmentChange }) =>
    apiCall(appointmentRoutes.updateAppointment, { params: { Id: id }, body }),
  );

export type AppointmentAction = 'cancelAppointment' | 'checkInAppointment' | 'completeAppointment';
export const useAppointmentAction = (action: AppointmentAction) =>
  useChange(({ id, ver, Reason }: { id: string; ver: number; Reason?: string }) =>
    apiCall(appointmentRoutes[action], { params: { Id: id }, body: { ver, ...(Reason ? { Reason } : {}) } }),
  );

/** The branch's public booking page, asked for when the advisor copies it. */
export const useBookingLink = () => useMutation({ mutationFn: () => apiCall(appointmentRoutes.bookingLink) });
