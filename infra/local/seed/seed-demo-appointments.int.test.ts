import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentRoutes } from '@shared/api/routes/appointments';
import type { CalendarAnswer } from '@shared/appointments/appointment-schemas';
import { login } from '../../../functions/test/parties-test-kit';
import { ok } from '../../../functions/test/service-test-kit';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedReference } from './seed-reference';
import { seedDemoAppointments } from './seed-demo-appointments';
import { seedDemoParties } from './seed-demo-parties';

let org: TestOrganisation;
let advisor = '';

beforeAll(async () => {
  await seedReference();
  org = await createTestOrganisation();
  await seedDemoParties(demoTargetOf(org));
  advisor = await login(org, 'advisor');
}, 180_000);

describe('demo appointments', () => {
  it('a week of them is written once, in the bays, and the calendar reads them back', async () => {
    const target = {
      orgId: org.orgId,
      workshopId: org.workshopId,
      advisorId: org.users.advisor.userId,
      advisorName: 'Advisor Tester',
    };
    // A Monday, so the six working days run to Saturday.
    expect(await seedDemoAppointments(target, '2030-01-07')).toBe('seeded');
    expect(await seedDemoAppointments(target, '2030-01-07')).toBe('present');
    const week = await ok<CalendarAnswer>(appointmentRoutes.appointmentCalendar, {
      token: advisor,
      query: { From: '2030-01-07', Days: '7' },
    });
    expect(week.Columns.map((c) => c.Name)).toEqual(['Bay 1', 'Bay 2', 'Bay 3 (wash)', 'Unassigned']);
    expect(week.Appointments).toHaveLength(21);
    expect(new Set(week.Appointments.map((a) => a.Date)).size).toBe(6);
    expect(week.Appointments.filter((a) => a.Public)).toHaveLength(2);
    expect(week.Appointments.filter((a) => a.Cust && a.RegNo)).toHaveLength(19);
  });
});
