import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { phone } from '../fields/contact-fields';
import { isValidRegNo, normaliseRegNo, RegNoMessages } from '../parties/registration-number';
import { APPOINTMENT_STATUSES, MAX_DURATION_MIN, SLOT_LENGTHS } from './appointment-rules';
import { AppointmentMessages } from './appointment-messages';

/**
 * Request and answer shapes of the appointment calls (docs/customer-loop.md §4).
 * Bodies are strict: an unknown key answers 400.
 */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 10:30.');
const id = z.string().min(1).max(64);
const wish = z.string().trim().max(1000);
const duration = z.number().int().min(5).max(MAX_DURATION_MIN);
const personName = z.string().trim().min(1).max(100);
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
  Cust: id.optional(),
  ProdId: id.optional(),
  Name: personName.optional(),
  Phone: phone.optional(),
  RegNo: regNoInput.optional(),
  SA: id.optional(),
  Bay: id.optional(),
  Date: isoDate,
  Time: time,
  Dur: duration.optional(),
  Wish: wish.optional(),
};
export const appointmentCreateBody = z
  .strictObject(bookingFields)
  .refine((b) => b.Cust !== undefined || (b.Name !== undefined && b.Phone !== undefined), {
    message: AppointmentMessages.customerNeeded,
    path: ['Cust'],
  });
/** A change at `ver`: what is sent replaces, what is left out stays. Moving Date/Time/Dur/Bay/SA reschedules. */
export const appointmentUpdateBody = z
  .strictObject(bookingFields)
  .partial()
  .safeExtend({ ver: z.number().int().min(1) });
export const appointmentActionBody = z.strictObject({
  ver: z.number().int().min(1),
  Reason: z.string().trim().max(500).optional(),
});
export const appointmentParams = z.strictObject({ Id: id });

/** A week at most: the calendar's day and week views. */
export const calendarQuery = z.strictObject({
  From: isoDate,
  Days: z.coerce.number().int().min(1).max(7).default(1),
});

export const appointment = z.object({
  _id: z.string(),
  Sts: appointmentStatus,
  Date: z.string(),
  Time: z.string(),
  Dur: z.number(),
  Col: z.string(),
  Cust: z.string().optional(),
  CustName: z.string().optional(),
  Phone: z.string().optional(),
  ProdId: z.string().optional(),
  RegNo: z.string().optional(),
  SA: z.string().optional(),
  SAName: z.string().optional(),
  Bay: z.string().optional(),
  Wish: z.string().optional(),
  /** Booked by the customer on the public page. */
  Public: z.boolean().optional(),
  /** The repair order opened at check-in. */
  WOId: z.string().optional(),
  WONum: z.string().optional(),
  Reason: z.string().optional(),
  CrAt: z.string(),
  CrByName: z.string().optional(),
  ver: z.number(),
});
export type Appointment = z.infer<typeof appointment>;

const bay = z.strictObject({ Id: z.string().min(1).max(40), Name: z.string().trim().min(1).max(40) });
export const appointmentSettings = z.object({
  SlotMin: z.number(),
  Open: z.string(),
  Close: z.string(),
  Days: z.array(z.number()),
  Bays: z.array(z.object({ Id: z.string(), Name: z.string() })),
  Overbook: z.boolean(),
  PublicDays: z.number(),
  MaxOpenPerPhone: z.number(),
  ver: z.number(),
});
export const appointmentSettingsBody = z
  .strictObject({
    SlotMin: z.union(SLOT_LENGTHS.map((n) => z.literal(n))).optional(),
    Open: time.optional(),
    Close: time.optional(),
    Days: z.array(z.number().int().min(0).max(6)).min(1).max(7).optional(),
    Bays: z.array(bay).max(30).optional(),
    Overbook: z.boolean().optional(),
    PublicDays: z.number().int().min(1).max(60).optional(),
    MaxOpenPerPhone: z.number().int().min(1).max(10).optional(),
    /** 0 for a branch that never saved its settings. */
    ver: z.number().int().min(0),
  })
  .refine((b) => new Set((b.Bays ?? []).map((x) => x.Name.toLowerCase())).size === (b.Bays ?? []).length, {
    message: AppointmentMessages.bayNamesUnique,
    path: ['Bays'],
  });

/** A column of the calendar: a bay, an advisor, or the unassigned column. */
export const calendarColumn = z.object({ Col: z.string(), Name: z.string() });
export const calendarAnswer = z.object({
  Settings: appointmentSettings,
  Columns: z.array(calendarColumn),
  Today: z.string(),
  Now: z.string(),
  Appointments: z.array(appointment),
});
export type CalendarAnswer = z.infer<typeof calendarAnswer>;

export const bookingLinkAnswer = z.object({ Link: z.string(), Expires: z.string() });

// The public booking page ------------------------------------------------------------
export const publicBookingParams = z.strictObject({ Token: z.string().min(20).max(600) });
/** Free slots only: a time and nothing of who holds the others. */
export const publicSlotsAnswer = z.object({
  Branch: z.string(),
  SlotMin: z.number(),
  Days: z.array(z.object({ Date: z.string(), Times: z.array(z.string()) })),
});
export const publicBookingBody = z.strictObject({
  Name: personName,
  Phone: phone,
  RegNo: regNoInput,
  Wish: wish.optional(),
  Date: isoDate,
  Time: time,
});
export const publicBookingAnswer = z.object({
  Ref: z.string(),
  Date: z.string(),
  Time: z.string(),
  Branch: z.string(),
});
export type PublicSlotsAnswer = z.infer<typeof publicSlotsAnswer>;
