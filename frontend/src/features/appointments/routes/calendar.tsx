import {
  Alert,
  Button,
  Flex,
  Heading,
  Loader,
  Text,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import { coveredSlots, slotTimes } from '@shared/appointments/appointment-rules';
import type { Appointment, CalendarAnswer } from '@shared/appointments/appointment-schemas';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useNarrowLayout } from '../../../components/line-grid/use-narrow-layout';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { addDays, formatDate, isCalendarDay, todayIn, weekdayOf } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useBookingLink, useCalendar } from '../api/appointment-calls';
import { AppointmentCard } from '../components/appointment-card';
import { newAppointmentPath } from '../components/appointment-paths';
import { CalendarGrid, type GridColumn } from '../components/calendar-grid';
import { CalendarSettingsDialog } from '../components/calendar-settings-dialog';
import '../components/appointments.css';

export const handle = { title: 'Appointments' };

export const CalendarTexts = {
  empty: (span: string) => `No appointments booked for ${span}. Choose a free slot to book one.`,
  loading: 'Loading appointments',
  linkCopied: 'Booking page link copied. Share it with customers to let them book a free slot.',
} as const;

const open = (a: Appointment): boolean => a.Sts !== 'Cancelled';
const dayLabel = (day: string): string => `${weekdayOf(day)} ${formatDate(day)}`;

/**
 * Appointments/services (docs/customer-loop.md §8): the branch's day, with bays or
 * advisors as columns, or its week, with days as columns, today first. Free
 * slots from now on book with one key; at 390 px the day or week is a list by time.
 */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const today = todayIn(session.Entity.Settings.TZ);
  const asked = params.get('d');
  const from = asked && isCalendarDay(asked) ? asked : today;
  const week = params.get('v') === 'week';
  const days = week ? 7 : 1;
  const calendar = useCalendar(from, days);
  const link = useBookingLink();
  const root = useRef<HTMLDivElement>(null);
  const narrow = useNarrowLayout(root);
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const canBook = isPermitted(appointmentRoutes.createAppointment.permission, ctx);
  const canSetUp = isPermitted(appointmentRoutes.saveAppointmentSettings.permission, ctx);
  const [settingUp, setSettingUp] = useState(false);
  const span = week ? `${formatDate(from)} to ${formatDate(addDays(from, 6))}` : dayLabel(from);

  const go = (day: string, asWeek = week) => setParams({ d: day, ...(asWeek ? { v: 'week' } : {}) }, { replace: true });
  const copyLink = () =>
    link.mutate(undefined, {
      onSuccess: async ({ Link: url }) => {
        await navigator.clipboard?.writeText(url).catch(() => undefined);
        toast.success(CalendarTexts.linkCopied);
      },
      onError: notifyError,
    });

  return (
    <Flex ref={root} direction="column" gap="small" className="kk-appt">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Heading level={2}>Appointments</Heading>
        <Flex gap="small" wrap="wrap">
          {canBook ? (
            <Button as={Link} to={newAppointmentPath({ Date: from })} variation="primary" size="small">
              Book appointment
            </Button>
          ) : null}
          <Button size="small" onClick={copyLink} isLoading={link.isPending}>
            Copy booking page link
          </Button>
          {canSetUp && calendar.data ? (
            <Button size="small" onClick={() => setSettingUp(true)}>
              Calendar settings
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {link.data ? <TextField label="Booking page" value={link.data.Link} isReadOnly size="small" /> : null}
      <Flex alignItems="center" wrap="wrap" gap="small" role="toolbar" aria-label="Calendar">
        <Button
          size="small"
          onClick={() => go(addDays(from, -days))}
          aria-label={week ? 'Previous week' : 'Previous day'}
        >
          ‹
        </Button>
        <Button size="small" onClick={() => go(today)} isDisabled={from === today}>
          Today
        </Button>
        <Button size="small" onClick={() => go(addDays(from, days))} aria-label={week ? 'Next week' : 'Next day'}>
          ›
        </Button>
        <ToggleButtonGroup
          size="small"
          value={week ? 'week' : 'day'}
          isExclusive
          isSelectionRequired
          onChange={(value) => go(from, value === 'week')}
          aria-label="Show"
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        <Text as="span" fontWeight="bold" aria-live="polite">
          {span}
        </Text>
      </Flex>
      {settingUp && calendar.data ? (
        <CalendarSettingsDialog settings={calendar.data.Settings} onClose={() => setSettingUp(false)} />
      ) : null}
      {calendar.isPending ? <Loader size="large" ariaLabel={CalendarTexts.loading} /> : null}
      {calendar.isError ? (
        <Alert variation="error" role="alert">
          {calendar.error.message}
          <Button size="small" marginInlineStart="small" onClick={() => void calendar.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : null}
      {calendar.data ? (
        <CalendarBody
          answer={calendar.data}
          from={from}
          days={days}
          span={span}
          narrow={narrow}
          canBook={canBook}
          book={(at) => void navigate(newAppointmentPath(at))}
        />
      ) : null}
    </Flex>
  );
}

function CalendarBody({
  answer,
  from,
  days,
  span,
  narrow,
  canBook,
  book,
}: {
  answer: CalendarAnswer;
  from: string;
  days: number;
  span: string;
  narrow: boolean;
  canBook: boolean;
  book: (at: Record<string, string>) => void;
}) {
  const { Settings: settings } = answer;
  const shown = answer.Appointments.filter(open);
  const times = slotTimes(settings);
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const bookable = (date: string, time: string) =>
    canBook && (date > answer.Today || (date === answer.Today && time >= answer.Now));
  const empty = shown.length === 0 ? <Text role="status">{CalendarTexts.empty(span)}</Text> : null;

  if (narrow) {
    return (
      <Flex direction="column" gap="small">
        {empty}
        {dates.map((date) => {
          const ofDay = shown.filter((a) => a.Date === date).sort((a, b) => a.Time.localeCompare(b.Time));
          return (
            <section key={date} aria-label={dayLabel(date)} className="kk-appt-day">
              <Heading level={3}>{dayLabel(date)}</Heading>
              {ofDay.length === 0 ? <Text>No appointments.</Text> : null}
              <ul className="kk-appt-list">
                {ofDay.map((a) => (
                  <li key={a._id}>
                    <AppointmentCard appointment={a} roving={false} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </Flex>
    );
  }

  const columns: GridColumn[] =
    days === 1
      ? answer.Columns.map((c) => ({ key: c.Col, label: c.Name }))
      : dates.map((d) => ({ key: d, label: dayLabel(d) }));
  const at = (time: string, column: GridColumn) =>
    days === 1 ? { date: from, col: column.key } : { date: column.key, col: undefined };
  const columnFields = (col: string | undefined): Record<string, string> =>
    col?.startsWith('B#') ? { Bay: col.slice(2) } : col?.startsWith('A#') ? { SA: col.slice(2) } : {};

  return (
    <>
      {empty}
      <CalendarGrid
        label={`Appointments, ${span}`}
        times={times}
        columns={columns}
        onActivate={(time, column) => {
          const { date, col } = at(time, column);
          if (bookable(date, time)) book({ Date: date, Time: time, ...columnFields(col) });
        }}
        cell={(time, column) => {
          const { date, col } = at(time, column);
          const here = shown.filter((a) => a.Date === date && (col === undefined || a.Col === col));
          const starting = here.filter((a) => a.Time === time);
          const continuing = here.some(
            (a) => a.Time !== time && coveredSlots(a.Time, a.Dur, settings.SlotMin).includes(time),
          );
          return (
            <>
              {starting.map((a) => (
                <AppointmentCard key={a._id} appointment={a} />
              ))}
              {continuing ? <span className="kk-appt-busy" aria-label="Taken by an appointment" /> : null}
              {starting.length === 0 && !continuing && bookable(date, time) ? (
                <button
                  type="button"
                  tabIndex={-1}
                  className="kk-appt-free"
                  onClick={() => book({ Date: date, Time: time, ...columnFields(col) })}
                >
                  Book
                </button>
              ) : null}
            </>
          );
        }}
      />
    </>
  );
}
