import { inModule, resource } from '../../access/permission';
import { appointment, appointmentActionBody, appointmentParams } from '../../appointments/appointment-schemas';
import { defineRoute } from '../route';

/**
 * Check-in opens a repair order, so it runs in the `service` family beside the service
 * documents it writes; the other appointment calls are the `appointments` family
 * (appointments.ts). A file of its own so the service bundle carries this route only.
 * Service `Appt` U; the handler also asks for WO C (docs/customer-loop.md §4).
 */
export const checkInAppointmentRoute = defineRoute({
  method: 'POST',
  path: 'Appointments/{Id}/CheckIn',
  permission: inModule('Service', resource('Service', 'Appt', 'U')),
  params: appointmentParams,
  body: appointmentActionBody,
  response: appointment,
  maxBodyBytes: 8 * 1024,
  family: 'service' as const,
});
