import type { AppointmentStatus } from '@shared/appointments/appointment-rules';

/** The screens' paths (spec platform §2: Appointments/services, Appointments/service/New). */
export const CALENDAR_PATH = '/Appointments/services';
export const appointmentPath = (id: string): string => `/Appointments/service/${id}`;
export const newAppointmentPath = (at: Record<string, string | undefined> = {}): string => {
  const query = new URLSearchParams(Object.entries(at).filter((e): e is [string, string] => Boolean(e[1])));
  const text = query.toString();
  return `/Appointments/service/New${text ? `?${text}` : ''}`;
};

/** The spec's statuses in people's words. */
export const STATUS_LABEL: Record<AppointmentStatus, string> = {
  Scheduled: 'Scheduled',
  InProgress: 'In progress',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};
