import type { UserAndEntity } from '@shared/api/routes/iam';
import { DEFAULT_APPOINTMENT_SETTINGS } from '@shared/appointments/appointment-rules';
import type { Appointment, CalendarAnswer } from '@shared/appointments/appointment-schemas';
import { useLocation } from 'react-router';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { Component as AppointmentScreen } from '../routes/appointment';
import { Component as CalendarScreen } from '../routes/calendar';

/** An advisor of the demo workshop: books, changes and checks in (Appt CRU, WO CRU). */
export function advisorSession(access: Partial<UserAndEntity['Access']['Service']> = {}): UserAndEntity {
  const { Token: _t, ...session } = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: { Customer: 'CRU', Product: 'CRU' },
      Service: { Access: true, MA: false, Appt: 'CRU', WO: 'CRU', ...access },
    },
  });
  return session;
}

export const ok = (body: unknown) => jsonResponse(200, body);
export const refuse = (status: number, message: string) => jsonResponse(status, { errorCode: status, message });

export function appointment(over: Partial<Appointment> = {}): Appointment {
  return {
    _id: '01JDAPPT000000000000000001',
    Sts: 'Scheduled',
    Date: '2026-12-01',
    Time: '10:00',
    Dur: 30,
    Col: 'B#b1',
    Bay: 'b1',
    CustName: 'Meera Iyer',
    Phone: '9876543210',
    RegNo: 'KA01AB1234',
    Wish: 'AC not cooling',
    CrAt: '2026-11-28T04:30:00.000Z',
    CrByName: 'Asha Rao',
    ver: 1,
    ...over,
  };
}

export function calendarAnswer(appointments: Appointment[] = [], over: Partial<CalendarAnswer> = {}): CalendarAnswer {
  return {
    Settings: {
      ...DEFAULT_APPOINTMENT_SETTINGS,
      Open: '09:00',
      Close: '12:00',
      Bays: [
        { Id: 'b1', Name: 'Bay 1' },
        { Id: 'b2', Name: 'Bay 2' },
      ],
      ver: 1,
    },
    Columns: [
      { Col: 'B#b1', Name: 'Bay 1' },
      { Col: 'B#b2', Name: 'Bay 2' },
      { Col: 'U', Name: 'Unassigned' },
    ],
    Today: '2026-11-28',
    Now: '10:00',
    Appointments: appointments,
    ...over,
  };
}

/** Shows where a navigation went (the calendar from the form, a repair order). */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

export const renderAppointments = (at: string, session: UserAndEntity = advisorSession()) =>
  renderRoutes(
    [
      { path: 'Appointments/services', Component: CalendarScreen },
      { path: 'Appointments/service/:Id', Component: AppointmentScreen },
      { path: '*', Component: Elsewhere },
    ],
    at,
    session,
  );
