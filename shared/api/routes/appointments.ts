import * as z from 'zod';
import { inModule, moduleAdmin, PUBLIC, resource, type Permission } from '../../access/permission';
import {
  appointment,
  appointmentActionBody,
  appointmentCreateBody,
  appointmentParams,
  appointmentSettings,
  appointmentSettingsBody,
  appointmentUpdateBody,
  bookingLinkAnswer,
  calendarAnswer,
  calendarQuery,
  publicBookingAnswer,
  publicBookingBody,
  publicBookingParams,
  publicSlotsAnswer,
} from '../../appointments/appointment-schemas';
import { defineRoute, type RouteDef } from '../route';
import { checkInAppointmentRoute } from './appointment-check-in';

/**
 * Appointments of a branch (docs/customer-loop.md §4), a family of their own (`appointments`,
 * split from `service` to keep its bundle under budget: docs/decisions.md 'Lambda bundles'):
 * Service `Appt` R to view, C to book, U to change, cancel and check in (check-in
 * also needs WO C, checked by the handler). The branch's Service feature `Appt`
 * is checked by the handler (on unless the configuration sets it to false).
 * The two public calls take a signed booking link instead of a session.
 */
const APPT = (right: 'C' | 'R' | 'U'): Permission => inModule('Service', resource('Service', 'Appt', right));
const SMALL = 8 * 1024;

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) =>
  defineRoute({ ...r, family: 'appointments' as const });

export const appointmentFamilyRoutes = {
  appointmentCalendar: route({
    method: 'GET',
    path: 'Appointments/Calendar',
    permission: APPT('R'),
    query: calendarQuery,
    response: calendarAnswer,
  }),
  createAppointment: route({
    method: 'POST',
    path: 'Appointments',
    permission: APPT('C'),
    body: appointmentCreateBody,
    response: appointment,
    maxBodyBytes: SMALL,
  }),
  appointment: route({
    method: 'GET',
    path: 'Appointments/{Id}',
    permission: APPT('R'),
    params: appointmentParams,
    response: appointment,
  }),
  updateAppointment: route({
    method: 'PUT',
    path: 'Appointments/{Id}',
    permission: APPT('U'),
    params: appointmentParams,
    body: appointmentUpdateBody,
    response: appointment,
    maxBodyBytes: SMALL,
  }),
  cancelAppointment: route({
    method: 'POST',
    path: 'Appointments/{Id}/Cancel',
    permission: APPT('U'),
    params: appointmentParams,
    body: appointmentActionBody,
    response: appointment,
    maxBodyBytes: SMALL,
  }),
  completeAppointment: route({
    method: 'POST',
    path: 'Appointments/{Id}/Complete',
    permission: APPT('U'),
    params: appointmentParams,
    body: appointmentActionBody,
    response: appointment,
    maxBodyBytes: SMALL,
  }),
  appointmentSettings: route({
    method: 'GET',
    path: 'Appointments/Settings',
    permission: APPT('R'),
    response: appointmentSettings,
  }),
  saveAppointmentSettings: route({
    method: 'PUT',
    path: 'Appointments/Settings',
    permission: moduleAdmin('Service'),
    body: appointmentSettingsBody,
    response: appointmentSettings,
    maxBodyBytes: SMALL,
  }),
  bookingLink: route({
    method: 'GET',
    path: 'Appointments/BookingLink',
    permission: APPT('R'),
    response: bookingLinkAnswer,
  }),
  publicBookingSlots: route({
    method: 'GET',
    path: 'Public/Booking/{Token}',
    permission: PUBLIC,
    params: publicBookingParams,
    response: publicSlotsAnswer,
  }),
  publicBook: route({
    method: 'POST',
    path: 'Public/Booking/{Token}',
    permission: PUBLIC,
    params: publicBookingParams,
    body: publicBookingBody,
    response: publicBookingAnswer,
    maxBodyBytes: 4 * 1024,
  }),
} as const;

/** The answers' types, for the client. */
export type AppointmentAnswer = z.infer<typeof appointment>;

/** Every appointment call, check-in included, for the screens and tests that name them. */
export const appointmentRoutes = { ...appointmentFamilyRoutes, checkInAppointment: checkInAppointmentRoute } as const;
