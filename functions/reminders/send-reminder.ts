import { ApiError, ErrorCode } from '@shared/api/errors';
import type { remindersRoutes } from '@shared/api/routes/reminders';
import { isMobileNumber, normalisePhone } from '@shared/fields/contact-fields';
import { messageDate, ReminderMessages as M, reminderText } from '@shared/reminders/reminder-messages';
import { weekStartOf, type ReminderKind } from '@shared/reminders/reminder-rules';
import type { SendReminderAnswer } from '@shared/reminders/reminder-schemas';
import { getParty } from '../data/parties/parties-repo';
import { reminderPartition } from '../data/reminders/reminder-keys';
import {
  claimSending,
  getReminderSource,
  releaseSending,
  type InsuredVehicle,
  type ReminderIndexItem,
  type SendingRecord,
} from '../data/reminders/reminders-repo';
import { bookingPageUrl } from '../lib/booking-page-link';
import type { Call } from '../lib/http/call';
import { notify } from '../lib/notifier';
import { reminderContext } from './reminder-context';

type Routes = typeof remindersRoutes;

/** What a send needs of the reminder, read again now. */
type Due = { custId?: string; regNo?: string; prodId?: string; work?: string };

/**
 * The reminder as it stands now: this branch's, still in its list on the day the
 * list showed (a policy renewed, a next-service date changed, declined work
 * approved since: 409, nothing sent or written).
 */
async function dueNow(orgId: string, entId: string, kind: ReminderKind, id: string, due: string): Promise<Due> {
  const source = await getReminderSource(orgId, kind, id);
  const partition = reminderPartition(orgId, entId, kind);
  if (kind === 'Insurance') {
    const v = source as (InsuredVehicle & { gsi2pk?: string }) | undefined;
    if (!v || v.gsi2pk !== partition || v.Ins?.ExpDt !== due) throw new ApiError(ErrorCode.Conflict, M.notDue);
    return { custId: v.Owner?.CustId, regNo: v.RegNo, prodId: v.Id };
  }
  const item = source as (ReminderIndexItem & { gsi1pk?: string }) | undefined;
  if (!item || item.gsi1pk !== partition || item.Due !== due) throw new ApiError(ErrorCode.Conflict, M.notDue);
  const work = (item.Lines ?? []).map((l) => l.Desc ?? l._id).join(', ');
  return { custId: item.Cust, regNo: item.RegNo, prodId: item.ProdId, work: work || undefined };
}

/** The customer's main phone if it is a mobile number, or 400 saying what to fix. */
async function mobileOf(orgId: string, custId: string | undefined): Promise<string> {
  if (!custId) throw new ApiError(ErrorCode.BadRequest, M.noCustomer);
  const party = await getParty(orgId, 'CUST', custId);
  const main = (party as { Cons?: { Phones?: { Main?: string } } } | undefined)?.Cons?.Phones?.Main;
  const phone = main ? normalisePhone(main) : undefined;
  if (phone && isMobileNumber(phone)) return phone;
  throw new ApiError(ErrorCode.BadRequest, main ? M.notMobile : M.noPhone);
}

/**
 * POST Reminders/Send (docs/reminders.md §4): one reminder to the customer, by SMS
 * through the notifier port or as a WhatsApp click-to-chat address, with a link to
 * the branch's booking page (the vehicle's number prefilled). Idempotent per kind,
 * record and week: the sending record is claimed first (only if absent), so a
 * double click or two advisors at once send once, and the second is answered the
 * first's record. A message that cannot be sent frees the claim and answers 500.
 */
export async function sendReminder(call: Call<Routes['sendReminder']>): Promise<SendReminderAnswer> {
  const { Kind, Id, Due: due, Channel } = call.body;
  const ctx = reminderContext(call.session, Kind);
  const { orgId, entityId, userId } = call.session;
  const found = await dueNow(orgId, entityId, Kind, Id, due);
  const phone = await mobileOf(orgId, found.custId);
  const { Link } = await bookingPageUrl(
    { org: orgId, ent: entityId },
    found.regNo ? `?RegNo=${encodeURIComponent(found.regNo)}` : '',
  );
  const text = reminderText({
    kind: Kind,
    branch: ctx.entity.DName,
    regNo: found.regNo ?? '',
    due: messageDate(due),
    ...(found.work ? { work: found.work } : {}),
    link: Link,
  });
  const record: SendingRecord & { ProdId?: string } = {
    Kind,
    Id,
    Due: due,
    Week: weekStartOf(due),
    At: new Date().toISOString(),
    By: userId,
    ByName: call.session.userName ?? userId,
    Channel,
    To: phone,
    ...(found.prodId ? { ProdId: found.prodId } : {}),
  };
  const claim = await claimSending(orgId, entityId, record);
  if (!claim.claimed) {
    const s = claim.existing;
    return { Sent: { At: s.At, By: s.By, ByName: s.ByName, Channel: s.Channel, To: s.To }, Already: true };
  }
  const Sent = { At: record.At, By: record.By, ByName: record.ByName, Channel, To: phone };
  if (Channel === 'WhatsApp')
    return { Sent, Already: false, WhatsApp: `https://wa.me/91${phone}?text=${encodeURIComponent(text)}` };
  try {
    await notify({ channel: 'sms', to: phone, subject: 'Reminder', text });
  } catch {
    await releaseSending(orgId, entityId, record);
    throw new ApiError(ErrorCode.Internal, M.sendFailed);
  }
  return { Sent, Already: false };
}
