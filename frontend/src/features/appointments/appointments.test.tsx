import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AppointmentMessages } from '@shared/appointments/appointment-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOfFile } from '../../components/testing/fake-server';
import { appointmentEvents } from '../../lib/appointment-events';
import { liveEvents } from '../../lib/live-events';
import { CalendarTexts } from './routes/calendar';
import { AppointmentTexts } from './routes/appointment';
import {
  advisorSession,
  appointment,
  calendarAnswer,
  ok,
  refuse,
  renderAppointments,
} from './testing/appointments-kit';

const fake = fakeServerOfFile();
afterEach(() => vi.unstubAllGlobals());

describe('Appointments/services: the day and week of the branch', () => {
  it('shows the bays as columns with each appointment in its slot; the keyboard moves between cells and books a free one', async () => {
    fake.server = (s) => (s.path === 'Appointments/Calendar' ? ok(calendarAnswer([appointment()])) : undefined);
    const router = renderAppointments('/Appointments/services?d=2026-12-01');
    const grid = await screen.findByRole('grid', { name: /Appointments, Tue/ });
    expect(fake.sent[0]?.query).toEqual({ From: '2026-12-01', Days: '1' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Bay 1', 'Bay 2', 'Unassigned']);
    const cell = within(grid).getByRole('gridcell', { name: '10:00, Bay 1' });
    expect(within(cell).getByRole('link').textContent).toContain('Meera Iyer');
    expect(screen.queryByRole('status')).toBeNull();
    // The first cell is the one in the tab order; arrows move the focus.
    const first = within(grid).getByRole('gridcell', { name: '09:00, Bay 1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '09:00, Bay 2' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/Appointments/service/New?Date=2026-12-01&Time=09%3A30&Bay=b2',
      ),
    );
  });

  it("a customer's booking elsewhere (AppointmentChanged) shows at once", async () => {
    let booked = false;
    fake.server = (s) =>
      s.path === 'Appointments/Calendar'
        ? ok(calendarAnswer(booked ? [appointment({ Time: '11:00', CustName: 'Ravi Kumar' })] : []))
        : undefined;
    liveEvents.setConnected(true);
    renderAppointments('/Appointments/services?d=2026-12-01');
    const grid = await screen.findByRole('grid', { name: /Appointments, Tue/ });
    expect(within(grid).queryByText(/Ravi Kumar/)).toBeNull();
    booked = true;
    act(() =>
      appointmentEvents.publish({
        event: 'AppointmentChanged',
        Id: '01JDAPPT000000000000000002',
        Date: '2026-12-01',
        Sts: 'Scheduled',
        ver: 1,
        By: 'Customer',
        At: '2026-12-01T04:00:00.000Z',
      }),
    );
    expect(await within(grid).findByText(/Ravi Kumar/)).toBeTruthy();
    liveEvents.setConnected(false);
  });

  it('an empty week says so; the week has the seven days from the first as columns, and Next moves a week', async () => {
    fake.server = (s) => (s.path === 'Appointments/Calendar' ? ok(calendarAnswer()) : undefined);
    renderAppointments('/Appointments/services?d=2026-12-01&v=week');
    expect((await screen.findByRole('status')).textContent).toBe(CalendarTexts.empty('1 Dec 2026 to 7 Dec 2026'));
    expect(screen.getAllByRole('columnheader')).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(fake.sent.at(-1)?.query).toEqual({ From: '2026-12-08', Days: '7' }));
  });

  it('at 390 px the day is a list by time', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    fake.server = (s) =>
      s.path === 'Appointments/Calendar'
        ? ok(
            calendarAnswer([
              appointment(),
              appointment({ _id: '01JDAPPT000000000000000002', Time: '09:00', CustName: 'Arjun' }),
            ]),
          )
        : undefined;
    renderAppointments('/Appointments/services?d=2026-12-01');
    const day = await screen.findByRole('region', { name: 'Tue 1 Dec 2026' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(
      within(day)
        .getAllByRole('link')
        .map((l) => l.textContent?.slice(0, 5)),
    ).toEqual(['09:00', '10:00']);
  });
});

describe('calendar settings', () => {
  it('a Service module admin adds a bay and a working day off, and saves at the ver read', async () => {
    fake.server = (s) => {
      if (s.path === 'Appointments/Calendar') return ok(calendarAnswer());
      if (s.method === 'PUT' && s.path === 'Appointments/Settings') return ok({ ...calendarAnswer().Settings, ver: 2 });
      return undefined;
    };
    renderAppointments('/Appointments/services?d=2026-12-01', advisorSession({ MA: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Calendar settings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add bay' }));
    fireEvent.change(screen.getByLabelText('Bay 3'), { target: { value: 'Wash bay' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.writes()).toHaveLength(1));
    const body = fake.writes()[0]?.body as { Bays: { Name: string }[]; Days: number[]; ver: number };
    expect(body.Bays.map((b) => b.Name)).toEqual(['Bay 1', 'Bay 2', 'Wash bay']);
    expect([body.Days, body.ver]).toEqual([[1, 2, 3, 4, 5], 1]);
  });

  it('an advisor has no settings button', async () => {
    fake.server = (s) => (s.path === 'Appointments/Calendar' ? ok(calendarAnswer()) : undefined);
    renderAppointments('/Appointments/services?d=2026-12-01');
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Calendar settings' })).toBeNull();
  });
});

describe('Appointments/service/New and an appointment', () => {
  it('books a free slot with a name and phone and goes back to its day', async () => {
    fake.server = (s) => {
      if (s.path === 'Appointments/Calendar') return ok(calendarAnswer());
      if (s.method === 'POST' && s.path === 'Appointments') return ok(appointment({ Time: '09:30' }));
      return undefined;
    };
    const router = renderAppointments('/Appointments/service/New?Date=2026-12-01&Time=09:30&Bay=b2');
    await screen.findByRole('form', { name: 'Appointment' });
    await screen.findByRole('option', { name: 'Bay 2' });
    expect(screen.getByLabelText('Bay')).toHaveProperty('value', 'B#b2');
    fireEvent.change(screen.getByRole('combobox', { name: 'Customer' }), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9876500001' } });
    fireEvent.change(screen.getByLabelText(/registration number/), { target: { value: 'ka01ab1234' } });
    fireEvent.change(screen.getByLabelText(/wish/), { target: { value: 'Brakes squeal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(fake.writes()).toHaveLength(1));
    expect(fake.writes()[0]?.body).toEqual({
      Name: 'Ravi Kumar',
      Phone: '9876500001',
      RegNo: 'KA01AB1234',
      Date: '2026-12-01',
      Time: '09:30',
      Dur: 30,
      Bay: 'b2',
      Wish: 'Brakes squeal',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?d=2026-12-01'));
    expect(await screen.findByText(AppointmentTexts.booked)).toBeTruthy();
  });

  it("a slot taken meanwhile: the server's words, and the form stays", async () => {
    fake.server = (s) => {
      if (s.path === 'Appointments/Calendar') return ok(calendarAnswer());
      if (s.method === 'POST') return refuse(409, AppointmentMessages.slotTaken);
      return undefined;
    };
    renderAppointments('/Appointments/service/New?Date=2026-12-01&Time=09:30');
    await screen.findByRole('option', { name: '09:30' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Customer' }), { target: { value: 'Ravi' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '9876500001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(AppointmentMessages.slotTaken)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Appointment' })).toBeTruthy();
  });

  it('without a customer or phone nothing is sent', async () => {
    fake.server = (s) => (s.path === 'Appointments/Calendar' ? ok(calendarAnswer()) : undefined);
    renderAppointments('/Appointments/service/New?Date=2026-12-01&Time=09:30');
    await screen.findByRole('option', { name: '09:30' });
    fireEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(AppointmentMessages.customerNeeded)).toBeTruthy();
    expect(fake.writes()).toEqual([]);
  });

  it('checks a scheduled appointment in at the ver it was read, and names the repair order it opened', async () => {
    const a = appointment();
    fake.server = (s) => {
      if (s.path === 'Appointments/Calendar') return ok(calendarAnswer([a]));
      if (s.path === `Appointments/${a._id}` && s.method === 'GET') return ok(a);
      if (s.path === `Appointments/${a._id}/CheckIn`)
        return ok({ ...a, Sts: 'InProgress', WOId: '01JDWO0000000000000000001', WONum: 'WO/2627/00001', ver: 2 });
      return undefined;
    };
    renderAppointments(`/Appointments/service/${a._id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(AppointmentTexts.checkedIn('WO/2627/00001'))).toBeTruthy();
    expect(fake.writes()[0]).toEqual(
      expect.objectContaining({ path: `Appointments/${a._id}/CheckIn`, body: { ver: 1 } }),
    );
  });

  it('a reader sees the appointment but may not change or check it in', async () => {
    const a = appointment();
    fake.server = (s) => {
      if (s.path === 'Appointments/Calendar') return ok(calendarAnswer([a]));
      if (s.path === `Appointments/${a._id}`) return ok(a);
      return undefined;
    };
    renderAppointments(`/Appointments/service/${a._id}`, advisorSession({ Appt: 'R', WO: 'R' }));
    expect(await screen.findByText('This appointment can no longer be changed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });
});
