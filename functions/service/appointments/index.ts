import {
  appointment,
  appointmentCalendar,
  appointmentSettings,
  cancelAppointment,
  completeAppointment,
  createAppointment,
  saveAppointmentSettingsCall,
  updateAppointment,
} from './appointment-calls';
import { bookingLink } from './booking-link';
import { checkInAppointment } from './check-in';
import { publicBook, publicBookingSlots } from './public-booking-calls';

/** The appointment calls of the `service` family (shared/api/routes/appointments.ts). */
export const appointmentCalls = {
  appointmentCalendar,
  createAppointment,
  appointment,
  updateAppointment,
  cancelAppointment,
  checkInAppointment,
  completeAppointment,
  appointmentSettings,
  saveAppointmentSettings: saveAppointmentSettingsCall,
  bookingLink,
  publicBookingSlots,
  publicBook,
};
