import { Alert, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { isPermitted, NEW_ID, type AccessContext } from '@shared/access/access-model';
import { inModule, resource } from '@shared/access/permission';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { Appointment } from '@shared/appointments/appointment-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { apiCall } from '../../../lib/api-client';
import { formatDate, formatDateTime, todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  useAppointment,
  useAppointmentAction,
  useCalendar,
  useCreateAppointment,
  useUpdateAppointment,
  type AppointmentAction,
} from '../api/appointment-calls';
import { AppointmentForm, emptyAppointment, type AppointmentValues } from '../components/appointment-form';
import { appointmentPath, CALENDAR_PATH, STATUS_LABEL } from '../components/appointment-paths';

export const handle = { title: 'Appointment' };

export const AppointmentTexts = {
  booked: 'Appointment booked.',
  saved: 'Appointment changed.',
  cancelled: 'Appointment cancelled. Its slot is free again.',
  checkedIn: (num: string) => `Checked in: repair order ${num} is open.`,
  completed: 'Appointment completed.',
} as const;

const WO_CREATE = inModule('Service', resource('Service', 'WO', 'C'));

/** The values of a saved appointment. */
const valuesOf = (a: Appointment): AppointmentValues =>
  emptyAppointment({
    CustName: a.CustName ?? '',
    Cust: a.Cust ?? '',
    Phone: a.Cust ? '' : (a.Phone ?? ''),
    RegNo: a.RegNo ?? '',
    ProdId: a.ProdId ?? '',
    Date: a.Date,
    Time: a.Time,
    Dur: String(a.Dur),
    Column: a.Col === 'U' ? '' : a.Col,
    Wish: a.Wish ?? '',
  });

/**
 * Appointments/service/New and Appointments/service/{Id} (docs/customer-loop.md §8):
 * New books (from the calendar's free slot, or a customer's or vehicle's screen:
 * Date, Time, Bay/SA, Cust, ProdId in the query); an existing one is moved or
 * changed, cancelled, checked in (which opens its repair order) or completed.
 */
export function Component() {
  const { Id = NEW_ID } = useParams();
  const isNew = Id.toLowerCase() === NEW_ID;
  const session = useSession();
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const can = (permission: Parameters<typeof isPermitted>[0]) => isPermitted(permission, ctx);
  const record = useAppointment(isNew ? undefined : Id);
  const [query] = useSearchParams();
  const [date, setDate] = useState(query.get('Date') ?? todayIn(session.Entity.Settings.TZ));
  const calendar = useCalendar(date, 1);

  if (isNew) {
    if (!can(appointmentRoutes.createAppointment.permission))
      return <Alert variation="warning">You may not book appointments.</Alert>;
    return <NewAppointment query={query} calendar={calendar.data} onDateChange={setDate} />;
  }
  if (record.isPending) return <Loader size="large" ariaLabel="Loading appointment" />;
  if (record.isError)
    return (
      <Alert variation="error" role="alert">
        {record.error.message}
        <Button size="small" marginInlineStart="small" onClick={() => void record.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  const a = record.data;
  return (
    <ExistingAppointment
      a={a}
      calendar={calendar.data}
      onDateChange={setDate}
      canChange={can(appointmentRoutes.updateAppointment.permission)}
      canCheckIn={can(appointmentRoutes.checkInAppointment.permission) && can(WO_CREATE)}
    />
  );
}

type CalendarData = ReturnType<typeof useCalendar>['data'];

function NewAppointment({
  query,
  calendar,
  onDateChange,
}: {
  query: URLSearchParams;
  calendar: CalendarData;
  onDateChange: (date: string) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateAppointment();
  const custId = query.get('Cust') ?? undefined;
  const prodId = query.get('ProdId') ?? undefined;
  const customer = useQuery({
    queryKey: ['Appointments', 'Customer', custId],
    queryFn: () => apiCall(partiesRoutes.getCustomer, { params: { id: custId ?? '' } }),
    enabled: custId !== undefined,
  });
  const vehicle = useQuery({
    queryKey: ['Appointments', 'Vehicle', prodId],
    queryFn: () => apiCall(partiesRoutes.getProduct, { params: { id: prodId ?? '' } }),
    enabled: prodId !== undefined,
  });
  if ((custId && customer.isPending) || (prodId && vehicle.isPending)) return <Loader ariaLabel="Loading customer" />;
  const owner = vehicle.data?.Owner;
  const col = query.get('Bay') ? `B#${query.get('Bay')}` : query.get('SA') ? `A#${query.get('SA')}` : '';
  const initial = emptyAppointment({
    Cust: customer.data?._id ?? owner?.CustId ?? '',
    CustName: customer.data?.DName ?? owner?.DName ?? '',
    ProdId: vehicle.data?._id ?? '',
    RegNo: vehicle.data?.RegNo ?? '',
    Date: query.get('Date') ?? '',
    Time: query.get('Time') ?? '',
    Dur: String(calendar?.Settings.SlotMin ?? 30),
    Column: col,
  });
  return (
    <Flex direction="column" gap="medium">
      <Heading level={2}>Book appointment</Heading>
      <AppointmentForm
        // The slot length arrives with the calendar: the form starts from it.
        key={calendar ? 'ready' : 'waiting'}
        initial={initial}
        calendar={calendar}
        readOnly={false}
        submitText="Book"
        onDateChange={onDateChange}
        onSave={async (body) => {
          const saved = await create.mutateAsync(body);
          toast.success(AppointmentTexts.booked);
          await navigate(`${CALENDAR_PATH}?d=${saved.Date}`);
        }}
      />
    </Flex>
  );
}

function ExistingAppointment({
  a,
  calendar,
  onDateChange,
  canChange,
  canCheckIn,
}: {
  a: Appointment;
  calendar: CalendarData;
  onDateChange: (date: string) => void;
  canChange: boolean;
  canCheckIn: boolean;
}) {
  const navigate = useNavigate();
  const update = useUpdateAppointment();
  const actions: Record<AppointmentAction, ReturnType<typeof useAppointmentAction>> = {
    cancelAppointment: useAppointmentAction('cancelAppointment'),
    checkInAppointment: useAppointmentAction('checkInAppointment'),
    completeAppointment: useAppointmentAction('completeAppointment'),
  };
  const scheduled = a.Sts === 'Scheduled';
  const act = (action: AppointmentAction, done: (after: Appointment) => string) =>
    actions[action].mutate(
      { id: a._id, ver: a.ver },
      { onSuccess: (after) => toast.success(done(after)), onError: notifyError },
    );
  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Heading level={2}>{`${a.CustName ?? 'Appointment'} · ${formatDate(a.Date)} ${a.Time}`}</Heading>
        <Text as="span" className={`kk-appt-card kk-appt-card--${a.Sts}`}>
          {STATUS_LABEL[a.Sts]}
        </Text>
      </Flex>
      <Text fontSize="small">
        {a.Public ? 'Booked online' : `Booked by ${a.CrByName ?? 'staff'}`} on {formatDateTime(a.CrAt)}
        {a.Reason ? ` · ${a.Reason}` : ''}
      </Text>
      <Flex gap="small" wrap="wrap">
        {scheduled && canCheckIn ? (
          <Button
            variation="primary"
            isLoading={actions.checkInAppointment.isPending}
            onClick={() => act('checkInAppointment', (after) => AppointmentTexts.checkedIn(after.WONum ?? ''))}
          >
            Check in
          </Button>
        ) : null}
        {scheduled && canChange ? (
          <Button
            isLoading={actions.cancelAppointment.isPending}
            onClick={() => act('cancelAppointment', () => AppointmentTexts.cancelled)}
          >
            Cancel appointment
          </Button>
        ) : null}
        {a.Sts === 'InProgress' && canChange ? (
          <Button onClick={() => act('completeAppointment', () => AppointmentTexts.completed)}>Complete</Button>
        ) : null}
        {a.WOId ? (
          <Button as={Link} to={`/Service/WorkOrder/${a.WOId}`}>
            {`Open repair order ${a.WONum ?? ''}`}
          </Button>
        ) : null}
        <Button as={Link} to={`${CALENDAR_PATH}?d=${a.Date}`}>
          Back to calendar
        </Button>
      </Flex>
      <AppointmentForm
        key={`${a.ver}-${calendar ? 'ready' : 'waiting'}`}
        initial={valuesOf(a)}
        calendar={calendar}
        readOnly={!scheduled || !canChange}
        submitText="Save changes"
        onDateChange={onDateChange}
        onSave={async (body) => {
          const saved = await update.mutateAsync({ id: a._id, body: { ...body, ver: a.ver } });
          toast.success(AppointmentTexts.saved);
          await navigate(appointmentPath(saved._id), { replace: true });
        }}
      />
    </Flex>
  );
}
