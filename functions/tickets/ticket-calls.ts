import { ApiError, ErrorCode } from '@shared/api/errors';
import type { ticketRoutes } from '@shared/api/routes/tickets';
import { TicketMessages } from '@shared/tickets/ticket-messages';
import { canMoveTicket, defaultDue, TICKET_LIMITS } from '@shared/tickets/ticket-rules';
import type { TicketAnswer } from '@shared/tickets/ticket-schemas';
import { ulid } from 'ulid';
import { listAudit } from '../data/documents/document-read';
import type { DocumentLine } from '../data/documents/document-records';
import { listEntityMembers } from '../data/identity/identity-repo';
import {
  againWhileHeaderChanges,
  atVer,
  createTicket as createStoredTicket,
  listTickets,
  readTicket,
  saveTicket,
  type StoredTicket,
  type TicketHead,
} from '../data/tickets/tickets-repo';
import { nowIso } from '../data/table/keys';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';
import { rowOf, ticketAnswerOf } from './ticket-answer';
import { customerFacts, ownerName, refFacts, refuse } from './ticket-checks';

/**
 * The ticket calls (docs/tickets.md §4): tenant and branch from the session,
 * checks before any write, one transaction per change through the document
 * store. The feature `Ticket` is the family's gate (ticket-gate.ts).
 */
type Routes = typeof ticketRoutes;

const notFound = (): ApiError => new ApiError(ErrorCode.NotFound, TicketMessages.notFound);
const today = (ctx: ServiceContext): string => branchNow(ctx).date;
const who = (ctx: ServiceContext) => ({
  By: ctx.actor.userId,
  ...(ctx.actor.userName ? { ByName: ctx.actor.userName } : {}),
});

/** A note of the thread: who, when, what; ids in the order written. */
const noteOf = (ctx: ServiceContext, notes: readonly DocumentLine[], text: string, at: string): DocumentLine => ({
  _id: `N${notes.length + 1}`,
  At: at,
  By: ctx.actor.userId,
  ByName: ctx.actor.userName ?? '',
  Text: text,
});

async function ownTicket(ctx: ServiceContext, id: string, consistent = false): Promise<StoredTicket> {
  const found = await readTicket(ctx.session.orgId, ctx.session.entityId, id, consistent);
  if (!found) throw notFound();
  return found;
}

/** Refuses a change of a closed ticket (409: it was open when the caller read it), or at a `ver` not the one stored. */
function checkChangeable(stored: StoredTicket, ver?: number): void {
  if (stored.head.Sts === 'Closed') throw new ApiError(ErrorCode.Conflict, TicketMessages.closed);
  if (ver !== undefined && stored.head.ver !== ver) throw new ApiError(ErrorCode.Conflict, TicketMessages.stale);
}

/** POST Tickets: raise a ticket for a customer, owned by the caller unless another user is named. */
export async function createTicket(call: Call<Routes['createTicket']>): Promise<TicketAnswer> {
  const ctx = serviceContext(call.session);
  const b = call.body;
  const now = branchNow(ctx).date;
  if (b.Due !== undefined && b.Due < now) throw refuse(TicketMessages.dueBeforeCreated, 'Due');
  const owner = b.Owner ?? ctx.session.userId;
  const [cust, ref, OwnerName] = await Promise.all([
    customerFacts(ctx.session.orgId, b.Cust, b.ProdId),
    b.Ref ? refFacts(ctx, b.Ref, b.Cust) : undefined,
    ownerName(ctx, owner),
  ]);
  const at = nowIso();
  const head = {
    OrgId: ctx.session.orgId,
    EntId: ctx.session.entityId,
    DocId: ulid(),
    Sts: 'Open' as const,
    Cust: b.Cust,
    ...cust,
    ...(ref ?? {}),
    Subject: b.Subject,
    ...(b.Desc ? { Desc: b.Desc } : {}),
    Cat: b.Cat,
    Pri: b.Pri,
    Owner: owner,
    OwnerName,
    Due: b.Due ?? defaultDue(now, b.Pri),
    CrAt: at,
    CrDate: now,
    CrBy: ctx.session.userId,
    ...(ctx.actor.userName ? { CrByName: ctx.actor.userName } : {}),
  };
  const stored = await createStoredTicket(head, [], who(ctx));
  return ticketAnswerOf(stored, now);
}

export async function ticket(call: Call<Routes['ticket']>): Promise<TicketAnswer> {
  const ctx = serviceContext(call.session);
  return ticketAnswerOf(await ownTicket(ctx, call.params.Id), today(ctx));
}

/** Optional fields the body clears with `null`, keeps when absent, sets otherwise. */
const clearable = <K extends string>(key: K, value: string | null | undefined): Record<string, string | undefined> =>
  value === undefined ? {} : { [key]: value ?? undefined };

/** PUT Tickets/{Id} at `ver`: what is sent replaces, what is left out stays. */
export async function updateTicket(call: Call<Routes['updateTicket']>): Promise<TicketAnswer> {
  const ctx = serviceContext(call.session);
  const b = call.body;
  const before = await ownTicket(ctx, call.params.Id, true);
  checkChangeable(before, b.ver);
  const h = before.head;
  if (b.Due !== undefined && b.Due < h.CrDate) throw refuse(TicketMessages.dueBeforeCreated, 'Due');
  const prodId = b.ProdId === undefined ? h.ProdId : (b.ProdId ?? undefined);
  const refIn = b.Ref === undefined ? undefined : b.Ref;
  const [cust, ref, OwnerName] = await Promise.all([
    b.ProdId !== undefined ? customerFacts(ctx.session.orgId, h.Cust, prodId) : undefined,
    refIn ? refFacts(ctx, refIn, h.Cust) : undefined,
    b.Owner !== undefined && b.Owner !== h.Owner ? ownerName(ctx, b.Owner) : undefined,
  ]);
  const { ver: _ver, ...kept } = h;
  const next: Omit<TicketHead, 'ver'> = {
    ...kept,
    ...(cust ? { ProdId: cust.ProdId, RegNo: cust.RegNo } : {}),
    ...(ref ? ref : b.Ref === null ? { RefType: undefined, RefId: undefined, RefNum: undefined } : {}),
    ...(b.Subject !== undefined ? { Subject: b.Subject } : {}),
    ...clearable('Desc', b.Desc === '' ? null : b.Desc),
    ...(b.Cat !== undefined ? { Cat: b.Cat } : {}),
    ...(b.Pri !== undefined ? { Pri: b.Pri } : {}),
    ...(OwnerName !== undefined && b.Owner ? { Owner: b.Owner, OwnerName } : {}),
    ...(b.Due !== undefined ? { Due: b.Due } : {}),
  };
  const stored = await atVer(() =>
    saveTicket(before, withoutUndefined(next), before.lines.Notes, { Action: 'Save', ...who(ctx) }),
  );
  return ticketAnswerOf(stored, today(ctx));
}

/** A header as stored: a field cleared is absent, never stored as undefined. */
const withoutUndefined = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/**
 * POST Tickets/{Id}/Notes: appends a note. A note changes nothing anyone read,
 * so it needs no `ver` from the caller: it is written at the `ver` read here and,
 * should another change win meanwhile, added again to the fresh ticket.
 */
export async function addTicketNote(call: Call<Routes['addTicketNote']>): Promise<TicketAnswer> {
  const ctx = serviceContext(call.session);
  const stored = await againWhileHeaderChanges(async () => {
    const before = await ownTicket(ctx, call.params.Id, true);
    checkChangeable(before);
    const notes = before.lines.Notes;
    if (notes.length >= TICKET_LIMITS.notes) throw refuse(TicketMessages.tooManyNotes(TICKET_LIMITS.notes), 'Text');
    const { ver: _ver, ...head } = before.head;
    const note = noteOf(ctx, notes, call.body.Text, nowIso());
    return saveTicket(before, head, [...notes, note], { Action: 'Note', ...who(ctx) });
  });
  return ticketAnswerOf(stored, today(ctx));
}

/** POST Tickets/{Id}/Status at `ver`: one of the allowed moves (ticket-rules TICKET_MOVES), with an optional note. */
export async function moveTicket(call: Call<Routes['moveTicket']>): Promise<TicketAnswer> {
  const ctx = serviceContext(call.session);
  const b = call.body;
  const before = await ownTicket(ctx, call.params.Id, true);
  if (before.head.ver !== b.ver) throw new ApiError(ErrorCode.Conflict, TicketMessages.stale);
  if (!canMoveTicket(before.head.Sts, b.Sts)) throw refuse(TicketMessages.badMove(before.head.Sts, b.Sts), 'Sts');
  const notes = before.lines.Notes;
  if (b.Note && notes.length >= TICKET_LIMITS.notes)
    throw refuse(TicketMessages.tooManyNotes(TICKET_LIMITS.notes), 'Note');
  const { ver: _ver, ...head } = before.head;
  const nextNotes = b.Note ? [...notes, noteOf(ctx, notes, b.Note, nowIso())] : notes;
  const stored = await atVer(() =>
    saveTicket(before, { ...head, Sts: b.Sts }, nextNotes, { Action: 'Status', ...who(ctx) }),
  );
  return ticketAnswerOf(stored, today(ctx));
}

/** GET Tickets: one page for one filter (a status or Overdue, and optionally the caller's own). */
export async function tickets(call: Call<Routes['tickets']>) {
  const ctx = serviceContext(call.session);
  const now = today(ctx);
  const page = await listTickets(
    ctx.session.orgId,
    ctx.session.entityId,
    {
      ...(call.query.Sts ? { sts: call.query.Sts } : {}),
      ...(call.query.Mine ? { owner: ctx.session.userId } : {}),
      today: now,
    },
    call.query.Limit,
    call.query.Cursor,
  );
  return { Items: page.rows.map(rowOf), ...(page.next ? { Next: page.next } : {}), Today: now, Counts: page.counts };
}

/** GET Tickets/Owners: the users of the branch a ticket may be given to, by name. */
export async function ticketOwners(call: Call<Routes['ticketOwners']>) {
  const members = await listEntityMembers(call.session.orgId, call.session.entityId);
  return members.map((m) => ({ UserId: m.UserId, Name: m.Name })).sort((a, b) => a.Name.localeCompare(b.Name));
}

/** GET Tickets/{Id}/AuditLog: who changed what and when, newest first. */
export async function ticketAudit(call: Call<Routes['ticketAudit']>) {
  const ctx = serviceContext(call.session);
  await ownTicket(ctx, call.params.Id);
  const page = await listAudit(ctx.session.orgId, call.params.Id, call.query.Limit, call.query.Cursor);
  return { Items: page.items, ...(page.next ? { Next: page.next } : {}) };
}
