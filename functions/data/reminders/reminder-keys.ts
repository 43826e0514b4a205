import { REMINDER_CODE, type ReminderKind } from '@shared/reminders/reminder-rules';
import { orgPk, type Key } from '../table/keys';

/**
 * Keys of the reminders (docs/reminders.md §1). Each kind has one index partition
 * per branch, sorted by the day the reminder is due, so a week is one Query with
 * `BETWEEN <From> AND <To>~`:
 * - next service: a repair order's `IX#NSVC` item (GSI1), written by the document store;
 * - declined work: an estimate's or repair order's `IX#DECL` item (GSI1), likewise;
 * - insurance: the vehicle record itself (GSI2), written with the vehicle.
 * Sendings live in the branch's reminders partition, one item per kind, week and record.
 */
export const reminderPartition = (orgId: string, entId: string, kind: ReminderKind): string =>
  `${orgPk(orgId)}#ENT#${entId}#REM#${REMINDER_CODE[kind]}`;

/** The sort key of a reminder in its partition: due day first, then the record. */
export const reminderSortKey = (due: string, id: string): string => `${due}#${id}`;

/** The vehicle record's insurance index keys (GSI2), or none when it has no expiry date. */
export function insuranceIndexKeys(
  orgId: string,
  entId: string | undefined,
  id: string,
  expDt: string | undefined,
): { gsi2pk: string; gsi2sk: string } | undefined {
  if (!entId || !expDt) return undefined;
  return { gsi2pk: reminderPartition(orgId, entId, 'Insurance'), gsi2sk: reminderSortKey(expDt, id) };
}

export const sendingsPk = (orgId: string, entId: string): string => `${orgPk(orgId)}#REM#${entId}`;
/** One sending per kind, week (its Monday) and record: the key that makes a double click send once. */
export const sendingKey = (orgId: string, entId: string, kind: ReminderKind, week: string, id: string): Key => ({
  pk: sendingsPk(orgId, entId),
  sk: `SENT#${REMINDER_CODE[kind]}#${week}#${id}`,
});
export const sendingWeekPrefix = (kind: ReminderKind, week: string): string => `SENT#${REMINDER_CODE[kind]}#${week}#`;
/** GSI1 partition of a vehicle's reminders sent, newest last (the vehicle's screen). */
export const vehicleSendingsPartition = (orgId: string, prodId: string): string =>
  `${orgPk(orgId)}#PROD#${prodId}#REMINDERS`;
