import type { AccessContext } from '@shared/access/access-model';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { loginAnswer } from '../../../components/testing/fixtures';
import { NewTicketLink } from './new-ticket-link';

afterEach(cleanup);

const ctxWith = (Ticket: string | undefined, ticketFeature?: boolean): AccessContext => {
  const session = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: { Customer: 'CRU' },
      Service: { Access: true, MA: false, ...(Ticket ? { Ticket } : {}) },
    },
  });
  const config = {
    ...session.Entity.Config,
    Service: { Access: true, ...(ticketFeature === undefined ? {} : { Features: { Ticket: ticketFeature } }) },
  };
  return { access: session.Access, config, user: session.User } as AccessContext;
};

const show = (ctx: AccessContext) =>
  render(
    <MemoryRouter>
      <NewTicketLink ctx={ctx} custId="C1" />
    </MemoryRouter>,
  );

describe('New ticket on a customer screen (docs/tickets.md §6)', () => {
  it('opens a new ticket with the customer chosen, for a user who may raise one', () => {
    show(ctxWith('CRU'));
    expect(screen.getByRole('link', { name: 'New ticket' }).getAttribute('href')).toBe('/Tickets/Ticket/New?Cust=C1');
  });

  it('is not there without Ticket C, or in a branch with tickets switched off', () => {
    show(ctxWith('R'));
    expect(screen.queryByRole('link', { name: 'New ticket' })).toBeNull();
    cleanup();
    show(ctxWith('CRU', false));
    expect(screen.queryByRole('link', { name: 'New ticket' })).toBeNull();
  });
});
