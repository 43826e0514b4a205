import type { UserAndEntity } from '@shared/api/routes/iam';
import type { TicketAnswer, TicketRow } from '@shared/tickets/ticket-schemas';
import { useLocation } from 'react-router';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { Component as TicketScreen } from '../routes/ticket';
import { Component as TicketsList } from '../routes/tickets-list';

/** An advisor of the demo workshop: raises and works tickets (Ticket CRU), reads customers. */
export function advisorSession(access: Partial<UserAndEntity['Access']['Service']> = {}): UserAndEntity {
  const { Token: _t, ...session } = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: { Customer: 'CRU', Product: 'CRU' },
      Service: { Access: true, MA: false, Ticket: 'CRU', ...access },
    },
  });
  return session;
}

export const ok = (body: unknown) => jsonResponse(200, body);
export const refuse = (status: number, message: string, path?: string) =>
  jsonResponse(status, { errorCode: status, message, ...(path ? { errors: [{ path, message }] } : {}) });

export function row(over: Partial<TicketRow> = {}): TicketRow {
  return {
    _id: '01JDTKT0000000000000000001',
    Num: 'TKT/2627/00001',
    Sts: 'Open',
    Cust: 'C1',
    CustName: 'Meera Iyer',
    RegNo: 'KA01AB1234',
    Subject: 'Brake noise after service',
    Cat: 'Complaint',
    Pri: 'Normal',
    Owner: 'U1',
    OwnerName: 'Asha Rao',
    Due: '2026-12-01',
    CrAt: '2026-11-28T04:30:00.000Z',
    ...over,
  };
}

export function ticket(over: Partial<TicketAnswer> = {}): TicketAnswer {
  return {
    ...row(),
    Phone: '9876543210',
    ProdId: 'P1',
    Desc: 'Squeal when braking at low speed.',
    CrBy: 'U1',
    CrByName: 'Asha Rao',
    Notes: [],
    Today: '2026-11-28',
    ver: 1,
    ...over,
  };
}

export const listAnswer = (items: TicketRow[], over: Record<string, unknown> = {}) => ({
  Items: items,
  Today: '2026-11-28',
  Counts: { Open: items.filter((i) => i.Sts === 'Open').length, Closed: 0 },
  ...over,
});

/** The customer's record as Customers/{id} answers it, with their vehicles. */
export const customer = (vehs: { _id: string; RegNo: string }[] = [{ _id: 'P1', RegNo: 'KA01AB1234' }]) => ({
  _id: 'C1',
  Type: 'Individual',
  DName: 'Meera Iyer',
  Cons: { Phones: { Main: '9876543210', Others: [] }, Emails: [] },
  Vehs: vehs,
  CrDt: '2024-01-01',
  UpDt: '2024-01-01',
  ver: 1,
});

export const OWNERS = [
  { UserId: 'U1', Name: 'Asha Rao' },
  { UserId: 'U2', Name: 'Ravi Kumar' },
];

/** Shows where a navigation went. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export const renderTickets = (at: string, session: UserAndEntity = advisorSession()) =>
  renderRoutes(
    [
      { path: 'Tickets/ticketslist', Component: TicketsList },
      { path: 'Tickets/Ticket/:Id', Component: TicketScreen },
      { path: '*', Component: Elsewhere },
    ],
    at,
    session,
  );
