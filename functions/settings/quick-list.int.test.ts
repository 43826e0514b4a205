import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { settingsRoutes } from '@shared/api/routes/settings';
import { BranchSetupMessages, type QuickListEntry } from '@shared/reference/branch-setup-schemas';
import { quickListPk } from '../data/settings/quick-list-repo';
import { db, tableName } from '../lib/aws-clients';
import { invoke, type Answer } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import type { TestOrganisation } from '../test/test-organisation';
import { organisationWithLogins } from '../test/test-logins';

let org: TestOrganisation;
let tokens: Record<'admin' | 'owner' | 'technician', string>;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['admin', 'owner', 'technician'] as const));
});

/** Every item of the tenant partition and of the branch's quick-list collection. */
async function snapshot(): Promise<string> {
  const list = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': quickListPk(org.orgId, org.workshopId) },
      ConsistentRead: true,
    }),
  );
  return `${await snapshotOrganisation(org.orgId)}|${JSON.stringify(list.Items ?? [])}`;
}

async function refused(
  route: Parameters<typeof invoke>[0],
  input: Parameters<typeof invoke>[1],
  status: number,
): Promise<ApiErrorBody> {
  const before = await snapshot();
  const answer = await invoke<ApiErrorBody>(route, input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.errorCode).toBe(status);
  expect(await snapshot()).toBe(before);
  return answer.body;
}

const add = async (Pos: number, OpCode: string, Desc: string, token = tokens.admin): Promise<QuickListEntry> => {
  const answer = await invoke<QuickListEntry>(settingsRoutes.createQuickList, { token, body: { Pos, OpCode, Desc } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const list = async (token = tokens.admin): Promise<QuickListEntry[]> =>
  (await invoke<QuickListEntry[]>(settingsRoutes.listQuickLists, { token })).body;
const codes = (entries: QuickListEntry[]): string[] => entries.map((e) => `${e.Pos}:${e.OpCode}`);
const statuses = (answers: Answer[]): Record<number, number> =>
  answers.reduce<Record<number, number>>((count, a) => ({ ...count, [a.status]: (count[a.status] ?? 0) + 1 }), {});

describe('OpCodeQuickLists (service-documents §7 quick lists): one record per entry, each with ver', () => {
  it('adds entries, each answered with ver 1, and lists them by position for any user', async () => {
    const wb = await add(2, 'WB01', 'Wheel balancing');
    expect(wb).toEqual({ _id: expect.any(String), Pos: 2, OpCode: 'WB01', Desc: 'Wheel balancing', ver: 1 });
    await add(1, 'GS01', 'General service');
    await add(3, 'AC01', 'AC gas top-up');
    expect(codes(await list(tokens.technician))).toEqual(['1:GS01', '2:WB01', '3:AC01']);
  });

  it('edits an entry at the ver read; a stale ver answers 409 and writes nothing', async () => {
    const gs = (await list()).find((e) => e.OpCode === 'GS01');
    const id = gs?._id ?? '';
    const edited = await invoke<QuickListEntry>(settingsRoutes.updateQuickList, {
      token: tokens.admin,
      params: { id },
      body: { Pos: 1, OpCode: 'GS01', Desc: 'General service (petrol)', ver: 1 },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toEqual({ _id: id, Pos: 1, OpCode: 'GS01', Desc: 'General service (petrol)', ver: 2 });

    const stale = await refused(
      settingsRoutes.updateQuickList,
      { token: tokens.owner, params: { id }, body: { Pos: 4, OpCode: 'GS9', Desc: 'Stale', ver: 1 } },
      409,
    );
    expect(stale.message).toBe(Messages.conflict);
    await refused(settingsRoutes.deleteQuickList, { token: tokens.admin, params: { id }, query: { ver: '1' } }, 409);
    expect((await list()).find((e) => e._id === id)).toMatchObject({ Desc: 'General service (petrol)', ver: 2 });
  });

  it('refuses bad input (400), an unknown entry (404), a missing ver and unknown keys (400) and a non-admin (403); nothing is written', async () => {
    const wb = (await list()).find((e) => e.OpCode === 'WB01');
    const id = wb?._id ?? '';
    await refused(
      settingsRoutes.createQuickList,
      { token: tokens.admin, body: { Pos: 0, OpCode: 'X1', Desc: 'X' } },
      400,
    );
    await refused(
      settingsRoutes.createQuickList,
      { token: tokens.admin, body: { Pos: 4, OpCode: '', Desc: 'X' } },
      400,
    );
    await refused(
      settingsRoutes.createQuickList,
      { token: tokens.admin, body: { Pos: 4, OpCode: 'X1', Desc: 'X', Price: 10 } },
      400,
    );
    await refused(
      settingsRoutes.updateQuickList,
      { token: tokens.admin, params: { id }, body: { Pos: 2, OpCode: 'WB01', Desc: 'No ver' } },
      400,
    );
    await refused(settingsRoutes.deleteQuickList, { token: tokens.admin, params: { id } }, 400);
    await refused(
      settingsRoutes.createQuickList,
      { token: tokens.technician, body: { Pos: 9, OpCode: 'T1', Desc: 'T' } },
      403,
    );
    await refused(
      settingsRoutes.updateQuickList,
      { token: tokens.technician, params: { id }, body: { Pos: 2, OpCode: 'T1', Desc: 'T', ver: 1 } },
      403,
    );
    const gone = await refused(
      settingsRoutes.updateQuickList,
      { token: tokens.admin, params: { id: 'NOPE' }, body: { Pos: 1, OpCode: 'N', Desc: 'N', ver: 1 } },
      404,
    );
    expect(gone.message).toBe(BranchSetupMessages.quickListEntryNotFound);
    await refused(
      settingsRoutes.deleteQuickList,
      { token: tokens.admin, params: { id: 'NOPE' }, query: { ver: '1' } },
      404,
    );
  });

  it('deletes an entry at the ver read; the others keep their positions', async () => {
    const ac = (await list()).find((e) => e.OpCode === 'AC01');
    const deleted = await invoke<{ message: string }>(settingsRoutes.deleteQuickList, {
      token: tokens.admin,
      params: { id: ac?._id ?? '' },
      query: { ver: '1' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.message).toBe(Messages.deleted);
    expect(codes(await list())).toEqual(['1:GS01', '2:WB01']);
  });

  it('20 concurrent edits of one entry at the same ver: exactly one is saved, 19 answer 409', async () => {
    const entry = await add(10, 'RACE', 'Raced entry');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        invoke<QuickListEntry>(settingsRoutes.updateQuickList, {
          token: i % 2 === 0 ? tokens.admin : tokens.owner,
          params: { id: entry._id },
          body: { Pos: 10, OpCode: 'RACE', Desc: `Edit ${i}`, ver: entry.ver },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: 19 });
    const winner = answers.find((a) => a.status === 200)?.body;
    const stored = (await list()).find((e) => e._id === entry._id);
    // The one user told "saved" is the one whose text is stored.
    expect(stored).toEqual({ ...winner, ver: 2 });
  });

  it('20 concurrent adds of different entries are all saved', async () => {
    const before = (await list()).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        invoke<QuickListEntry>(settingsRoutes.createQuickList, {
          token: i % 2 === 0 ? tokens.admin : tokens.owner,
          body: { Pos: 20 + i, OpCode: `C${i}`, Desc: `Concurrent ${i}` },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 20 });
    const after = await list();
    expect(after).toHaveLength(before + 20);
    expect(new Set(answers.map((a) => a.body._id)).size).toBe(20);
    expect(after.filter((e) => e.OpCode.startsWith('C')).map((e) => e.Pos)).toEqual(
      Array.from({ length: 20 }, (_, i) => 20 + i),
    );
  });

  it('holds at most 100 entries', async () => {
    const missing = 100 - (await list()).length;
    const answers = await Promise.all(
      Array.from({ length: missing }, (_, i) =>
        invoke(settingsRoutes.createQuickList, {
          token: tokens.admin,
          body: { Pos: 50, OpCode: `F${i}`, Desc: 'Fill' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: missing });
    const full = await refused(
      settingsRoutes.createQuickList,
      { token: tokens.admin, body: { Pos: 1, OpCode: 'OVER', Desc: 'One too many' } },
      400,
    );
    expect(full.message).toBe(BranchSetupMessages.quickListFull);
  });

  it('entries of one branch are not visible to another organisation', async () => {
    const other = await organisationWithLogins(['admin'] as const);
    expect((await invoke<QuickListEntry[]>(settingsRoutes.listQuickLists, { token: other.tokens.admin })).body).toEqual(
      [],
    );
    const ours = (await list())[0];
    await refused(
      settingsRoutes.updateQuickList,
      {
        token: other.tokens.admin,
        params: { id: ours?._id ?? '' },
        body: { Pos: 1, OpCode: 'X', Desc: 'X', ver: ours?.ver ?? 1 },
      },
      404,
    );
  });
});
