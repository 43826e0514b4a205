import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loginAnswer } from '../../../../components/testing/fixtures';
import { renderRoutes } from '../../../../components/testing/render';
import { TicketLinks } from './ticket-links';

/** A repair order's "New ticket" and, once delivered, "Follow up" (docs/tickets.md §5). */
const session = (Ticket: string | undefined, features: Record<string, boolean> = {}) => {
  const { Token: _t, ...rest } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false, ...(Ticket ? { Ticket } : {}) } },
  });
  return {
    ...rest,
    Entity: { ...rest.Entity, Config: { ...rest.Entity.Config, Service: { Access: true, Features: features } } },
  };
};
const order = (Sts: string) => ({ _id: 'R1', Num: 'WO/2627/00007', Sts, Cust: 'C1', ProdId: 'P1' });
const show = (Sts: string, s = session('CRU')) =>
  renderRoutes([{ path: '*', Component: () => <TicketLinks order={order(Sts)} /> }], '/Service/WorkOrder/R1', s);

afterEach(cleanup);

describe('TicketLinks', () => {
  it('a delivered order offers its follow-up call, prefilled; an open one a new ticket only', () => {
    show('Closed');
    expect(screen.getByRole('link', { name: 'Follow up' }).getAttribute('href')).toBe(
      '/Tickets/Ticket/New?Cust=C1&ProdId=P1&RefType=RepairOrder&RefId=R1&RefNum=WO%2F2627%2F00007&Follow=1',
    );
    expect(screen.getByRole('link', { name: 'New ticket' }).getAttribute('href')).toBe(
      '/Tickets/Ticket/New?Cust=C1&ProdId=P1&RefType=RepairOrder&RefId=R1&RefNum=WO%2F2627%2F00007',
    );
    cleanup();
    show('InProgress');
    expect(screen.queryByRole('link', { name: 'Follow up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New ticket' })).toBeTruthy();
  });

  it('nothing without Ticket C, or where the branch switched tickets off', () => {
    show('Closed', session('R'));
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    show('Closed', session('CRU', { Ticket: false }));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
