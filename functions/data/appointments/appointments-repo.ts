import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import {
  DEFAULT_APPOINTMENT_SETTINGS,
  type AppointmentSettings,
  type AppointmentStatus,
} from '@shared/appointments/appointment-rules';
import { db, tableName } from '../../lib/aws-clients';
import { indexKeyNames } from '../table/index-query';
import { queryAll } from '../table/query-all';
import { transact, type Write } from '../table/transact';
import {
  appointmentKey,
  branchAppointmentsPk,
  calendarAttributes,
  monthPartition,
  phoneKey,
  settingsKey,
  SLOT_PREFIX,
  slotKey,
  slotRefOf,
  type SlotRef,
} from './appointment-keys';

/**
 * A branch's appointments, their slot-capacity records and settings
 * (docs/customer-loop.md §2, §3). An appointment is a small record with `ver`,
 * not a document of the store: it has no lines, no number and no totals. Every
 * booking, move, cancel and check-in is one transaction of the record and the
 * slot records it takes or frees.
 */

export type AppointmentLog = { At: string; By?: string; Act: string };
export type AppointmentRecord = {
  type: 'Appointment';
  OrgId: string;
  EntId: string;
  Id: string;
  Sts: AppointmentStatus;
  Date: string;
  Time: string;
  Dur: number;
  /** The capacity column (appointment-rules columnOf) and the slot times it holds there. */
  Col: string;
  Slots: string[];
  Cust?: string;
  CustName?: string;
  Phone?: string;
  ProdId?: string;
  RegNo?: string;
  SA?: string;
  SAName?: string;
  Bay?: string;
  Wish?: string;
  Public?: boolean;
  WOId?: string;
  WONum?: string;
  Reason?: string;
  CrAt: string;
  CrBy?: string;
  CrByName?: string;
  Log: AppointmentLog[];
  ver: number;
};

/** How a booking is held: the slot capacity (undefined: deliberate double-booking) and the phone's limit. */
export type Hold = { capacity: number | undefined; phoneLimit?: number };

const slotsOf = (r: Pick<AppointmentRecord, 'Date' | 'Col' | 'Slots'>): SlotRef[] =>
  r.Slots.map((time) => ({ date: r.Date, time, col: r.Col }));
const slotId = (s: SlotRef): string => `${s.date}#${s.time}#${s.col}`;

/** Takes a place in a slot: its set of ids grows by one, under the capacity unless double-booking is allowed. */
function claimSlot(orgId: string, entId: string, slot: SlotRef, id: string, capacity: number | undefined): Write {
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: slotKey(orgId, entId, slot),
        UpdateExpression: 'ADD Ids :id SET #type = :type',
        ExpressionAttributeNames: { '#type': 'type', ...(capacity === undefined ? {} : { '#ids': 'Ids' }) },
        ExpressionAttributeValues: {
          ':id': new Set([id]),
          ':type': 'AppointmentSlot',
          ...(capacity === undefined ? {} : { ':cap': capacity }),
        },
        ...(capacity === undefined ? {} : { ConditionExpression: 'attribute_not_exists(#ids) OR size(#ids) < :cap' }),
      },
    },
    conflict: AppointmentMessages.slotTaken,
  };
}

/** Gives the place back (removing an id a set does not hold changes nothing). */
const releaseSlot = (orgId: string, entId: string, slot: SlotRef, id: string): Write => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: slotKey(orgId, entId, slot),
      UpdateExpression: 'DELETE Ids :id',
      ExpressionAttributeValues: { ':id': new Set([id]) },
    },
  },
});

const claimPhone = (r: AppointmentRecord, phone: string, limit: number): Write => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: phoneKey(r.OrgId, r.EntId, phone),
      UpdateExpression: 'ADD Ids :id SET #type = :type',
      ConditionExpression: 'attribute_not_exists(#ids) OR size(#ids) < :max',
      ExpressionAttributeNames: { '#ids': 'Ids', '#type': 'type' },
      ExpressionAttributeValues: { ':id': new Set([r.Id]), ':max': limit, ':type': 'AppointmentPhone' },
    },
  },
  conflict: AppointmentMessages.tooManyOpen(limit),
});

const releasePhone = (r: AppointmentRecord, phone: string): Write => ({
  item: {
    Update: {
      TableName: tableName(),
      Key: phoneKey(r.OrgId, r.EntId, phone),
      UpdateExpression: 'DELETE Ids :id',
      ExpressionAttributeValues: { ':id': new Set([r.Id]) },
    },
  },
});

const itemOf = (r: AppointmentRecord) => ({
  ...appointmentKey(r.OrgId, r.EntId, r.Id),
  ...calendarAttributes(r.OrgId, r.EntId, r),
  ...r,
});

/** The writes of a new appointment: the record, a place in each slot it covers and, for a public booking, the phone's. */
export function newAppointmentWrites(r: AppointmentRecord, hold: Hold): Write[] {
  return [
    {
      item: {
        Put: { TableName: tableName(), Item: itemOf(r), ConditionExpression: 'attribute_not_exists(pk)' },
      },
    },
    ...slotsOf(r).map((s) => claimSlot(r.OrgId, r.EntId, s, r.Id, hold.capacity)),
    ...(r.Public && r.Phone && hold.phoneLimit !== undefined ? [claimPhone(r, r.Phone, hold.phoneLimit)] : []),
  ];
}

export const bookAppointment = (r: AppointmentRecord, hold: Hold): Promise<void> =>
  transact(newAppointmentWrites(r, hold));

/**
 * The writes of a change at the `ver` it was read: the record replaced whole, the
 * slots it leaves freed and those it enters taken (a slot kept is not touched, so a
 * move by one slot never writes an item twice); leaving Scheduled frees the phone's
 * place, and Cancelled frees every slot.
 */
export function appointmentChangeWrites(before: AppointmentRecord, next: AppointmentRecord, hold: Hold): Write[] {
  const held = (r: AppointmentRecord): SlotRef[] => (r.Sts === 'Cancelled' ? [] : slotsOf(r));
  const was = new Map(held(before).map((s) => [slotId(s), s]));
  const will = new Map(held(next).map((s) => [slotId(s), s]));
  const { ver: _ver, ...fields } = next;
  return [
    {
      item: {
        Put: {
          TableName: tableName(),
          Item: itemOf({ ...fields, ver: before.ver + 1 } as AppointmentRecord),
          ConditionExpression: '#ver = :ver',
          ExpressionAttributeNames: { '#ver': 'ver' },
          ExpressionAttributeValues: { ':ver': before.ver },
        },
      },
      conflict: AppointmentMessages.stale,
    },
    ...[...was].filter(([k]) => !will.has(k)).map(([, s]) => releaseSlot(before.OrgId, before.EntId, s, before.Id)),
    ...[...will]
      .filter(([k]) => !was.has(k))
      .map(([, s]) => claimSlot(next.OrgId, next.EntId, s, next.Id, hold.capacity)),
    ...(before.Public && before.Phone && before.Sts === 'Scheduled' && next.Sts !== 'Scheduled'
      ? [releasePhone(before, before.Phone)]
      : []),
  ];
}

export const changeAppointment = (before: AppointmentRecord, next: AppointmentRecord, hold: Hold): Promise<void> =>
  transact(appointmentChangeWrites(before, next, hold));

export async function getAppointment(
  orgId: string,
  entId: string,
  id: string,
  consistent = false,
): Promise<AppointmentRecord | undefined> {
  const answer = await db().send(
    new GetCommand({ TableName: tableName(), Key: appointmentKey(orgId, entId, id), ConsistentRead: consistent }),
  );
  return answer.Item as AppointmentRecord | undefined;
}

/** The months an inclusive date range touches ('YYYY-MM-DD' each, to is not before from). */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
    months.push(`${m}-01`);
    const [y, mm] = m.split('-').map(Number) as [number, number];
    m = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, '0')}`;
  }
  return months;
}

/** The branch's appointments from `from` to `to` (inclusive), by date and time: one GSI1 query per month touched. */
export async function listAppointments(
  orgId: string,
  entId: string,
  from: string,
  to: string,
): Promise<AppointmentRecord[]> {
  const index = indexKeyNames(1);
  const pages = await Promise.all(
    monthsOf(from, to).map((month) =>
      queryAll<AppointmentRecord>({
        IndexName: index.name,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': index.pk, '#sk': index.sk },
        ExpressionAttributeValues: { ':pk': monthPartition(orgId, entId, month), ':from': from, ':to': `${to}#~` },
      }),
    ),
  );
  return pages.flat().sort((a, b) => `${a.Date}${a.Time}`.localeCompare(`${b.Date}${b.Time}`));
}

/** How many appointments hold each slot of each column from `from` to `to`: the capacity records only, no appointment. */
export async function listTakenSlots(
  orgId: string,
  entId: string,
  from: string,
  to: string,
): Promise<(SlotRef & { count: number })[]> {
  const items = await queryAll<{ sk: string; Ids?: Set<string> }>({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': branchAppointmentsPk(orgId, entId),
      ':from': `${SLOT_PREFIX}${from}`,
      ':to': `${SLOT_PREFIX}${to}#~`,
    },
    ProjectionExpression: 'sk, Ids',
  });
  return items.map((i) => ({ ...slotRefOf(i.sk), count: i.Ids?.size ?? 0 })).filter((s) => s.count > 0);
}

export type StoredSettings = AppointmentSettings & { ver: number };

/** The branch's settings, or the defaults at `ver` 0 when it never saved any. */
export async function readAppointmentSettings(orgId: string, entId: string): Promise<StoredSettings> {
  const answer = await db().send(new GetCommand({ TableName: tableName(), Key: settingsKey(orgId, entId) }));
  const item = answer.Item as (Partial<AppointmentSettings> & { ver: number }) | undefined;
  if (!item) return { ...DEFAULT_APPOINTMENT_SETTINGS, ver: 0 };
  const { pk: _pk, sk: _sk, type: _t, ...rest } = item as Record<string, unknown>;
  return { ...DEFAULT_APPOINTMENT_SETTINGS, ...(rest as Partial<AppointmentSettings>), ver: item.ver };
}

/** Saves the settings at the `ver` read (0: the first save creates them). */
export async function saveAppointmentSettings(
  orgId: string,
  entId: string,
  next: AppointmentSettings,
  ver: number,
): Promise<StoredSettings> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...settingsKey(orgId, entId), type: 'AppointmentSettings', ...next, ver: ver + 1 },
        ConditionExpression: ver === 0 ? 'attribute_not_exists(pk)' : '#ver = :ver',
        ...(ver === 0
          ? {}
          : { ExpressionAttributeNames: { '#ver': 'ver' }, ExpressionAttributeValues: { ':ver': ver } }),
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException')
      throw new ApiError(ErrorCode.Conflict, Messages.conflict);
    throw error;
  }
  return { ...next, ver: ver + 1 };
}
