import { beforeAll, describe, expect, it } from 'vitest';
import { isModuleEnabled } from '@shared/access/access-model';
import type { ModuleKey } from '@shared/access/modules';
import type { Permission } from '@shared/access/permission';
import { Messages } from '@shared/api/messages';
import { routeKey, type RouteDef } from '@shared/api/route';
import { allRoutes } from '@shared/api/routes';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import { settingsRoutes, type EntitySettingsAnswer } from '@shared/api/routes/settings';
import { DEMO_PARTS_BRANCH } from '../../../infra/local/seed/demo-organisation';
import { invoke, type Invocation } from '../../test/invoke';
import { createTestOrganisation, TEST_PASSWORD, type TestOrganisation } from '../../test/test-organisation';

/**
 * Spec platform §6: a module is reachable only if the entity
 * enables it. The demo's Hosur spare-parts branch has no Service module, so
 * every call on Service data (products, insurer tie-ups, the op-code quick list,
 * the Service settings section) answers 403 there, even to the owner, whatever
 * the input. The route table is walked, so a new call on module data that
 * forgets its module fails here.
 */

/** Which module's data a path is about (the route's permission must name it). */
const MODULE_OF_PATH: [RegExp, ModuleKey][] = [
  [/^Products(\/|$)/, 'Service'],
  [/^Service\//, 'Service'],
  [/^EntitySettings\/(InsCompSettings|Service)(\/|$)/, 'Service'],
  [/^OpCodeQuickLists(\/|$)/, 'Service'],
  [/^Inventory\//, 'Inventory'],
  [/^EntitySettings\/Inventory$/, 'Inventory'],
  [/^EntitySettings\/Sales$/, 'Sales'],
  [/^EntitySettings\/Accounting$/, 'Accounting'],
];

const dataModule = (route: RouteDef): ModuleKey | undefined =>
  MODULE_OF_PATH.find(([pattern]) => pattern.test(route.path))?.[1];
const namedModule = (p: Permission): ModuleKey | undefined => (p.kind === 'public' ? undefined : p.module);

const routes = allRoutes();
const offInHosur = routes.filter((route) => {
  const module = namedModule(route.permission);
  return module !== undefined && !isModuleEnabled(DEMO_PARTS_BRANCH.Config, module);
});

/** Input no schema accepts: the gate must refuse before validation. */
function invalidInput(route: RouteDef): Invocation {
  const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, ' ']));
  return { params, query: route.query ? { Limit: 'many' } : {}, body: route.method === 'GET' ? undefined : '42' };
}

let org: TestOrganisation;
let hosurToken: string;

beforeAll(async () => {
  org = await createTestOrganisation();
  const login = await invoke<LoginResponse>(iamRoutes.authenticate, {
    body: { username: 'owner', password: TEST_PASSWORD, domain: org.domain },
  });
  const switched = await invoke<LoginResponse>(iamRoutes.switchBranch, {
    token: login.body.Token,
    body: { ToEntityId: org.partsBranchId, Mobile: false },
  });
  expect(switched.status).toBe(200);
  hosurToken = switched.body.Token;
});

describe('a module the branch does not enable is not reachable through the API', () => {
  it('every call on a module’s data names that module in its permission', () => {
    const wrong = routes
      .filter((route) => dataModule(route) !== undefined)
      .filter((route) => namedModule(route.permission) !== dataModule(route))
      .map(
        (route) =>
          `${routeKey(route)}: names ${namedModule(route.permission) ?? 'no module'}, data of ${dataModule(route)}`,
      );
    expect(wrong).toEqual([]);
  });

  it('the Hosur branch refuses the Service calls: products, tie-ups, quick list, Service settings', () => {
    const keys = offInHosur.map(routeKey);
    for (const key of [
      'GET /api/OpCodeQuickLists',
      'POST /api/OpCodeQuickLists',
      'PUT /api/Service/EntityInsurance/{id}',
      'PUT /api/EntitySettings/InsCompSettings/{id}',
      'POST /api/Products',
      'GET /api/Products/Search',
      'PUT /api/EntitySettings/Service',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('the owner in Hosur gets 403 on every such call, whatever the input', async () => {
    const wrong: string[] = [];
    for (const route of offInHosur) {
      const answer = await invoke(route, { ...invalidInput(route), token: hosurToken });
      if (
        answer.status !== 403 ||
        JSON.stringify(answer.body) !== JSON.stringify({ errorCode: 403, message: Messages.forbidden })
      ) {
        wrong.push(`${routeKey(route)}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a valid quick-list entry is refused in Hosur and nothing is written', async () => {
    const write = await invoke(settingsRoutes.createQuickList, {
      token: hosurToken,
      body: { Pos: 1, OpCode: 'OIL', Desc: 'Engine oil change' },
    });
    expect(write.status).toBe(403);
    const list = await invoke<unknown[]>(settingsRoutes.listQuickLists, { token: hosurToken });
    expect(list.status).toBe(403);
  });

  it('the whole-settings PUT and the Terms call change no Service data in Hosur, and still save the rest', async () => {
    const read = await invoke<EntitySettingsAnswer>(settingsRoutes.getEntitySettings, { token: hosurToken });
    expect(read.status).toBe(200);
    const { Settings, ver } = read.body;
    const { Logo: _logo, ...common } = Settings.Common;
    const whole = {
      ver,
      Acc: Settings.Acc,
      Common: common,
      Inventory: Settings.Inventory,
      Service: Settings.Service,
      Sales: Settings.Sales,
    };

    const serviceChanged = await invoke(settingsRoutes.putEntitySettings, {
      token: hosurToken,
      body: { ...whole, Service: { ...Settings.Service, PrDays: 9 } },
    });
    expect([serviceChanged.status, serviceChanged.body]).toEqual([
      403,
      { errorCode: 403, message: Messages.forbidden },
    ]);
    const workshopTerms = await invoke(settingsRoutes.putTerms, {
      token: hosurToken,
      body: { ver, Terms: { WTerms: 'Vehicles at owner’s risk.' } },
    });
    expect(workshopTerms.status).toBe(403);

    // Sent back unchanged, the Service section passes; Accounting (enabled here) changes.
    const unchanged = await invoke<EntitySettingsAnswer>(settingsRoutes.putEntitySettings, {
      token: hosurToken,
      body: whole,
    });
    expect(unchanged.status).toBe(200);
    const invoiceTerms = await invoke<EntitySettingsAnswer>(settingsRoutes.putTerms, {
      token: hosurToken,
      body: {
        ver: unchanged.body.ver,
        Terms: { ITerms: 'Goods once sold are not taken back.', WTerms: Settings.Service.WTerms },
      },
    });
    expect(invoiceTerms.status).toBe(200);
    expect(invoiceTerms.body.Settings.Acc.ITerms).toBe('Goods once sold are not taken back.');
    expect(invoiceTerms.body.Settings.Service).toEqual(Settings.Service);
  });
});
