import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { iamRoutes, type Employee } from '@shared/api/routes/iam';
import { keys } from '../data/identity/identity-keys';
import { db, tableName } from '../lib/aws-clients';
import { ok, serviceOrganisation, type ServiceOrganisation } from '../test/service-test-kit';

/**
 * Who may be assigned labour lines (docs/decisions-service.md 'Technicians on the
 * employee list'): the branch's employee list names its technicians, so an advisor or a
 * service manager (who may edit orders but not list users) picks them on the
 * repair-order screen.
 */

let s: ServiceOrganisation;
beforeAll(async () => {
  s = await serviceOrganisation(['advisor', 'manager', 'technician']);
}, 120_000);

const employees = (token: string) =>
  ok<Employee[]>(iamRoutes.employeesOfEntity, { token, params: { orgId: s.org.orgId, entityId: s.org.workshopId } });
const technicianIds = (list: readonly Employee[]) => list.filter((e) => e.Tec === true).map((e) => e.UserId);

describe("the branch's technicians", () => {
  it('an advisor and a service manager list them: the technician flag is on the employee list', async () => {
    const seen = await employees(s.tokens.advisor);
    expect(technicianIds(seen)).toEqual([s.org.users.technician.userId]);
    expect(seen.find((e) => e.UserId === s.org.users.technician.userId)).toMatchObject({
      Name: 'Technician Tester',
      Tec: true,
    });
    expect(seen.find((e) => e.UserId === s.org.users.advisor.userId)?.Tec).toBe(false);
    expect(technicianIds(await employees(s.tokens.manager))).toEqual([s.org.users.technician.userId]);
  });

  it('an access item written before the flag was copied falls back to the user record', async () => {
    const { technician, advisor } = s.org.users;
    for (const user of [technician, advisor]) {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.access(s.org.orgId, user.userId, s.org.workshopId),
          UpdateExpression: 'REMOVE Tec',
        }),
      );
    }
    const seen = await employees(s.tokens.advisor);
    expect(technicianIds(seen)).toEqual([technician.userId]);
    expect(seen.find((e) => e.UserId === advisor.userId)?.Tec).toBe(false);
  });
});
