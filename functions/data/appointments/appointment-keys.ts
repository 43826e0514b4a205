import { orgPk, type Key } from '../table/keys';

/**
 * Keys of a branch's appointments (docs/customer-loop.md §2). Everything of one
 * branch lives in its own partition `ORG#<o>#APPT#<ent>`, so a key built from the
 * session can never reach another branch or organisation:
 *
 * - `A#<id>`: the appointment; on GSI1 under its month, `ORG#<o>#APPT#<ent>#<yyyy-mm>`,
 *   sorted by `<date>#<time>#<id>` (the calendar's day and week).
 * - `S#<date>#<time>#<col>`: one slot of one column (bay, advisor or unassigned),
 *   holding the ids of the appointments in it (`Ids`, a string set): the capacity record.
 * - `P#<phone>`: the open public bookings of one phone (`Ids`), for the per-phone limit.
 * - `SET`: the branch's appointment settings.
 */
export const branchAppointmentsPk = (orgId: string, entId: string): string => `${orgPk(orgId)}#APPT#${entId}`;

export const appointmentKey = (orgId: string, entId: string, id: string): Key => ({
  pk: branchAppointmentsPk(orgId, entId),
  sk: `A#${id}`,
});

export const monthPartition = (orgId: string, entId: string, date: string): string =>
  `${branchAppointmentsPk(orgId, entId)}#${date.slice(0, 7)}`;

export const calendarAttributes = (orgId: string, entId: string, a: { Date: string; Time: string; Id: string }) => ({
  gsi1pk: monthPartition(orgId, entId, a.Date),
  gsi1sk: `${a.Date}#${a.Time}#${a.Id}`,
});

export const SLOT_PREFIX = 'S#';
export const slotKey = (orgId: string, entId: string, slot: SlotRef): Key => ({
  pk: branchAppointmentsPk(orgId, entId),
  sk: `${SLOT_PREFIX}${slot.date}#${slot.time}#${slot.col}`,
});
export type SlotRef = { date: string; time: string; col: string };
export const slotRefOf = (sk: string): SlotRef => {
  const [, date = '', time = '', ...col] = sk.split('#');
  return { date, time, col: col.join('#') };
};

export const phoneKey = (orgId: string, entId: string, phone: string): Key => ({
  pk: branchAppointmentsPk(orgId, entId),
  sk: `P#${phone}`,
});

export const settingsKey = (orgId: string, entId: string): Key => ({
  pk: branchAppointmentsPk(orgId, entId),
  sk: 'SET',
});
