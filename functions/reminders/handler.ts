import { remindersRoutes } from '@shared/api/routes/reminders';
import { createFamilyHandler } from '../lib/http/family-handler';
import { insuranceExpiringReport, reminderList, vehicleReminders } from './reminder-lists';
import { sendReminder } from './send-reminder';

/** Lambda of the `reminders` call family (docs/reminders.md): the week's lists, sending, the insurance report. */
export const handler = createFamilyHandler(remindersRoutes, {
  reminderList,
  sendReminder,
  vehicleReminders,
  insuranceExpiringReport,
});
