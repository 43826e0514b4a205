import { inModule, resource, type Permission } from '../../access/permission';
import {
  insuranceReportAnswer,
  reminderListAnswer,
  reminderListParams,
  reminderRangeQuery,
  sendReminderAnswer,
  sendReminderBody,
  vehicleRemindersAnswer,
  vehicleRemindersParams,
} from '../../reminders/reminder-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * The `reminders` call family (docs/reminders.md §4): the week's reminders per
 * kind, sending one, and the 'Insurance expiring' report (report 603). A Lambda of
 * its own, like `home`, so the full `service` family does not grow.
 *
 * Access (decision, docs/reminders.md §5): a reminder invites the customer to book,
 * so the lists need Service `Appt` R and a send `Appt` C — the people who book
 * appointments (Owner, Admin, Service Manager, Service Advisor). The report is
 * report 603's read. The branch's Service features `Appt` (the booking page) and
 * `DeclSvc` (declined work) are checked by the calls.
 */
const APPT = (right: 'C' | 'R'): Permission => inModule('Service', resource('Service', 'Appt', right));
const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'reminders' as const });

export const remindersRoutes = {
  reminderList: route({
    method: 'GET',
    path: 'Reminders/{Kind}',
    permission: APPT('R'),
    params: reminderListParams,
    query: reminderRangeQuery,
    response: reminderListAnswer,
  }),
  sendReminder: route({
    method: 'POST',
    path: 'Reminders/Send',
    permission: APPT('C'),
    body: sendReminderBody,
    response: sendReminderAnswer,
    maxBodyBytes: 2 * 1024,
  }),
  vehicleReminders: route({
    method: 'GET',
    path: 'Reminders/Vehicle/{Id}',
    permission: APPT('R'),
    params: vehicleRemindersParams,
    response: vehicleRemindersAnswer,
  }),
  insuranceExpiringReport: route({
    method: 'GET',
    path: 'Reports/InsuranceExpiring',
    permission: resource('Reports', '603', 'R'),
    query: reminderRangeQuery,
    response: insuranceReportAnswer,
  }),
};
