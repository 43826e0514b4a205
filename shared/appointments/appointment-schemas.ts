import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { phone } from '../fields/contact-fields';
import { isValidRegNo, normaliseRegNo, RegNoMessages } from '../parties/registration-number';
import { APPOINTMENT_STATUSES, MAX_DURATION_MIN, SLOT_LENGTHS } from './appointment-rules';
import { AppointmentMessages } from './appointment-messages';

/**
 * Request and answer shapes of the appointment calls (docs/customer-loop.md §4).
 * Bodies are strict: an unknown key answers 400. Every schema here is built when a
 * Lambda of the family loads (docs/decisions.md 'Lambda bundles'), so fields of one
 * kind share one schema object instead of building their own.
 */
const str = z.string();
const optStr = str.optional();
const num = z.number();
const optBool = z.boolean().optional();
const version = z.number().int().min(1);
/** Days the public page offers, open bookings per phone: a small whole number. */
const optCount = z.number().int().min(1).max(60).optional();

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 10:30.');
const optTime = time.optional();
const id = z.string().min(1).max(64);
const optId = id.optional();
const wish = z.string().trim().max(1000);
const duration = z.number().int().min(5).max(MAX_DURATION_MIN);
const personName = z.string().trim().min(1).max(100);
const optName = personName.optional();
const optWish = wish.optional();
/** A registration number, stored normalised as the vehicle records keep it (parties/registration-number.ts). */
const regNoInput = z
  .string()
  .max(30)
  .transform((value, ctx) => {
    const regNo = normaliseRegNo(value);
    if (!isValidRegNo(regNo)) {
      ctx.addIssue({ code: 'custom', message: RegNoMessages.regNo });
      return z.NEVER;
    }
    return regNo;
  });

export const appointmentStatus = z.enum(APPOINTMENT_STATUSES);

/** What the advisor books: a known customer and vehicle, or a name, phone and registration number. */
const bookingFields = {
  Cust: optId,
  ProdId: optId,
  Name: optName,
  Phone: phone.optional(),
  RegNo: regNoInput.optional(),
  SA: optId,
  Bay: optId,
  Date: isoDate,
  Time: time,
  Dur: duration.optional(),
  Wish: optWish,
};
export const appointmentCreateBody = z
  .strictObject(bookingFields)
  .refine((b) => b.Cust !== undefined || (b.Name !== undefined && b.Phone !== undefined), {
    message: AppointmentMessages.customerNeeded,
    path: ['Cust'],
  });
/** A change at `ver`: what is sent replaces, what is left out stays. Moving Date/Time/Dur/Bay/SA reschedules. */
export const appointmentUpdateBody = z.strictObject({
  ...bookingFields,
  Date: isoDate.optional(),
  Time: optTime,
  ver: version,
});
export const appointmentActionBody = z.strictObject({
  ver: version,
  Reason: optWish,
});
export const appointmentParams = z.strictObject({ Id: id });

/** A week at most: the calendar's day and week views. */
export const calendarQuery = z.strictObject({
  From: isoDate,
  /** 1 (a day) to 7 (a week), as the query string carries it. */
  Days: z.enum(['1', '2', '3', '4', '5', '6', '7']).default('1'),
});

export const appointment = z.object({
  _id: str,
  Sts: appointmentStatus,
  Date: str,
  Time: str,
  Dur: num,
  Col: str,
  Cust: optStr,
  CustName: optStr,
  Phone: optStr,
  ProdId: optStr,
  RegNo: optStr,
  SA: optStr,
  SAName: optStr,
  Bay: optStr,
  Wish: optStr,
  /** Booked by the customer on the public page. */
  Public: optBool,
  /** The repair order opened at check-in. */
  WOId: optStr,
  WONum: optStr,
  Reason: optStr,
  CrAt: str,
  CrByName: optStr,
  ver: num,
});
export type Appointment = z.infer<typeof appointment>;

const bay = z.strictObject({ Id: id, Name: personName });
export const appointmentSettings = z.object({
  SlotMin: num,
  Open: str,
  Close: str,
  Days: z.array(num),
  Bays: z.array(z.object({ Id: str, Name: str })),
  Overbook: z.boolean(),
  PublicDays: num,
  MaxOpenPerPhone: num,
  ver: num,
});
export const appointmentSettingsBody = z
  .strictObject({
    SlotMin: z
      .number()
      .refine(
        (n) => (SLOT_LENGTHS as readonly number[]).includes(n),
        `Choose a slot of ${SLOT_LENGTHS.join(', ')} minutes.`,
      )
      .optional(),
    Open: optTime,
    Close: optTime,
    Days: z
      .array(z.number())
      .refine(
        (d) => d.length > 0 && d.every((n) => Number.isInteger(n) && n >= 0 && n <= 6),
        'Choose the working days.',
      )
      .optional(),
    Bays: z.array(bay).max(30).optional(),
    Overbook: optBool,
    PublicDays: optCount,
    MaxOpenPerPhone: optCount,
    /** 0 for a branch that never saved its settings; any other than the stored one is refused as stale. */
    ver: num,
  })
  .refine((b) => new Set((b.Bays ?? []).map((x) => x.Name.toLowerCase())).size === (b.Bays ?? []).length, {
    message: AppointmentMessages.bayNamesUnique,
    path: ['Bays'],
  });

/** A column of the calendar: a bay, an advisor, or the unassigned column. */
export const calendarColumn = z.object({ Col: str, Name: str });
export const calendarAnswer = z.object({
  Settings: appointmentSettings,
  Columns: z.array(calendarColumn),
  Today: str,
  Now: str,
  Appointments: z.array(appointment),
});
export type CalendarAnswer = z.infer<typeof calendarAnswer>;

export const bookingLinkAnswer = z.object({ Link: str, Expires: str });

// The public booking page ------------------------------------------------------------
export const publicBookingParams = z.strictObject({ Token: z.string().min(20).max(600) });
/** Free slots only: a time and nothing of who holds the others. */
export const publicSlotsAnswer = z.object({
  Branch: str,
  SlotMin: num,
  Days: z.array(z.object({ Date: str, Times: z.array(str) })),
});
export const publicBookingBody = z.strictObject({
  Name: personName,
  Phone: phone,
  RegNo: regNoInput,
  Wish: optWish,
  Date: isoDate,
  Time: time,
});
export const publicBookingAnswer = z.object({
  Ref: str,
  Date: str,
  Time: str,
  Branch: str,
});
export type PublicSlotsAnswer = z.infer<typeof publicSlotsAnswer>;
