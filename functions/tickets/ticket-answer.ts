import type { TicketAnswer, TicketRow } from '@shared/tickets/ticket-schemas';
import type { TicketRefType } from '@shared/tickets/ticket-rules';
import type { StoredTicket, TicketHead } from '../data/tickets/tickets-repo';

/** A row of the lists, from an index item or a header (the same summary fields). */
export function rowOf(item: Readonly<Record<string, unknown>>): TicketRow {
  const h = item as Partial<TicketHead>;
  return {
    _id: String(h.DocId),
    Num: String(h.Num),
    Sts: h.Sts as TicketRow['Sts'],
    Cust: String(h.Cust),
    CustName: String(h.CustName),
    ...(h.RegNo ? { RegNo: h.RegNo } : {}),
    Subject: String(h.Subject),
    Cat: h.Cat as TicketRow['Cat'],
    Pri: h.Pri as TicketRow['Pri'],
    Owner: String(h.Owner),
    OwnerName: String(h.OwnerName),
    Due: String(h.Due),
    CrAt: String(h.CrAt),
    ...(h.RefNum ? { RefNum: h.RefNum } : {}),
  };
}

/** The whole ticket with its notes in the order written, and the branch's today. */
export function ticketAnswerOf(stored: StoredTicket, today: string): TicketAnswer {
  const h = stored.head;
  return {
    ...rowOf(h),
    ...(h.Phone ? { Phone: h.Phone } : {}),
    ...(h.ProdId ? { ProdId: h.ProdId } : {}),
    ...(h.RefType && h.RefId && h.RefNum
      ? { Ref: { Type: h.RefType as TicketRefType, Id: h.RefId, Num: h.RefNum } }
      : {}),
    ...(h.Desc ? { Desc: h.Desc } : {}),
    CrBy: h.CrBy,
    ...(h.CrByName ? { CrByName: h.CrByName } : {}),
    ...(h.UpDt ? { UpAt: h.UpDt } : {}),
    Notes: stored.lines.Notes.map((n) => ({
      _id: n._id,
      At: String(n.At),
      By: String(n.By),
      ByName: String(n.ByName ?? ''),
      Text: String(n.Text),
    })),
    Today: today,
    ver: h.ver,
  };
}
