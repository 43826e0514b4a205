import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { REMINDER_KINDS } from './reminder-rules';

/**
 * Requests and answers of the `reminders` family (docs/reminders.md §4): the week's
 * list per kind, sending one reminder, and the 'Insurance expiring' report.
 */
export const reminderKind = z.enum(REMINDER_KINDS);
export const reminderChannel = z.enum(['SMS', 'WhatsApp']);
export type ReminderChannel = z.infer<typeof reminderChannel>;

export const reminderListParams = z.strictObject({ Kind: reminderKind });
/** From/To: the branch's days; both default to this week (Monday to Sunday) in the branch's time zone. */
export const reminderRangeQuery = z.strictObject({ From: isoDate.optional(), To: isoDate.optional() });

/** A reminder sent: who, when, by which channel, to which number. */
export const reminderSending = z.object({
  At: z.string(),
  By: z.string(),
  ByName: z.string(),
  Channel: reminderChannel,
  To: z.string(),
});
export type ReminderSending = z.infer<typeof reminderSending>;

export const reminderRow = z.object({
  Kind: reminderKind,
  /** What the reminder is about: the repair order (next service), the estimate or repair order (declined work), the vehicle (insurance). */
  Id: z.string(),
  Due: isoDate,
  CustId: z.string().optional(),
  CustName: z.string().optional(),
  ProdId: z.string().optional(),
  RegNo: z.string().optional(),
  /** A few words for the row: the declined lines, the insurer and policy, the order's number. */
  What: z.string(),
  DocType: z.enum(['Estimate', 'RepairOrder']).optional(),
  DocNum: z.string().optional(),
  /** Declined work: the day the document last changed with the lines declined. */
  Decided: isoDate.optional(),
  Sent: reminderSending.optional(),
});
export type ReminderRow = z.infer<typeof reminderRow>;

export const reminderListAnswer = z.object({
  Kind: reminderKind,
  From: isoDate,
  To: isoDate,
  /** The branch's today, so the screen's 'this week' never follows the browser's clock. */
  Today: isoDate,
  Rows: z.array(reminderRow),
  /** True when the range held more rows than one list answers (MAX_ROWS): narrow it. */
  More: z.boolean(),
});
export type ReminderListAnswer = z.infer<typeof reminderListAnswer>;

export const sendReminderBody = z.strictObject({
  Kind: reminderKind,
  Id: z.string().min(1).max(64),
  /** The due date the list showed: with the kind and id it names the reminder (and its week). */
  Due: isoDate,
  Channel: reminderChannel,
});
export type SendReminderBody = z.infer<typeof sendReminderBody>;

export const sendReminderAnswer = z.object({
  Sent: reminderSending,
  /** True when this reminder had already been sent this week: nothing was sent again. */
  Already: z.boolean(),
  /** WhatsApp: the click-to-chat address the advisor's browser opens with the text. */
  WhatsApp: z.string().optional(),
});
export type SendReminderAnswer = z.infer<typeof sendReminderAnswer>;

export const insuranceReportRow = z.object({
  ProdId: z.string(),
  RegNo: z.string().optional(),
  Vehicle: z.string().optional(),
  CustId: z.string().optional(),
  CustName: z.string().optional(),
  Insurer: z.string().optional(),
  PolicyNo: z.string().optional(),
  ExpDt: isoDate,
});
export type InsuranceReportRow = z.infer<typeof insuranceReportRow>;
export const insuranceReportAnswer = z.object({
  From: isoDate,
  To: isoDate,
  Today: isoDate,
  Rows: z.array(insuranceReportRow),
  More: z.boolean(),
});
export type InsuranceReportAnswer = z.infer<typeof insuranceReportAnswer>;

export const vehicleRemindersParams = z.strictObject({ Id: z.string().min(1).max(64) });
/** A vehicle's reminders sent in this branch, newest first (its screen). */
export const vehicleRemindersAnswer = z.object({
  Rows: z.array(reminderSending.extend({ Kind: reminderKind, Due: isoDate })),
});
export type VehicleRemindersAnswer = z.infer<typeof vehicleRemindersAnswer>;
