import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { addDays, DEFAULT_APPOINTMENT_SETTINGS, weekday } from '@shared/appointments/appointment-rules';
import { coveredSlots } from '@shared/appointments/appointment-rules';
import {
  bookAppointment,
  readAppointmentSettings,
  saveAppointmentSettings,
  type AppointmentRecord,
} from '../../../functions/data/appointments/appointments-repo';
import { orgPk, type Key } from '../../../functions/data/table/keys';
import { db, tableName } from '../../../functions/lib/aws-clients';
import { DEMO_DOCUMENTS_TARGET, type DemoDocumentsTarget } from './seed-demo-documents';
import { DEMO_WORKSHOP } from './demo-organisation';
import { demoCustomersFound } from './demo-customers-found';

/**
 * A week of appointments in the demo workshop (docs/customer-loop.md §10): its
 * three bays, and from today on Monday to Saturday three to five bookings a day
 * by the sample customers, one of them on two bays' worth of time, and two made on
 * the public booking page by people who are not customers yet. Written with the
 * appointments repository (slot records in the same transaction, as the calls
 * write them). Idempotent: a marker item records that they were written.
 */
export const demoAppointmentsMarkerKey = (orgId: string): Key => ({ pk: orgPk(orgId), sk: 'SEED#DEMO-APPOINTMENTS' });

export const DEMO_BAYS = [
  { Id: 'bay1', Name: 'Bay 1' },
  { Id: 'bay2', Name: 'Bay 2' },
  { Id: 'bay3', Name: 'Bay 3 (wash)' },
];

/** Per day from today: time, bay, customer (index of DEMO_CUSTOMERS, or a walk-in), length and wish. */
type Plan = {
  time: string;
  bay: string;
  who: number | { Name: string; Phone: string; RegNo: string };
  dur: number;
  wish: string;
};
const DAY_PLANS: readonly (readonly Plan[])[] = [
  [
    { time: '09:30', bay: 'bay1', who: 0, dur: 60, wish: 'Periodic service, 10,000 km' },
    { time: '11:00', bay: 'bay2', who: 1, dur: 30, wish: 'Brakes squeal when stopping' },
    {
      time: '15:00',
      bay: 'bay3',
      who: { Name: 'Kavya Menon', Phone: '9988776655', RegNo: 'KA05MX4411' },
      dur: 30,
      wish: 'Wash and polish',
    },
  ],
  [
    { time: '10:00', bay: 'bay1', who: 2, dur: 90, wish: 'AC not cooling' },
    { time: '10:00', bay: 'bay2', who: 3, dur: 30, wish: 'Wheel alignment' },
    { time: '14:30', bay: 'bay1', who: 4, dur: 60, wish: 'Clutch feels hard' },
    { time: '16:00', bay: 'bay3', who: 5, dur: 30, wish: 'Interior cleaning' },
  ],
  [
    { time: '09:00', bay: 'bay2', who: 1, dur: 60, wish: 'Battery drains overnight' },
    { time: '12:00', bay: 'bay1', who: 0, dur: 30, wish: 'Check engine light' },
    {
      time: '17:00',
      bay: 'bay1',
      who: { Name: 'Farhan Sheikh', Phone: '9876012345', RegNo: 'KA51AB7788' },
      dur: 30,
      wish: 'Periodic service',
    },
  ],
  [
    { time: '11:30', bay: 'bay2', who: 3, dur: 60, wish: 'Suspension noise on bumps' },
    { time: '13:00', bay: 'bay1', who: 2, dur: 30, wish: 'Oil leak under the engine' },
    { time: '13:00', bay: 'bay3', who: 4, dur: 30, wish: 'Wash' },
    { time: '15:30', bay: 'bay2', who: 5, dur: 60, wish: 'Insurance claim inspection' },
    { time: '17:00', bay: 'bay1', who: 0, dur: 30, wish: 'Wiper blades' },
  ],
  [
    { time: '10:30', bay: 'bay1', who: 4, dur: 60, wish: 'Periodic service, 20,000 km' },
    { time: '14:00', bay: 'bay2', who: 1, dur: 30, wish: 'Horn not working' },
    { time: '16:30', bay: 'bay3', who: 2, dur: 30, wish: 'Wash and polish' },
  ],
  [
    { time: '09:00', bay: 'bay1', who: 5, dur: 120, wish: 'Accident repair estimate' },
    { time: '11:00', bay: 'bay2', who: 3, dur: 30, wish: 'Tyre rotation' },
    { time: '12:30', bay: 'bay3', who: 0, dur: 30, wish: 'Wash' },
  ],
];

export async function seedDemoAppointments(
  target: DemoDocumentsTarget = DEMO_DOCUMENTS_TARGET,
  today = new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_WORKSHOP.Settings.TZ }).format(new Date()),
): Promise<'seeded' | 'present'> {
  const { orgId, workshopId, advisorId, advisorName } = target;
  const marker = demoAppointmentsMarkerKey(orgId);
  const done = await db().send(new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }));
  if (done.Item) return 'present';

  let settings = await readAppointmentSettings(orgId, workshopId);
  if (settings.ver === 0)
    settings = await saveAppointmentSettings(
      orgId,
      workshopId,
      { ...DEFAULT_APPOINTMENT_SETTINGS, Bays: DEMO_BAYS },
      0,
    );

  const customers = await demoCustomersFound(orgId, 0, 6);

  // Monday to Saturday from today: the plans in turn, Sundays skipped.
  const days: string[] = [];
  for (let d = today; days.length < DAY_PLANS.length; d = addDays(d, 1)) if (weekday(d) !== 0) days.push(d);
  const records: AppointmentRecord[] = days.flatMap((date, i) =>
    (DAY_PLANS[i] ?? []).map((plan): AppointmentRecord => {
      const known = typeof plan.who === 'number' ? customers[plan.who] : undefined;
      const walkIn = typeof plan.who === 'number' ? undefined : plan.who;
      const Cust = known?.custId;
      const ProdId = known?.prodId;
      const CrAt = new Date().toISOString();
      return {
        type: 'Appointment',
        OrgId: orgId,
        EntId: workshopId,
        Id: ulid(),
        Sts: 'Scheduled',
        Date: date,
        Time: plan.time,
        Dur: plan.dur,
        Col: `B#${plan.bay}`,
        Slots: coveredSlots(plan.time, plan.dur, settings.SlotMin),
        Bay: plan.bay,
        ...(Cust ? { Cust } : {}),
        ...(ProdId ? { ProdId } : {}),
        CustName: known?.party.DName ?? walkIn?.Name ?? '',
        Phone: known?.party.Cons.Phones.Main ?? walkIn?.Phone ?? '',
        RegNo: known?.vehicle?.RegNo ?? walkIn?.RegNo ?? '',
        Wish: plan.wish,
        ...(walkIn ? { Public: true } : { SA: advisorId, SAName: advisorName, CrBy: advisorId, CrByName: advisorName }),
        CrAt,
        Log: [{ At: CrAt, Act: walkIn ? 'Booked online' : 'Booked' }],
        ver: 1,
      };
    }),
  );
  for (const record of records) await bookAppointment(record, { capacity: 1, phoneLimit: settings.MaxOpenPerPhone });
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...marker, type: 'SeedMarker', OrgId: orgId, SeedDt: new Date().toISOString() },
    }),
  );
  return 'seeded';
}
