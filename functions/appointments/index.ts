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
import { publicBook, publicBookingSlots } from './public-booking-calls';

/** The calls of the `appointments` family (shared/api/routes/appointments.ts); check-in is service's. */
export const appointmentCalls = {
  appointmentCalendar,
  createAppointment,
  appointment,
  updateAppointment,
  cancelAppointment,
  completeAppointment,
  appointmentSettings,
  saveAppointmentSettings: saveAppointmentSettingsCall,
  bookingLink,
  publicBookingSlots,
  publicBook,
};
