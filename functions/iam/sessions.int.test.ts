import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import {
  iamRoutes,
  type ActiveSession,
  type Employee,
  type EntitySummary,
  type LoginResponse,
} from '@shared/api/routes/iam';
import { invoke } from '../test/invoke';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../test/test-organisation';

let org: TestOrganisation;
let other: TestOrganisation;

async function login(username: string, domain = org.domain): Promise<LoginResponse> {
  const answer = await invoke<LoginResponse>(iamRoutes.authenticate, {
    body: { username, password: TEST_PASSWORD, domain },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

beforeAll(async () => {
  [org, other] = await Promise.all([createTestOrganisation(), createTestOrganisation()]);
});

describe('IAM/Auth/SwitchBranch (platform §4 Branch switch)', () => {
  it('moves the session to another granted branch, with a new token; the old token stops working', async () => {
    const first = await login('owner');
    const switched = await invoke<LoginResponse>(iamRoutes.switchBranch, {
      token: first.Token,
      body: { ToEntityId: org.partsBranchId, Mobile: false },
    });
    expect(switched.status).toBe(200);
    expect(switched.body.Entity.EntId).toBe(org.partsBranchId);
    expect(switched.body.Entity.Settings.Address?.StCode).toBe('33');
    expect(switched.body.SessionId).toBe(first.SessionId);
    expect(switched.body.Token).not.toBe(first.Token);

    const now = await invoke<{ Entity: { EntId: string } }>(iamRoutes.getUserAndEntitySettings, {
      token: switched.body.Token,
    });
    expect(now.body.Entity.EntId).toBe(org.partsBranchId);
    const stale = await invoke(iamRoutes.getUserAndEntitySettings, { token: first.Token });
    expect(stale.status).toBe(401);
  });

  it('refuses a branch the user has no access to, and one of another organisation', async () => {
    const advisor = await login('advisor');
    for (const ToEntityId of [org.partsBranchId, other.workshopId]) {
      const answer = await invoke(iamRoutes.switchBranch, { token: advisor.Token, body: { ToEntityId } });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ errorCode: 403, message: Messages.unauthorisedPage });
    }
    // The session is untouched.
    expect((await invoke(iamRoutes.getUserAndEntitySettings, { token: advisor.Token })).status).toBe(200);
  });
});

describe('Sessions (platform §7 Identities/*)', () => {
  it('lists the user’s live sessions with the current one marked', async () => {
    const a = await login('cashier');
    const b = await login('cashier');
    const answer = await invoke<ActiveSession[]>(iamRoutes.activeSessions, { token: b.Token });
    expect(answer.status).toBe(200);
    const ids = answer.body.map((s) => s.SessionId);
    expect(ids).toEqual(expect.arrayContaining([a.SessionId, b.SessionId]));
    expect(answer.body.find((s) => s.Current)?.SessionId).toBe(b.SessionId);
    expect(answer.body.every((s) => s.EntId === org.workshopId)).toBe(true);
  });

  it('a deactivated session is refused on its very next request', async () => {
    const victim = await login('manager');
    const admin = await login('manager');
    const ended = await invoke(iamRoutes.deactivateSession, {
      token: admin.Token,
      body: { SessionId: victim.SessionId },
    });
    expect(ended.status).toBe(200);
    const refused = await invoke(iamRoutes.getUserAndEntitySettings, { token: victim.Token });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ errorCode: 401, message: Messages.sessionEnded });
    // Ending it twice says so.
    expect(
      (await invoke(iamRoutes.deactivateSession, { token: admin.Token, body: { SessionId: victim.SessionId } })).status,
    ).toBe(404);
  });

  it('cannot end another user’s session', async () => {
    const partsclerk = await login('partsclerk');
    const technician = await login('technician');
    const answer = await invoke(iamRoutes.deactivateSession, {
      token: technician.Token,
      body: { SessionId: partsclerk.SessionId },
    });
    expect(answer.status).toBe(404);
    expect((await invoke(iamRoutes.getUserAndEntitySettings, { token: partsclerk.Token })).status).toBe(200);
  });

  it('logout ends the session at once', async () => {
    const session = await login('partsmanager');
    const out = await invoke<{ message: string }>(iamRoutes.logout, { token: session.Token });
    expect(out.status).toBe(200);
    expect((await invoke(iamRoutes.getUserAndEntitySettings, { token: session.Token })).status).toBe(401);
  });

  it('answers 401 for a missing, malformed or foreign-signed token', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4Iiwib3JnIjoieCIsImVudCI6IngiLCJzdWIiOiJ4IiwiaXNzIjoia2Fya2hhbmEiLCJhdWQiOiJzZXNzaW9uIn0.' +
      'c2lnbmF0dXJlLW1hZGUtd2l0aC1hbm90aGVyLWtleQ';
    for (const token of [undefined, 'not-a-jwt', forged]) {
      const answer = await invoke(iamRoutes.activeSessions, { ...(token ? { token } : {}) });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ errorCode: 401 });
    }
  });
});

describe('Entities and employees (platform §7)', () => {
  it('lists the organisation’s branches and the ones a user can switch to', async () => {
    const admin = await login('admin');
    const all = await invoke<EntitySummary[]>(iamRoutes.entities, { token: admin.Token });
    expect(all.body.map((e) => e.EntId).sort()).toEqual([org.workshopId, org.partsBranchId].sort());
    const mine = await invoke<EntitySummary[]>(iamRoutes.entitiesForUser, {
      token: admin.Token,
      params: { userId: admin.User.UserId },
    });
    expect(mine.body).toHaveLength(2);
    // An entity admin may look at another user's branches; an advisor may not.
    const advisorsBranches = await invoke<EntitySummary[]>(iamRoutes.entitiesForUser, {
      token: admin.Token,
      params: { userId: org.users.advisor.userId },
    });
    expect(advisorsBranches.body.map((e) => e.EntId)).toEqual([org.workshopId]);
    const advisor = await login('advisor');
    const refused = await invoke(iamRoutes.entitiesForUser, {
      token: advisor.Token,
      params: { userId: admin.User.UserId },
    });
    expect(refused.status).toBe(403);
  });

  it('lists the employees of a branch, and never another organisation’s', async () => {
    const advisor = await login('advisor');
    const staff = await invoke<Employee[]>(iamRoutes.employeesOfEntity, {
      token: advisor.Token,
      params: { orgId: org.orgId, entityId: org.workshopId },
    });
    expect(staff.status).toBe(200);
    expect(staff.body.map((e) => e.UserName).sort()).toEqual(
      ['admin', 'advisor', 'cashier', 'manager', 'owner', 'partsclerk', 'partsmanager', 'technician'].sort(),
    );
    const parts = await invoke<Employee[]>(iamRoutes.employeesOfEntity, {
      token: advisor.Token,
      params: { orgId: org.orgId, entityId: org.partsBranchId },
    });
    expect(parts.body.map((e) => e.UserName).sort()).toEqual(['admin', 'cashier', 'owner', 'partsmanager']);
    const foreign = await invoke(iamRoutes.employeesOfEntity, {
      token: advisor.Token,
      params: { orgId: other.orgId, entityId: other.workshopId },
    });
    expect(foreign.status).toBe(404);
    const foreignBranchInOwnOrg = await invoke<Employee[]>(iamRoutes.employeesOfEntity, {
      token: advisor.Token,
      params: { orgId: org.orgId, entityId: other.workshopId },
    });
    expect(foreignBranchInOwnOrg.body).toEqual([]);
  });
});
