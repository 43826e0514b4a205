import type { remindersRoutes } from '@shared/api/routes/reminders';
import { DOC_CODE } from '../data/documents/types/service-types';
import {
  customerNames,
  laterDocuments,
  listDue,
  listSendings,
  listVehicleSendings,
  workLinesOf,
  type InsuredVehicle,
  type ReminderIndexItem,
} from '../data/reminders/reminders-repo';
import {
  MAX_LIST_DAYS,
  MAX_REPORT_DAYS,
  weekStartOf,
  weeksOf,
  type ReminderKind,
} from '@shared/reminders/reminder-rules';
import type {
  InsuranceReportAnswer,
  ReminderListAnswer,
  ReminderRow,
  VehicleRemindersAnswer,
} from '@shared/reminders/reminder-schemas';
import type { Call } from '../lib/http/call';
import { rangeOf, reminderContext } from './reminder-context';

type Routes = typeof remindersRoutes;

/** Rows one list answers; `More` says the range held more (narrow it). */
export const MAX_ROWS = 200;
/** Rows the report answers. */
export const MAX_REPORT_ROWS = 500;

/** Statuses of a later line that mean the work is being done or done: the declined line is no longer owed. */
const NOT_DONE = new Set(['New', 'WtngForAppr', 'Declined', 'Cancelled']);
const sameWork = (desc: string | undefined): string => (desc ?? '').trim().toLowerCase();

/** The vehicle's documents after the reminder's own, not cancelled (its history partition). */
async function laterOf(orgId: string, item: ReminderIndexItem) {
  if (!item.ProdId || !item.CrDate) return [];
  const after = `${item.CrDate}#${DOC_CODE[item.DocType]}#${item.DocId}`;
  return (await laterDocuments(orgId, item.ProdId, after)).filter((d) => d.Sts !== 'Cancelled');
}

/** A next-service date is superseded once the vehicle has a later repair order (which sets its own). */
async function stillDueService(orgId: string, item: ReminderIndexItem): Promise<boolean> {
  return !(await laterOf(orgId, item)).some((d) => d.type === 'RepairOrderIndex' || d.type === 'RepairOrder');
}

/** The declined lines not approved since on a later document of the vehicle (the same description). */
async function stillDeclined(orgId: string, item: ReminderIndexItem): Promise<ReminderIndexItem['Lines']> {
  const lines = item.Lines ?? [];
  const later = await laterOf(orgId, item);
  if (later.length === 0) return lines;
  const done = new Set(
    (await Promise.all(later.map((d) => workLinesOf(orgId, d.DocId))))
      .flat()
      .filter((l) => !NOT_DONE.has(l.Sts ?? 'New'))
      .map((l) => sameWork(l.Desc)),
  );
  return lines.filter((l) => !done.has(sameWork(l.Desc)));
}

const docRow = (kind: ReminderKind, item: ReminderIndexItem, what: string): ReminderRow => ({
  Kind: kind,
  Id: item.DocId,
  Due: item.Due,
  ...(item.Cust ? { CustId: item.Cust } : {}),
  ...(item.CustName ? { CustName: item.CustName } : {}),
  ...(item.ProdId ? { ProdId: item.ProdId } : {}),
  ...(item.RegNo ? { RegNo: item.RegNo } : {}),
  What: what,
  DocType: item.DocType,
  ...(item.Num ? { DocNum: item.Num } : {}),
  ...(item.Decided ? { Decided: item.Decided } : {}),
});

async function nextServiceRows(orgId: string, items: ReminderIndexItem[]): Promise<ReminderRow[]> {
  const due = await Promise.all(items.map((item) => stillDueService(orgId, item)));
  return items.filter((_, i) => due[i]).map((item) => docRow('NextService', item, `Next service · ${item.Num ?? ''}`));
}

async function declinedRows(orgId: string, items: ReminderIndexItem[]): Promise<ReminderRow[]> {
  const open = await Promise.all(items.map((item) => stillDeclined(orgId, item)));
  const rows = items.flatMap((item, i) => {
    const lines = open[i] ?? [];
    if (lines.length === 0) return [];
    return [docRow('DeclinedWork', item, lines.map((l) => l.Desc ?? l._id).join(', '))];
  });
  // One row per vehicle: the latest document's (an estimate and the order made from it may both hold the work).
  const byVehicle = new Map<string, ReminderRow>();
  for (const row of rows) {
    const key = row.ProdId ?? row.Id;
    const held = byVehicle.get(key);
    if (!held || `${held.Decided}#${held.Id}` < `${row.Decided}#${row.Id}`) byVehicle.set(key, row);
  }
  return rows.filter((row) => byVehicle.get(row.ProdId ?? row.Id) === row);
}

const policyOf = (v: InsuredVehicle): string =>
  [v.Ins?.Insurer, v.Ins?.PolicyNo ? `policy ${v.Ins.PolicyNo}` : undefined].filter(Boolean).join(' · ') ||
  'Insurance policy';

async function insuranceRows(orgId: string, vehicles: InsuredVehicle[]): Promise<ReminderRow[]> {
  const names = await customerNames(
    orgId,
    vehicles.flatMap((v) => (v.Owner ? [v.Owner.CustId] : [])),
  );
  return vehicles.map((v) => ({
    Kind: 'Insurance' as const,
    Id: v.Id,
    Due: v.Ins?.ExpDt ?? '',
    ...(v.Owner ? { CustId: v.Owner.CustId } : {}),
    ...(v.Owner && names.get(v.Owner.CustId) ? { CustName: names.get(v.Owner.CustId) } : {}),
    ProdId: v.Id,
    ...(v.RegNo ? { RegNo: v.RegNo } : {}),
    What: policyOf(v),
  }));
}

/** GET Reminders/{Kind}: the branch's reminders of one kind due From..To (default this week), each with its sending. */
export async function reminderList(call: Call<Routes['reminderList']>): Promise<ReminderListAnswer> {
  const kind = call.params.Kind;
  const ctx = reminderContext(call.session, kind);
  const { orgId, entityId } = call.session;
  const { From, To } = rangeOf(ctx.today, call.query, MAX_LIST_DAYS);
  const [items, sent] = await Promise.all([
    listDue(orgId, entityId, kind, { from: From, to: To }, MAX_ROWS + 1),
    listSendings(orgId, entityId, kind, weeksOf(From, To)),
  ]);
  const page = items.slice(0, MAX_ROWS);
  const rows =
    kind === 'Insurance'
      ? await insuranceRows(orgId, page as InsuredVehicle[])
      : kind === 'NextService'
        ? await nextServiceRows(orgId, page as ReminderIndexItem[])
        : await declinedRows(orgId, page as ReminderIndexItem[]);
  const Rows = rows.map((row) => {
    const s = sent.get(`${weekStartOf(row.Due)}#${row.Id}`);
    return s ? { ...row, Sent: { At: s.At, By: s.By, ByName: s.ByName, Channel: s.Channel, To: s.To } } : row;
  });
  return { Kind: kind, From, To, Today: ctx.today, Rows, More: items.length > MAX_ROWS };
}

/** GET Reports/InsuranceExpiring: report 603, the branch's vehicles whose policy expires From..To (default this week). */
export async function insuranceExpiringReport(
  call: Call<Routes['insuranceExpiringReport']>,
): Promise<InsuranceReportAnswer> {
  const ctx = reminderContext(call.session);
  const { orgId, entityId } = call.session;
  const { From, To } = rangeOf(ctx.today, call.query, MAX_REPORT_DAYS);
  const vehicles = await listDue(orgId, entityId, 'Insurance', { from: From, to: To }, MAX_REPORT_ROWS + 1);
  const page = vehicles.slice(0, MAX_REPORT_ROWS);
  const names = await customerNames(
    orgId,
    page.flatMap((v) => (v.Owner ? [v.Owner.CustId] : [])),
  );
  const Rows = page.map((v) => {
    const name = v.Owner ? names.get(v.Owner.CustId) : undefined;
    const vehicle = [v.Make, v.Model].filter(Boolean).join(' ');
    return {
      ProdId: v.Id,
      ...(v.RegNo ? { RegNo: v.RegNo } : {}),
      ...(vehicle ? { Vehicle: vehicle } : {}),
      ...(v.Owner ? { CustId: v.Owner.CustId } : {}),
      ...(name ? { CustName: name } : {}),
      ...(v.Ins?.Insurer ? { Insurer: v.Ins.Insurer } : {}),
      ...(v.Ins?.PolicyNo ? { PolicyNo: v.Ins.PolicyNo } : {}),
      ExpDt: v.Ins?.ExpDt ?? From,
    };
  });
  return { From, To, Today: ctx.today, Rows, More: vehicles.length > MAX_REPORT_ROWS };
}

/** GET Reminders/Vehicle/{Id}: the vehicle's reminders sent in this branch, newest first (its screen). */
export async function vehicleReminders(call: Call<Routes['vehicleReminders']>): Promise<VehicleRemindersAnswer> {
  reminderContext(call.session);
  const sent = await listVehicleSendings(call.session.orgId, call.session.entityId, call.params.Id, 20);
  return {
    Rows: sent.map((s) => ({
      Kind: s.Kind,
      Due: s.Due,
      At: s.At,
      By: s.By,
      ByName: s.ByName,
      Channel: s.Channel,
      To: s.To,
    })),
  };
}
