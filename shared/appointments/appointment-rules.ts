/**
 * The pure rules of appointments (docs/customer-loop.md §3): the branch's slot grid,
 * which slots an appointment covers, which columns the calendar has, and the
 * checks a booking passes before anything is written. No zod, so the calls, the
 * repository and the screens share them without building schemas.
 */

export const APPOINTMENT_STATUSES = ['Scheduled', 'InProgress', 'Completed', 'Cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Slot lengths a branch may choose, in minutes. */
export const SLOT_LENGTHS = [15, 20, 30, 45, 60] as const;
/** The longest appointment: a working day of 15-minute slots still fits one transaction with its move. */
export const MAX_DURATION_MIN = 8 * 60;

export type Bay = { Id: string; Name: string };

/** A branch's appointment settings (docs/customer-loop.md §2 'Settings'); defaults when none are saved. */
export type AppointmentSettings = {
  /** Minutes per slot. */
  SlotMin: number;
  /** Opening and closing time, 'HH:MM' in the branch's time zone. */
  Open: string;
  Close: string;
  /** Working days, 0 = Sunday … 6 = Saturday. */
  Days: number[];
  /** The bays; empty: the calendar's columns are the advisors. */
  Bays: Bay[];
  /** Deliberate double-booking: a slot's capacity is not enforced. */
  Overbook: boolean;
  /** How many days ahead the public booking page offers (today included). */
  PublicDays: number;
  /** Open public bookings one phone may hold at a time. */
  MaxOpenPerPhone: number;
};

export const DEFAULT_APPOINTMENT_SETTINGS: AppointmentSettings = {
  SlotMin: 30,
  Open: '09:00',
  Close: '18:00',
  Days: [1, 2, 3, 4, 5, 6],
  Bays: [],
  Overbook: false,
  PublicDays: 7,
  MaxOpenPerPhone: 2,
};

export const toMinutes = (time: string): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
export const toTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The start times of a day's slots, from opening to the last slot that ends by closing. */
export function slotTimes(settings: Pick<AppointmentSettings, 'SlotMin' | 'Open' | 'Close'>): string[] {
  const times: string[] = [];
  for (let t = toMinutes(settings.Open); t + settings.SlotMin <= toMinutes(settings.Close); t += settings.SlotMin)
    times.push(toTime(t));
  return times;
}

/** The slot start times an appointment of `duration` minutes from `time` covers (a part-slot covers the whole slot). */
export function coveredSlots(time: string, duration: number, slotMin: number): string[] {
  const start = toMinutes(time);
  const count = Math.max(1, Math.ceil(duration / slotMin));
  return Array.from({ length: count }, (_, i) => toTime(start + i * slotMin));
}

/** Day of the week of an ISO date (0 = Sunday), independent of the machine's zone. */
export const weekday = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Why a booking at `date` `time` for `duration` minutes cannot be taken, or undefined. Checks in the order a user fixes them. */
export type SlotRefusal =
  | { kind: 'inPast' }
  | { kind: 'closedDay' }
  | { kind: 'offSlot' }
  | { kind: 'outsideHours' }
  | { kind: 'tooFarAhead'; days: number };

export function refuseSlot(
  settings: AppointmentSettings,
  at: { date: string; time: string; duration: number },
  now: { date: string; time: string },
  horizonDays?: number,
): SlotRefusal | undefined {
  if (at.date < now.date || (at.date === now.date && at.time < now.time)) return { kind: 'inPast' };
  if (horizonDays !== undefined && at.date >= addDays(now.date, horizonDays))
    return { kind: 'tooFarAhead', days: horizonDays };
  if (!settings.Days.includes(weekday(at.date))) return { kind: 'closedDay' };
  const start = toMinutes(at.time);
  const open = toMinutes(settings.Open);
  if ((start - open) % settings.SlotMin !== 0) return { kind: 'offSlot' };
  if (start < open || start + at.duration > toMinutes(settings.Close)) return { kind: 'outsideHours' };
  return undefined;
}

/**
 * The capacity column of an appointment (docs/customer-loop.md §3): its bay where
 * the branch has bays, else its advisor, else the branch's one unassigned column.
 */
export const UNASSIGNED = 'U';
export function columnOf(settings: Pick<AppointmentSettings, 'Bays'>, a: { Bay?: string; SA?: string }): string {
  if (settings.Bays.length > 0) return a.Bay ? `B#${a.Bay}` : UNASSIGNED;
  return a.SA ? `A#${a.SA}` : UNASSIGNED;
}
