import { appointmentFamilyRoutes } from '@shared/api/routes/appointments';
import { createFamilyHandler } from '../lib/http/family-handler';
import { announcingAppointment } from '../lib/ws/announce-after';
import { appointmentCalls } from './index';

/**
 * Lambda of the `appointments` call family: the branch's calendar, bookings, settings and the
 * public booking link (docs/customer-loop.md §4). A family of its own so that the service
 * bundle stays under its budget (docs/decisions.md 'Lambda bundles'); check-in, which opens
 * a repair order, stays in `service`. The branch's calendars hear each change after it commits.
 */
export const handler = createFamilyHandler(appointmentFamilyRoutes, {
  ...appointmentCalls,
  createAppointment: announcingAppointment(appointmentCalls.createAppointment),
  updateAppointment: announcingAppointment(appointmentCalls.updateAppointment),
  cancelAppointment: announcingAppointment(appointmentCalls.cancelAppointment),
  completeAppointment: announcingAppointment(appointmentCalls.completeAppointment),
});
