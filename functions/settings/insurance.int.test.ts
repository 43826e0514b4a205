import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { settingsRoutes } from '@shared/api/routes/settings';
import { BranchSetupMessages, type EntityInsurance } from '@shared/reference/branch-setup-schemas';
import { GstinMessages } from '@shared/gst/gstin';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import type { TestOrganisation } from '../test/test-organisation';
import { organisationWithLogins } from '../test/test-logins';

let org: TestOrganisation;
let tokens: Record<'owner' | 'admin' | 'advisor' | 'technician' | 'cashier' | 'partsclerk', string>;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins([
    'owner',
    'admin',
    'advisor',
    'technician',
    'cashier',
    'partsclerk',
  ] as const));
});

async function refused(
  route: Parameters<typeof invoke>[0],
  input: Parameters<typeof invoke>[1],
  status: number,
): Promise<ApiErrorBody> {
  const before = await snapshotOrganisation(org.orgId);
  const answer = await invoke<ApiErrorBody>(route, input);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.errorCode).toBe(status);
  expect(await snapshotOrganisation(org.orgId)).toBe(before);
  return answer.body;
}

describe('Insurer tie-ups (service-documents §7 Insurance)', () => {
  it('before any setup, GET answers the spec’s no-tie-up message', async () => {
    const answer = await refused(
      settingsRoutes.getEntityInsurance,
      { token: tokens.advisor, params: { id: 'NIA' } },
      404,
    );
    expect(answer.message).toBe(BranchSetupMessages.noTieUp);
  });

  it('InsCompSettings sets the tie-up flag; EntityInsurance keeps details; Branch adds insurer branches; each write needs the ver', async () => {
    const flag = await invoke<EntityInsurance>(settingsRoutes.insCompSettings, {
      token: tokens.admin,
      params: { id: 'ICICIL' },
      body: { TieUp: true },
    });
    expect(flag.status).toBe(200);
    expect(flag.body).toMatchObject({ InsId: 'ICICIL', TieUp: true, ver: 1, Branches: [], EntId: org.workshopId });
    expect(flag.body.Name).toMatch(/ICICI Lombard/);

    const details = await invoke<EntityInsurance>(settingsRoutes.putEntityInsurance, {
      token: tokens.admin,
      params: { id: 'ICICIL' },
      body: {
        TieUp: true,
        GarageCode: 'BLR-0042',
        Contact: 'Claims desk',
        Phone: '080 4000 1234',
        Email: 'claims@example.com',
        PayDays: 30,
        ver: 1,
      },
    });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body).toMatchObject({ GarageCode: 'BLR-0042', PayDays: 30, ver: 2 });

    const branch = await invoke<EntityInsurance>(settingsRoutes.putInsuranceBranch, {
      token: tokens.owner,
      params: { id: 'ICICIL', branchId: 'BLR-1' },
      body: { Name: 'Bengaluru Regional Office', Ct: 'Bengaluru', StCode: '29', GSTIN: '29aagcb7383j1z4', ver: 2 },
    });
    expect(branch.status, JSON.stringify(branch.body)).toBe(200);
    expect(branch.body.Branches).toEqual([
      expect.objectContaining({
        BranchId: 'BLR-1',
        Name: 'Bengaluru Regional Office',
        State: 'Karnataka',
        GSTIN: '29AAGCB7383J1Z4',
      }),
    ]);
    // Replacing the same branch id keeps one entry.
    const again = await invoke<EntityInsurance>(settingsRoutes.putInsuranceBranch, {
      token: tokens.owner,
      params: { id: 'ICICIL', branchId: 'BLR-1' },
      body: { Name: 'Bengaluru RO', StCode: '29', ver: 3 },
    });
    expect(again.body.Branches.map((b) => b.Name)).toEqual(['Bengaluru RO']);
    expect(again.body.GarageCode).toBe('BLR-0042');

    const read = await invoke<EntityInsurance>(settingsRoutes.getEntityInsurance, {
      token: tokens.technician,
      params: { id: 'ICICIL' },
    });
    expect(read.status).toBe(200);
    expect(read.body.ver).toBe(4);
  });

  it('GET Service/EntityInsurance lists the branch’s own tie-up records in one answer, by insurer name; none set up is an empty list', async () => {
    const other = await organisationWithLogins(['admin'] as const);
    const empty = await invoke<EntityInsurance[]>(settingsRoutes.listEntityInsurance, { token: other.tokens.admin });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body).toEqual([]);

    expect(
      (
        await invoke(settingsRoutes.insCompSettings, {
          token: other.tokens.admin,
          params: { id: 'NIA' },
          body: { TieUp: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await invoke(settingsRoutes.insCompSettings, {
          token: other.tokens.admin,
          params: { id: 'DIGIT' },
          body: { TieUp: false },
        })
      ).status,
    ).toBe(200);
    const listed = await invoke<EntityInsurance[]>(settingsRoutes.listEntityInsurance, { token: other.tokens.admin });
    expect(listed.status).toBe(200);
    expect(listed.body.map((record) => [record.InsId, record.TieUp, record.ver])).toEqual([
      ['DIGIT', false, 1],
      ['NIA', true, 1],
    ]);
    // Another organisation's records never show.
    const mine = await invoke<EntityInsurance[]>(settingsRoutes.listEntityInsurance, { token: tokens.advisor });
    expect(mine.body.every((record) => record.EntId === org.workshopId)).toBe(true);
    expect(mine.body.map((record) => record.InsId)).not.toContain('NIA');
  });

  it('removes an insurer branch with the ver read; a stale ver, an unknown branch and a non-admin are refused and write nothing', async () => {
    const branch = (branchId: string, Name: string, ver: number) =>
      invoke<EntityInsurance>(settingsRoutes.putInsuranceBranch, {
        token: tokens.admin,
        params: { id: 'HDFCERGO', branchId },
        body: { Name, StCode: '27', ver },
      });
    const first = await invoke<EntityInsurance>(settingsRoutes.insCompSettings, {
      token: tokens.admin,
      params: { id: 'HDFCERGO' },
      body: { TieUp: true },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await branch('MUM-1', 'Mumbai Head Office', 1)).status).toBe(200);
    expect((await branch('PUN-1', 'Pune Branch', 2)).body.Branches.map((b) => b.BranchId)).toEqual(['MUM-1', 'PUN-1']);

    const del = (branchId: string, ver: number, token = tokens.admin) => ({
      token,
      params: { id: 'HDFCERGO', branchId },
      query: { ver: String(ver) },
    });
    await refused(settingsRoutes.deleteInsuranceBranch, del('PUN-1', 2), 409);
    expect((await refused(settingsRoutes.deleteInsuranceBranch, del('NOPE-1', 3), 404)).message).toBe(
      BranchSetupMessages.insuranceBranchNotFound,
    );
    await refused(settingsRoutes.deleteInsuranceBranch, del('PUN-1', 3, tokens.advisor), 403);

    const removed = await invoke<EntityInsurance>(settingsRoutes.deleteInsuranceBranch, del('PUN-1', 3));
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body).toMatchObject({ ver: 4, TieUp: true });
    expect(removed.body.Branches.map((b) => b.BranchId)).toEqual(['MUM-1']);
  });

  it('refuses an unknown insurer, stale ver, bad GSTIN, unknown state, and non-admin writes; nothing is written', async () => {
    await refused(
      settingsRoutes.insCompSettings,
      { token: tokens.admin, params: { id: 'NOSUCH' }, body: { TieUp: true } },
      404,
    );
    expect(
      (
        await refused(
          settingsRoutes.insCompSettings,
          { token: tokens.admin, params: { id: 'ICICIL' }, body: { TieUp: false, ver: 1 } },
          409,
        )
      ).message,
    ).toBe(Messages.conflict);
    // A write without ver on an existing record is a conflict too.
    await refused(
      settingsRoutes.putEntityInsurance,
      { token: tokens.admin, params: { id: 'ICICIL' }, body: { TieUp: false } },
      409,
    );
    const branch = (body: Record<string, unknown>) => ({
      token: tokens.admin,
      params: { id: 'ICICIL', branchId: 'CHN-1' },
      body: { Name: 'Chennai', ver: 4, ...body },
    });
    expect(
      (await refused(settingsRoutes.putInsuranceBranch, branch({ StCode: '33', GSTIN: '33AAKCK4321M1ZH' }), 400))
        .message,
    ).toBe(GstinMessages.checksum);
    expect(
      (await refused(settingsRoutes.putInsuranceBranch, branch({ StCode: '33', GSTIN: '29AAGCB7383J1Z4' }), 400))
        .message,
    ).toBe(GstinMessages.branchStateMismatch('29', '33'));
    await refused(settingsRoutes.putInsuranceBranch, branch({ StCode: '99' }), 400);
    await refused(
      settingsRoutes.putEntityInsurance,
      { token: tokens.advisor, params: { id: 'NIA' }, body: { TieUp: true } },
      403,
    );
    await refused(settingsRoutes.getEntityInsurance, { token: tokens.partsclerk, params: { id: 'ICICIL' } }, 403);
  });
});
