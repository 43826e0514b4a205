import { beforeAll, describe, expect, it } from 'vitest';
import { remindersRoutes } from '@shared/api/routes/reminders';
import type { ReminderListAnswer } from '@shared/reminders/reminder-schemas';
import { login } from '../../../functions/test/parties-test-kit';
import { ok } from '../../../functions/test/service-test-kit';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedReference } from './seed-reference';
import { seedDemoParties } from './seed-demo-parties';
import { seedDemoReminders } from './seed-demo-reminders';

let org: TestOrganisation;
let advisor = '';

beforeAll(async () => {
  await seedReference();
  org = await createTestOrganisation();
  await seedDemoParties(demoTargetOf(org));
  advisor = await login(org, 'advisor');
}, 180_000);

describe('demo reminders', () => {
  it('a week of each kind is written once and the lists read them back', async () => {
    const target = {
      orgId: org.orgId,
      workshopId: org.workshopId,
      advisorId: org.users.advisor.userId,
      advisorName: 'Advisor Tester',
    };
    // A Wednesday: the week runs Monday 2030-01-07 to Sunday 2030-01-13.
    expect(await seedDemoReminders(target, '2030-01-09')).toBe('seeded');
    expect(await seedDemoReminders(target, '2030-01-09')).toBe('present');
    const week = { From: '2030-01-07', To: '2030-01-13' };
    const list = (Kind: string) =>
      ok<ReminderListAnswer>(remindersRoutes.reminderList, { token: advisor, params: { Kind }, query: week });
    const next = await list('NextService');
    expect(next.Rows.map((r) => r.Due)).toEqual(['2030-01-08', '2030-01-10', '2030-01-12']);
    const declined = await list('DeclinedWork');
    expect(declined.Rows.map((r) => r.What)).toEqual(['Front brake pads replacement', 'Clutch overhaul']);
    const insurance = await list('Insurance');
    expect(insurance.Rows.map((r) => r.Due)).toEqual(['2030-01-09', '2030-01-11', '2030-01-13']);
    expect(insurance.Rows.every((r) => r.CustName && r.RegNo)).toBe(true);
  });
});
