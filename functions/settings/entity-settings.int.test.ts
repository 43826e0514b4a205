import { beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { iamRoutes, type UserAndEntity } from '@shared/api/routes/iam';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import type { ApiErrorBody } from '@shared/api/errors';
import { GstinMessages } from '@shared/gst/gstin';
import { SettingsMessages } from '@shared/reference/validate-settings';
import { invoke } from '../test/invoke';
import { snapshotOrganisation } from '../test/org-snapshot';
import type { TestOrganisation } from '../test/test-organisation';
import { organisationWithLogins } from '../test/test-logins';

let org: TestOrganisation;
let tokens: Record<'owner' | 'admin' | 'technician' | 'advisor', string>;

beforeAll(async () => {
  ({ org, tokens } = await organisationWithLogins(['owner', 'admin', 'technician', 'advisor'] as const));
});

const current = async (): Promise<EntitySettingsAnswer> => {
  const answer = await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.owner });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Sends a refused call and proves it answered `status` in the §8 shape and wrote nothing. */
async function refused(
  route: Parameters<typeof invoke>[0],
  input: Parameters<typeof invoke>[1],
  status: number,
): Promise<ApiErrorBody> {
  const before = await snapshotOrganisation(org.orgId);
  const answer = await invoke<ApiErrorBody>(route, input);
  expect(answer.status).toBe(status);
  expect(answer.body.errorCode).toBe(status);
  expect(typeof answer.body.message).toBe('string');
  expect(answer.body.message.length).toBeGreaterThan(5);
  expect(await snapshotOrganisation(org.orgId)).toBe(before);
  return answer.body;
}

const karnataka = {
  Add1: '14, 80 Feet Road',
  Ct: 'Bengaluru',
  State: 'Karnataka',
  Pin: '560034',
  StCode: '29',
  DefShip: true,
};

describe('GET / PUT EntitySettings (service-documents §7, platform §3)', () => {
  it('answers the settings with ver and SettingsVer, and no-store caching', async () => {
    const answer = await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.EntId).toBe(org.workshopId);
    expect(answer.body.Settings.Address?.StCode).toBe('29');
    expect(answer.body.Settings.TZ).toBe('Asia/Calcutta');
    expect(answer.body.ver).toBeGreaterThanOrEqual(1);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses a technician and an advisor (non-admins) every settings call with 403', async () => {
    const s = await current();
    for (const token of [tokens.technician, tokens.advisor]) {
      await refused(settingsRoutes.getEntitySettings, { token }, 403);
      await refused(settingsRoutes.putCommon, { token, body: { ver: s.ver, Common: s.Settings.Common } }, 403);
      await refused(settingsRoutes.putEntitySettings, { token, body: { ...s.Settings, ver: s.ver } }, 403);
      await refused(settingsRoutes.putUITheme, { token, body: { ver: s.ver, UITheme: { AppeVariant: 'DK' } } }, 403);
      await refused(settingsRoutes.uploadLogo, { token, params: { fileName: 'logo.png' }, body: {} }, 403);
      await refused(settingsRoutes.deleteLogo, { token }, 403);
      await refused(settingsRoutes.insCompSettings, { token, params: { id: 'NIA' }, body: { TieUp: true } }, 403);
    }
  });

  it('saves the company profile (address, GSTIN, tax, time zone, print options, numbering) and bumps ver and SettingsVer', async () => {
    const s = await current();
    const answer = await invoke<EntitySettingsAnswer>(settingsRoutes.putCommon, {
      token: tokens.admin,
      body: {
        ver: s.ver,
        Common: {
          ...s.Settings.Common,
          Tax: {
            Tax: true,
            GSTIN: ' 29aagcb7383j1z4 ',
            GSTType: 2,
            HSNSAC: true,
            IntraTC: 106,
            InterTC: 114,
            SAC: '9987',
            LTot: 'AT',
          },
          PrOptions: { PaperSize: 'A5', Copies: 2, ShowLogo: true },
          NextNo: { Inv: 1001, Est: 501 },
          General: { FYStart: 4, DateFormat: 'DD/MM/YYYY' },
        },
        Address: { ...karnataka, Add2: 'Koramangala 5th Block' },
        TZ: 'Asia/Kolkata',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.ver).toBe(s.ver + 1);
    expect(answer.body.SettingsVer).toBe(s.SettingsVer + 1);
    expect(answer.body.Settings.Common.Tax).toMatchObject({
      GSTIN: '29AAGCB7383J1Z4',
      GSTType: 2,
      IntraTC: 106,
      InterTC: 114,
    });
    expect(answer.body.Settings.Common.NextNo).toEqual({ Inv: 1001, Est: 501 });
    expect(answer.body.Settings.Address?.Add2).toBe('Koramangala 5th Block');
    expect(answer.body.Settings.TZ).toBe('Asia/Kolkata');
    expect(answer.body.Settings.DecimalsNumber).toBe(2);

    // Every session sees the new SettingsVer on its next login-data read (the refresh prompt, platform §4).
    const login = await invoke<UserAndEntity>(iamRoutes.getUserAndEntitySettings, { token: tokens.technician });
    expect(login.body.Entity.SettingsVer).toBe(answer.body.SettingsVer);
    expect(login.body.Entity.Settings.Common.Tax.GSTIN).toBe('29AAGCB7383J1Z4');
  });

  it('a stale ver answers 409 with the settings-updated prompt and writes nothing', async () => {
    const s = await current();
    const body = await refused(
      settingsRoutes.putUITheme,
      { token: tokens.admin, body: { ver: s.ver - 1, UITheme: { AppeVariant: 'DK' } } },
      409,
    );
    expect(body.message).toBe(Messages.settingsUpdated);
    await refused(
      settingsRoutes.putEntitySettings,
      { token: tokens.owner, body: { ...s.Settings, ver: s.ver + 5 } },
      409,
    );
  });

  it('refuses an invalid GSTIN (checksum), a GSTIN of another state, an unknown state, time zone, tax code and account', async () => {
    const s = await current();
    const common = (tax: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
      token: tokens.admin,
      body: { ver: s.ver, Common: { ...s.Settings.Common, Tax: { ...s.Settings.Common.Tax, ...tax } }, ...extra },
    });
    const checksum = await refused(settingsRoutes.putCommon, common({ GSTIN: '29AAGCB7383J1Z5' }), 400);
    expect(checksum).toMatchObject({
      message: GstinMessages.checksum,
      errors: [{ path: 'Common.Tax.GSTIN', message: GstinMessages.checksum }],
    });
    expect((await refused(settingsRoutes.putCommon, common({ GSTIN: '29AAGCB7383J' }), 400)).message).toBe(
      GstinMessages.format,
    );
    // A valid Tamil Nadu GSTIN on a Karnataka branch.
    expect((await refused(settingsRoutes.putCommon, common({ GSTIN: '33AAKCK4321M1ZG' }), 400)).message).toBe(
      GstinMessages.branchStateMismatch('33', '29'),
    );
    const unknownState = await refused(
      settingsRoutes.putCommon,
      common({}, { Address: { ...karnataka, StCode: '55', State: 'Atlantis' } }),
      400,
    );
    expect(unknownState.errors?.[0]?.path).toBe('Address.StCode');
    const wrongName = await refused(
      settingsRoutes.putCommon,
      common({ GSTIN: undefined }, { Address: { ...karnataka, State: 'Kerala' } }),
      400,
    );
    expect(wrongName.errors?.[0]?.path).toBe('Address.State');
    await refused(settingsRoutes.putCommon, common({}, { Address: { ...karnataka, StCode: '5' } }), 400);
    expect((await refused(settingsRoutes.putCommon, common({}, { TZ: 'Mars/Olympus' }), 400)).message).toBe(
      SettingsMessages.unknownTimeZone('Mars/Olympus'),
    );
    expect((await refused(settingsRoutes.putCommon, common({ IntraTC: 999 }), 400)).message).toBe(
      SettingsMessages.unknownTaxCode(999),
    );
    expect((await refused(settingsRoutes.putCommon, common({ InterTC: 106 }), 400)).message).toBe(
      SettingsMessages.notInterTaxCode(106),
    );
    await refused(settingsRoutes.putCommon, common({ GSTType: 3 }), 400);
    const acc = await refused(
      settingsRoutes.putAccounting,
      { token: tokens.admin, body: { ver: s.ver, Acc: { ...s.Settings.Acc, LabAcc: 4100 } } },
      400,
    );
    expect(acc.errors?.[0]).toEqual({ path: 'Acc.LabAcc', message: SettingsMessages.unknownAccount(4100, 'labour') });
    const wh = await refused(
      settingsRoutes.putInventory,
      { token: tokens.admin, body: { ver: s.ver, Inventory: { DefWId: 'NOPE', DUoM: -1 } } },
      400,
    );
    expect(wh.errors?.[0]?.path).toBe('Inventory.DefWId');
    // The whole-object PUT applies the same rules.
    await refused(
      settingsRoutes.putEntitySettings,
      { token: tokens.owner, body: { ...s.Settings, TZ: 'Nowhere/City', ver: s.ver } },
      400,
    );
  });

  it('saves each section: Service, Accounting, UITheme and Terms; the whole object keeps the logo fields', async () => {
    let s = await current();
    const put = async (route: Parameters<typeof invoke>[0], body: Record<string, unknown>) => {
      const answer = await invoke<EntitySettingsAnswer>(route, { token: tokens.admin, body: { ver: s.ver, ...body } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      s = answer.body;
    };
    await put(settingsRoutes.putService, { Service: { ...s.Settings.Service, PrDays: 2, Review: true } });
    // The workshop does not enable Sales (platform §6): its section is not reachable (module-gate.int.test.ts).
    const sales = await invoke(settingsRoutes.putSales, {
      token: tokens.admin,
      body: { ver: s.ver, Sales: { Disc: true, ApprSO: true } },
    });
    expect(sales.status).toBe(403);
    await put(settingsRoutes.putAccounting, { Acc: { ...s.Settings.Acc, LabAcc: 4000, PartAcc: 4100, Round: false } });
    await put(settingsRoutes.putUITheme, { UITheme: { AppeVariant: 'DK' } });
    // Sales order terms belong to Sales, which this workshop does not enable: refused like its section.
    const salesTerms = await invoke(settingsRoutes.putTerms, {
      token: tokens.admin,
      body: { ver: s.ver, Terms: { SOTerms: 'Advance 50%.' } },
    });
    expect(salesTerms.status).toBe(403);
    await put(settingsRoutes.putTerms, {
      Terms: { ITerms: 'Goods once sold...', WTerms: 'Vehicle at owner risk.', ETerms: 'Valid 15 days.' },
    });
    expect(s.Settings.Service).toMatchObject({
      PrDays: 2,
      Review: true,
      WTerms: 'Vehicle at owner risk.',
      ETerms: 'Valid 15 days.',
    });
    expect(s.Settings.Sales?.SOTerms).toBeUndefined();
    expect(s.Settings.Acc).toMatchObject({ LabAcc: 4000, PartAcc: 4100, Round: false, ITerms: 'Goods once sold...' });
    expect(s.Settings.UITheme.AppeVariant).toBe('DK');

    // The client cannot point the logo anywhere: Logo is the server's.
    const whole = await invoke<EntitySettingsAnswer>(settingsRoutes.putEntitySettings, {
      token: tokens.owner,
      body: {
        ...s.Settings,
        Common: { ...s.Settings.Common, Logo: { Name: 'x.png', Key: 'logos/other/x.png' } },
        ver: s.ver,
      },
    });
    expect(whole.status).toBe(200);
    expect(whole.body.Settings.Common.Logo).toBeUndefined();
    expect(whole.body.SettingsVer).toBe(s.SettingsVer + 1);
  });

  it('a PUT keeps the sections it left out and refuses unknown keys (docs/decisions.md "What a PUT keeps")', async () => {
    let s = await current();
    const gstin = await invoke<EntitySettingsAnswer>(settingsRoutes.putCommon, {
      token: tokens.admin,
      body: {
        ver: s.ver,
        Common: { ...s.Settings.Common, Tax: { ...s.Settings.Common.Tax, GSTIN: '29AAGCB7383J1Z4' } },
      },
    });
    expect(gstin.status, JSON.stringify(gstin.body)).toBe(200);
    s = gstin.body;

    // The whole-object PUT without Common, Address and TZ changes the theme and keeps the rest as stored.
    const { Common: _common, Address: _address, TZ: _tz, ...others } = s.Settings;
    const partial = await invoke<EntitySettingsAnswer>(settingsRoutes.putEntitySettings, {
      token: tokens.owner,
      body: { ...others, UITheme: { AppeVariant: 'MS' }, ver: s.ver },
    });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.Settings.Common.Tax.GSTIN).toBe('29AAGCB7383J1Z4');
    expect(partial.body.Settings.Common).toEqual(s.Settings.Common);
    expect(partial.body.Settings.Address).toEqual(s.Settings.Address);
    expect(partial.body.Settings.TZ).toBe(s.Settings.TZ);
    expect(partial.body.Settings.UITheme.AppeVariant).toBe('MS');

    // Only the version: every section is kept.
    const versionOnly = await invoke<EntitySettingsAnswer>(settingsRoutes.putEntitySettings, {
      token: tokens.owner,
      body: { ver: partial.body.ver },
    });
    expect(versionOnly.status, JSON.stringify(versionOnly.body)).toBe(200);
    expect(versionOnly.body.Settings).toEqual(partial.body.Settings);
    s = versionOnly.body;

    // Unknown keys answer 400 and write nothing, at the top, in a section and deeper in it.
    const top = await refused(
      settingsRoutes.putEntitySettings,
      { token: tokens.owner, body: { ver: s.ver, Colour: 'red' } },
      400,
    );
    expect(top.message).toContain('Colour');
    const nested = await refused(
      settingsRoutes.putCommon,
      {
        token: tokens.admin,
        body: {
          ver: s.ver,
          Common: { ...s.Settings.Common, Tax: { ...s.Settings.Common.Tax, GSTNo: '29AAGCB7383J1Z4' } },
        },
      },
      400,
    );
    expect(nested.errors?.[0]?.path).toBe('Common.Tax');
    await refused(
      settingsRoutes.putService,
      { token: tokens.admin, body: { ver: s.ver, Service: { ...s.Settings.Service, Colour: 'red' } } },
      400,
    );
    await refused(
      settingsRoutes.putUITheme,
      { token: tokens.admin, body: { ver: s.ver, UITheme: { AppeVariant: 'MS' }, Extra: 1 } },
      400,
    );
    expect((await current()).Settings.Common.Tax.GSTIN).toBe('29AAGCB7383J1Z4');
  });

  it('refuses malformed bodies in the §8 shape', async () => {
    const s = await current();
    const missingVer = await refused(
      settingsRoutes.putUITheme,
      { token: tokens.admin, body: { UITheme: { AppeVariant: 'DK' } } },
      400,
    );
    expect(missingVer.errors?.[0]?.path).toBe('ver');
    await refused(
      settingsRoutes.putCommon,
      { token: tokens.admin, body: { ver: s.ver, Common: s.Settings.Common, Address: { ...karnataka, Pin: '12' } } },
      400,
    );
  });

  it('refuses out-of-range numbers and deep nesting in free-form fields with 400, never 500', async () => {
    const s = await current();
    const withPrint = (extra: string) => `{"ver":${s.ver},"Common":{"PrOptions":{"PaperSize":"A4","x":${extra}}}}`;
    let deep = '1';
    for (let i = 0; i < 40; i++) deep = `{"a":${deep}}`;
    for (const extra of ['1e20', '1e200', '1e400', '-1e400', deep, '[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]']) {
      const body = await refused(settingsRoutes.putCommon, { token: tokens.admin, body: withPrint(extra) }, 400);
      expect(body.errors?.[0]?.path).toMatch(/^Common\.PrOptions\.x/);
    }
    await refused(
      settingsRoutes.putCommon,
      { token: tokens.admin, body: { ver: s.ver, Common: { Notifier: { deep: { deeper: { deepest: 1 } } } } } },
      400,
    );
  });

  it('refuses hidden control and text-direction characters anywhere in a body, and stores text in normal form C', async () => {
    const s = await current();
    for (const header of ['Karkhana\u0000Motors', 'Invoice\u202Efdp', 'a\u001b[31m']) {
      const body = await refused(
        settingsRoutes.putCommon,
        { token: tokens.admin, body: { ver: s.ver, Common: { PrOptions: { Header: header } } } },
        400,
      );
      expect(body.errors?.[0]?.path).toBe('Common.PrOptions.Header');
    }
    const saved = await invoke<EntitySettingsAnswer>(settingsRoutes.putCommon, {
      token: tokens.admin,
      body: { ver: s.ver, Common: { PrOptions: { Header: 'Cafe\u0301 Motors\nMG Road' } } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Settings.Common?.PrOptions?.Header).toBe('Caf\u00e9 Motors\nMG Road');
  });
});
