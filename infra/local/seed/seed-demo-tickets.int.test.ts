import { beforeAll, describe, expect, it } from 'vitest';
import { ticketRoutes } from '@shared/api/routes/tickets';
import type { TicketAnswer, TicketRow } from '@shared/tickets/ticket-schemas';
import { login } from '../../../functions/test/parties-test-kit';
import { ok } from '../../../functions/test/service-test-kit';
import { createTestOrganisation, demoTargetOf, type TestOrganisation } from '../../../functions/test/test-organisation';
import { seedReference } from './seed-reference';
import { seedDemoParties } from './seed-demo-parties';
import { seedDemoTickets } from './seed-demo-tickets';

let org: TestOrganisation;
let advisor = '';

beforeAll(async () => {
  await seedReference();
  org = await createTestOrganisation();
  await seedDemoParties(demoTargetOf(org));
  advisor = await login(org, 'advisor');
}, 180_000);

type List = { Items: TicketRow[]; Today: string; Counts: Record<string, number> };

describe('demo tickets', () => {
  it('four tickets are written once, one of them overdue, and the lists read them back', async () => {
    const target = {
      orgId: org.orgId,
      workshopId: org.workshopId,
      advisorId: org.users.advisor.userId,
      advisorName: 'Advisor Tester',
    };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await seedDemoTickets(target, today)).toBe('seeded');
    expect(await seedDemoTickets(target, today)).toBe('present');
    const all = await ok<List>(ticketRoutes.tickets, { token: advisor, query: {} });
    expect(all.Items.map((t) => t.Subject)).toEqual([
      'Brake noise after service',
      'Follow-up call after periodic service',
      'AC not cooling enough',
      'Wiper blade rattles',
    ]);
    expect(all.Counts).toMatchObject({ Open: 2, WtngForCust: 1, Resolved: 1 });
    const overdue = await ok<List>(ticketRoutes.tickets, { token: advisor, query: { Sts: 'Overdue' } });
    expect(overdue.Items.map((t) => t.Subject)).toEqual(['AC not cooling enough']);
    const resolved = all.Items[3];
    const read = await ok<TicketAnswer>(ticketRoutes.ticket, { token: advisor, params: { Id: resolved?._id ?? '' } });
    expect(read.Notes.map((n) => n.Text)).toEqual([
      'Blade replaced under warranty.',
      'Customer confirmed on the phone: no rattle now.',
    ]);
  });
});
