import type { Appointment } from '@shared/appointments/appointment-schemas';
import { Link } from 'react-router';
import { appointmentPath, STATUS_LABEL } from './appointment-paths';

/** One appointment in the calendar: time, customer, vehicle and status; opens the appointment. */
export function AppointmentCard({ appointment: a, roving = true }: { appointment: Appointment; roving?: boolean }) {
  return (
    <Link
      to={appointmentPath(a._id)}
      className={`kk-appt-card kk-appt-card--${a.Sts}`}
      // Inside the grid the cell takes the focus and Enter opens the card; the list at 390 px tabs through cards.
      tabIndex={roving ? -1 : undefined}
      aria-label={`${a.Time} ${a.CustName ?? ''} ${a.RegNo ?? ''} ${STATUS_LABEL[a.Sts]}`.replace(/\s+/g, ' ')}
    >
      <span className="kk-appt-card__time">
        {a.Time}
        {a.Dur > 30 ? ` · ${a.Dur} min` : ''}
      </span>
      <span className="kk-appt-card__who">{a.CustName}</span>
      {a.RegNo ? <span className="kk-appt-card__what">{a.RegNo}</span> : null}
      <span className="kk-appt-card__status">{STATUS_LABEL[a.Sts]}</span>
    </Link>
  );
}
