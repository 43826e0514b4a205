import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TicketMessages } from '@shared/tickets/ticket-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOfFile } from '../../components/testing/fake-server';
import { stubResizeObserver } from '../../components/testing/resize-observer';
import {
  advisorSession,
  customer,
  listAnswer,
  ok,
  OWNERS,
  refuse,
  renderTickets,
  row,
  ticket,
} from './testing/tickets-kit';

const fake = fakeServerOfFile();
afterEach(() => vi.unstubAllGlobals());
const SLOW = { timeout: 5000 };

describe('Tickets/ticketslist', () => {
  it('lists recent first before any filter, overdue in red with the word; a chip asks the server for its filter', async () => {
    fake.server = (s) =>
      s.path === 'Tickets'
        ? ok(listAnswer([row(), row({ _id: 'T2', Num: 'TKT/2627/00002', Due: '2026-11-20', Subject: 'Late call' })]))
        : undefined;
    renderTickets('/Tickets/ticketslist');
    const table = await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    expect(fake.sent[0]?.query).toEqual({});
    const rows = within(table).getAllByTestId('ticket-row');
    expect(rows).toHaveLength(2);
    const late = within(rows[1] as HTMLElement).getByText(/Overdue/);
    expect(late.className).toBe('kk-ticket-overdue');
    expect(within(rows[0] as HTMLElement).queryByText(/Overdue/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Overdue/ }));
    await waitFor(() => expect(fake.sent.at(-1)?.query).toEqual({ Sts: 'Overdue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mine' }));
    await waitFor(() => expect(fake.sent.at(-1)?.query).toEqual({ Sts: 'Overdue', Mine: '1' }));
    fireEvent.click(screen.getByRole('button', { name: /^In Progress/ }));
    await waitFor(() => expect(fake.sent.at(-1)?.query).toEqual({ Sts: 'InProgress', Mine: '1' }));
  });

  it('says what to do when there are none, and offers New ticket only with Ticket C', async () => {
    fake.server = (s) => (s.path === 'Tickets' ? ok(listAnswer([])) : undefined);
    renderTickets('/Tickets/ticketslist', advisorSession({ Ticket: 'R' }));
    expect(await screen.findByText(TicketMessages.empty, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New ticket' })).toBeNull();
  });

  it('at 390 px each ticket is a card that opens it', async () => {
    const report = stubResizeObserver();
    fake.server = (s) => (s.path === 'Tickets' ? ok(listAnswer([row({ Due: '2026-11-01' })])) : undefined);
    renderTickets('/Tickets/ticketslist');
    await screen.findByRole('table', { name: 'Tickets' }, SLOW);
    report(390);
    const card = await screen.findByTestId('ticket-card');
    expect(card.getAttribute('href')).toBe('/Tickets/Ticket/01JDTKT0000000000000000001');
    expect(within(card).getByText(/Overdue/).className).toBe('kk-ticket-overdue');
  });
});

describe('Tickets/Ticket', () => {
  it('New from a repair order: prefilled as its follow-up call, due in three days, and raised with the order', async () => {
    fake.server = (s) => {
      if (s.path === 'Customers/C1') return ok(customer());
      if (s.path === 'Tickets/Owners') return ok(OWNERS);
      if (s.path === 'Tickets' && s.method === 'POST') return ok(ticket({ _id: 'T9', Num: 'TKT/2627/00009' }));
      if (s.path === 'Tickets/T9') return ok(ticket({ _id: 'T9', Num: 'TKT/2627/00009' }));
      if (s.path === 'Tickets/T9/AuditLog') return ok({ Items: [] });
      return undefined;
    };
    renderTickets('/Tickets/Ticket/New?Cust=C1&ProdId=P1&RefType=RepairOrder&RefId=R1&RefNum=WO%2F2627%2F7&Follow=1');
    const form = await screen.findByRole('form', { name: 'Ticket' }, SLOW);
    expect((within(form).getByLabelText(/Subject/) as HTMLInputElement).value).toBe(
      TicketMessages.followUpSubject('WO/2627/7'),
    );
    await waitFor(() => expect((within(form).getByLabelText('Vehicle') as HTMLSelectElement).value).toBe('P1'));
    expect((within(form).getByLabelText('Category') as HTMLSelectElement).value).toBe('FollowUp');
    const due = (within(form).getByLabelText('Due') as HTMLInputElement).value;
    expect(due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.click(within(form).getByRole('button', { name: 'Raise ticket' }));
    await waitFor(() => expect(fake.writes()).toHaveLength(1));
    expect(fake.writes()[0]?.body).toEqual({
      Cust: 'C1',
      ProdId: 'P1',
      Ref: { Type: 'RepairOrder', Id: 'R1' },
      Subject: TicketMessages.followUpSubject('WO/2627/7'),
      Cat: 'FollowUp',
      Pri: 'Normal',
      Due: due,
    });
    expect(await screen.findByRole('heading', { name: /TKT\/2627\/00009/ }, SLOW)).toBeTruthy();
  });

  it('a refusal shows under its field and nothing moves on', async () => {
    fake.server = (s) => {
      if (s.path === 'Customers/C1') return ok(customer([]));
      if (s.path === 'Tickets/Owners') return ok(OWNERS);
      if (s.path === 'Tickets' && s.method === 'POST') return refuse(400, TicketMessages.dueBeforeCreated, 'Due');
      return undefined;
    };
    renderTickets('/Tickets/Ticket/New?Cust=C1');
    const form = await screen.findByRole('form', { name: 'Ticket' }, SLOW);
    fireEvent.change(within(form).getByLabelText(/Subject/), { target: { value: 'Wiper noise' } });
    fireEvent.change(within(form).getByLabelText('Due'), { target: { value: '2026-01-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Raise ticket' }));
    expect((await within(form).findAllByText(TicketMessages.dueBeforeCreated)).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('an open ticket: moves along its allowed statuses at ver, saves only what changed, and adds a note with Ctrl+Enter', async () => {
    let current = ticket({
      Due: '2026-11-20',
      Notes: [{ _id: 'N1', At: '2026-11-28T05:00:00.000Z', By: 'U1', ByName: 'Asha Rao', Text: 'Called, no answer' }],
    });
    fake.server = (s) => {
      if (s.path === 'Tickets/Owners') return ok(OWNERS);
      if (s.path === 'Customers/C1') return ok(customer());
      if (s.path.endsWith('/AuditLog')) return ok({ Items: [] });
      if (s.path.endsWith('/Status'))
        return ((current = { ...current, Sts: 'InProgress', ver: current.ver + 1 }), ok(current));
      if (s.path.endsWith('/Notes'))
        return (
          (current = {
            ...current,
            Notes: [
              ...current.Notes,
              { _id: 'N2', At: '2026-11-28T06:00:00.000Z', By: 'U1', ByName: 'Asha Rao', Text: String(s.body?.Text) },
            ],
          }),
          ok(current)
        );
      if (s.method === 'PUT') return ((current = { ...current, Pri: 'High', ver: current.ver + 1 }), ok(current));
      if (s.path === `Tickets/${current._id}`) return ok(current);
      return undefined;
    };
    renderTickets(`/Tickets/Ticket/${current._id}`);
    expect(await screen.findByText(/Due .* · Overdue/, {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Called, no answer')).toBeTruthy();
    const moves = screen.getByRole('group', { name: 'Move to' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['In Progress', 'Waiting for Customer', 'Resolved', 'Closed']);
    fireEvent.click(within(moves).getByRole('button', { name: 'In Progress' }));
    await waitFor(() => expect(fake.writes()[0]?.body).toEqual({ ver: 1, Sts: 'InProgress' }));
    // The answer's ver remounts the form with the ticket as it now is.
    await waitFor(() => expect(screen.getByRole('group', { name: 'Move to' }).textContent).toContain('Open'));
    const form = await screen.findByRole('form', { name: 'Ticket' });
    fireEvent.change(within(form).getByLabelText('Priority'), { target: { value: 'High' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save ticket' }));
    await waitFor(() => expect(fake.writes()[1]?.body).toEqual({ ver: 2, Pri: 'High' }));
    expect(await screen.findByText('High priority')).toBeTruthy();
    const note = await screen.findByLabelText('Add a note');
    fireEvent.change(note, { target: { value: 'Customer will come on Monday' } });
    fireEvent.keyDown(note, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(fake.writes()[2]?.body).toEqual({ Text: 'Customer will come on Monday' }));
    expect(await screen.findByText('Customer will come on Monday')).toBeTruthy();
  });

  it('a closed ticket is read only: no moves, no note, the form disabled', async () => {
    fake.server = (s) => {
      if (s.path === 'Tickets/Owners') return ok(OWNERS);
      if (s.path === 'Customers/C1') return ok(customer([]));
      if (s.path.endsWith('/AuditLog')) return ok({ Items: [] });
      if (s.path.startsWith('Tickets/')) return ok(ticket({ Sts: 'Closed' }));
      return undefined;
    };
    renderTickets('/Tickets/Ticket/01JDTKT0000000000000000001');
    expect(await screen.findByText(TicketMessages.closed, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Move to' })).toBeNull();
    expect(screen.queryByLabelText('Add a note')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save ticket' })).toBeNull();
  });
});
