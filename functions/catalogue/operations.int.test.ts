import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes as routes } from '@shared/api/routes/catalogue';
import type {
  GuideAnswer,
  GuideOperationRow,
  OperationAnswer,
  OperationRow,
  PriceRow,
} from '@shared/catalogue/call-schemas';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import { invoke } from '../test/invoke';
import { ensureSystemCatalogue, ok, setWorkshopConfig, type Page } from '../test/catalogue-test-kit';
import { login } from '../test/parties-test-kit';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';

/** Labour time guides and operations (docs/catalogue.md §5): lookups, writes, OWN, pricing, import. */
let org: TestOrganisation;
let other: TestOrganisation;
let owner = '';
let manager = '';
let advisor = '';
let partsClerk = '';
let otherOwner = '';

const HRS = { HATCHBACK: 1.5, SEDAN: 1.75, SUV: 2.25 };
const lite = (token: string, text: string) => ok<Page<OperationRow>>(routes.opSearchLite, { token, params: { text } });

beforeAll(async () => {
  await ensureSystemCatalogue();
  [org, other] = await Promise.all([createTestOrganisation(), createTestOrganisation()]);
  [owner, manager, advisor, partsClerk, otherOwner] = await Promise.all([
    login(org, 'owner'),
    login(org, 'manager'),
    login(org, 'advisor'),
    login(org, 'partsclerk'),
    login(other, 'owner'),
  ]);
  // The first file of a run writes the system catalogue (about 13,000 items) and every login runs scrypt.
}, 180_000);

describe('labour time guides', () => {
  it("lists one guide per body type at the system labour rates, and finds a body type's guide", async () => {
    const guides = await ok<GuideAnswer[]>(routes.guides, { token: advisor });
    expect(guides.map((g) => [g._id, g.Rate, g.RateSet])).toEqual([
      ['LTG-HATCHBACK', 950, false],
      ['LTG-SEDAN', 1150, false],
      ['LTG-SUV', 1400, false],
    ]);
    expect(await ok(routes.guideOfBodyType, { token: advisor, params: { bodyType: 'SEDAN' } })).toEqual({
      _id: 'LTG-SEDAN',
    });
    expect((await invoke(routes.guideOfBodyType, { token: advisor, params: { bodyType: 'BUS' } })).status).toBe(400);
  });

  it('prices a system operation by the guide: hours × rate', async () => {
    const op = await ok<GuideOperationRow>(routes.guideOp, {
      token: advisor,
      params: { id: 'LTG-SUV', opId: 'OP001' },
    });
    expect(op).toMatchObject({
      _id: 'OP001',
      OpCode: 'GS-001',
      Hrs: 2.6,
      Rate: 1400,
      Pr: 3640,
      Fixed: false,
      Own: false,
      ver: 0,
    });
    const found = await ok<Page<GuideOperationRow>>(routes.guideOpSearch, {
      token: advisor,
      params: { ltgId: 'LTG-HATCHBACK', text: 'periodic maint' },
    });
    expect(found.Items.length).toBeGreaterThan(2);
    expect(found.Items[0]).toMatchObject({ Hrs: expect.any(Number), Rate: 950 });
  });
});

describe('operations: create, find, edit, deactivate', () => {
  let created: OperationAnswer;

  it('an admin adds an operation with labour times; the advisor finds it by two words', async () => {
    created = await ok<OperationAnswer>(routes.createOperation, {
      token: manager,
      params: { id: 'LTG-SEDAN' },
      body: { OpCode: 'ZX-901', Desc: 'Zircon ceramic underbody coating', Cat: 'BODY_AND_PAINT', Hrs: HRS },
    });
    expect(created).toMatchObject({
      OpCode: 'ZX-901',
      SAC: '9987',
      TCode: 106,
      Hrs: HRS,
      Own: true,
      Act: true,
      ver: 1,
    });
    const rows = await lite(advisor, 'zirc underb');
    expect(rows.Items.map((r) => r._id)).toEqual([created._id]);
    expect(rows.Items[0]).toEqual({
      _id: created._id,
      OpCode: 'ZX-901',
      Desc: 'Zircon ceramic underbody coating',
      Cat: 'BODY_AND_PAINT',
      SAC: '9987',
      TCode: 106,
      Hrs: HRS,
    });
    // By code, ignoring case and punctuation.
    expect((await lite(advisor, 'zx90')).Items.map((r) => r._id)).toContain(created._id);
    const full = await ok<Page<OperationAnswer>>(routes.baseOpSearch, { token: advisor, params: { text: 'zircon' } });
    expect(full.Items).toEqual([created]);
    const inCategory = await ok<Page<OperationAnswer>>(routes.baseOpSearchInCategory, {
      token: advisor,
      params: { category: 'BRAKES', text: 'zircon' },
    });
    expect(inCategory.Items).toEqual([]);
    expect(
      (await ok<Page<OperationAnswer>>(routes.baseOpSearchAll, { token: advisor, params: { text: 'zircon coat' } }))
        .Items,
    ).toHaveLength(1);
    expect(
      (await ok<Page<OperationRow>>(routes.procedureSearchLite, { token: advisor, params: { text: 'zircon' } })).Items,
    ).toHaveLength(1);
  });

  it('guide lookups price it, and GetOpCodesInfo and Pricing answer for a list of ids', async () => {
    const info = await ok<GuideOperationRow[]>(routes.guideOpsInfo, {
      token: advisor,
      params: { id: 'LTG-SEDAN' },
      query: { OpCodes: `${created._id},OP001,NOPE` },
    });
    expect(info.map((o) => [o._id, o.Hrs, o.Pr])).toEqual([
      [created._id, 1.75, 2012.5],
      ['OP001', 2.2, 2530],
    ]);
    const pricing = await ok(routes.opPricing, { token: advisor, query: { LTG: 'LTG-HATCHBACK', OpIds: created._id } });
    expect(pricing).toEqual([{ Op_Id: created._id, Hrs: 1.5, Rate: 950, Pr: 1425, Fixed: false }]);
  });

  it('edits with ver, keeps what the PUT left out, refuses a stale ver (409) and moves the index keys', async () => {
    const edited = await ok<OperationAnswer>(routes.updateOperation, {
      token: manager,
      params: { id: 'LTG-SEDAN', opId: created._id },
      body: { ver: 1, Desc: 'Rubberised underbody coating', Hrs: { SUV: 2.5 } },
    });
    expect(edited).toMatchObject({
      Desc: 'Rubberised underbody coating',
      OpCode: 'ZX-901',
      Hrs: { ...HRS, SUV: 2.5 },
      ver: 2,
    });
    const stale = await invoke(routes.updateOperation, {
      token: manager,
      params: { id: 'LTG-SEDAN', opId: created._id },
      body: { ver: 1, Desc: 'Lost update' },
    });
    expect(stale.status).toBe(409);
    expect((await lite(advisor, 'zircon')).Items).toEqual([]);
    expect((await lite(advisor, 'rubberised underbody')).Items.map((r) => r._id)).toEqual([created._id]);
    created = edited;
  });

  it('deactivates with ver: gone from searches, listed only with All=true', async () => {
    const off = await ok<OperationAnswer>(routes.deactivateOperation, {
      token: manager,
      params: { id: 'LTG-SEDAN', opId: created._id },
      body: { ver: created.ver },
    });
    expect(off).toMatchObject({ Act: false, ver: created.ver + 1 });
    expect((await lite(advisor, 'rubberised')).Items).toEqual([]);
    const active = await ok<Page<GuideOperationRow>>(routes.guideOps, {
      token: advisor,
      params: { id: 'LTG-SEDAN' },
      query: { Cat: 'BODY_AND_PAINT', Limit: '50' },
    });
    expect(active.Items.map((o) => o._id)).not.toContain(created._id);
    const list = await ok<Page<GuideOperationRow & { Act: boolean }>>(routes.guideOps, {
      token: advisor,
      params: { id: 'LTG-SEDAN' },
      query: { Q: 'rubberised' },
    });
    expect(list.Items).toEqual([]);
    const again = await ok<OperationAnswer>(routes.updateOperation, {
      token: manager,
      params: { id: 'LTG-SEDAN', opId: created._id },
      body: { ver: off.ver, Act: true },
    });
    expect((await lite(advisor, 'rubberised')).Items.map((r) => r._id)).toEqual([created._id]);
    created = again;
  });

  it('lists operations in description order with a Next cursor', async () => {
    const first = await ok<Page<GuideOperationRow>>(routes.guideOps, {
      token: advisor,
      params: { id: 'LTG-HATCHBACK' },
      query: { Limit: '20' },
    });
    expect(first.Items).toHaveLength(20);
    expect(first.Next).toBeDefined();
    const second = await ok<Page<GuideOperationRow>>(routes.guideOps, {
      token: advisor,
      params: { id: 'LTG-HATCHBACK' },
      query: { Limit: '20', Next: first.Next ?? '' },
    });
    const descs = [...first.Items, ...second.Items].map((o) => o.Desc.toLowerCase());
    expect(descs).toEqual([...descs].sort());
    expect(new Set([...first.Items, ...second.Items].map((o) => o._id)).size).toBe(40);
    expect(
      (await invoke(routes.guideOps, { token: advisor, params: { id: 'LTG-HATCHBACK' }, query: { Next: 'garbage' } }))
        .status,
    ).toBe(400);
  });
});

describe('system records, OWN and other organisations', () => {
  it("editing a system operation saves the organisation's own copy under the same id; others still see the system one", async () => {
    const copy = await ok<OperationAnswer>(routes.updateOperation, {
      token: owner,
      params: { id: 'LTG-SUV', opId: 'OP002' },
      body: { ver: 0, Desc: 'Periodic service 20,000 km (our checklist)' },
    });
    expect(copy).toMatchObject({ _id: 'OP002', OpCode: 'GS-002', Own: true, ver: 1 });
    expect(
      (
        await invoke(routes.updateOperation, {
          token: owner,
          params: { id: 'LTG-SUV', opId: 'OP002' },
          body: { ver: 0, Desc: 'Second copy' },
        })
      ).status,
    ).toBe(409);
    const mine = await lite(advisor, 'periodic 20');
    expect(mine.Items.filter((r) => r._id === 'OP002').map((r) => r.Desc)).toEqual([
      'Periodic service 20,000 km (our checklist)',
    ]);
    const theirs = await lite(otherOwner, 'periodic 20');
    expect(theirs.Items.filter((r) => r._id === 'OP002').map((r) => r.Desc)).toEqual([
      'Periodic maintenance service 20,000 km',
    ]);
  });

  it("another organisation never sees this one's operations, by search, id or list", async () => {
    const secret = await ok<OperationAnswer>(routes.createOperation, {
      token: owner,
      params: { id: 'LTG-SUV' },
      body: { OpCode: 'QQ-777', Desc: 'Quokka secret polish', Cat: 'BODY_AND_PAINT', Hrs: HRS },
    });
    expect((await lite(otherOwner, 'quokka')).Items).toEqual([]);
    expect((await lite(otherOwner, 'qq777')).Items).toEqual([]);
    expect(
      (await invoke(routes.guideOp, { token: otherOwner, params: { id: 'LTG-SUV', opId: secret._id } })).status,
    ).toBe(404);
    expect(
      (
        await invoke(routes.updateOperation, {
          token: otherOwner,
          params: { id: 'LTG-SUV', opId: secret._id },
          body: { ver: 1, Desc: 'Hijack' },
        })
      ).status,
    ).toBe(404);
    expect((await lite(owner, 'quokka')).Items).toHaveLength(1);
  });

  it("with Labor OWN only the organisation's operations are searched; without it the system's too", async () => {
    expect((await lite(advisor, 'clutch')).Items.length).toBeGreaterThan(0);
    await setWorkshopConfig(org, ['Service', 'Features', 'Labor'], 'OWN');
    try {
      const own = await lite(advisor, 'clutch');
      expect(own.Items).toEqual([]);
      expect((await lite(advisor, 'quokka')).Items).toHaveLength(1);
      expect((await invoke(routes.guideOp, { token: advisor, params: { id: 'LTG-SUV', opId: 'OP001' } })).status).toBe(
        404,
      );
    } finally {
      await setWorkshopConfig(org, ['Service', 'Features', 'Labor'], undefined);
    }
    expect((await lite(advisor, 'clutch')).Items.length).toBeGreaterThan(0);
  });
});

describe('errors', () => {
  it('401 without a session, 403 for a role without Service or admin rights, 400 for bad input, 404 for an unknown id', async () => {
    expect((await invoke(routes.opSearchLite, { params: { text: 'brake' } })).status).toBe(401);
    expect((await invoke(routes.opSearchLite, { token: partsClerk, params: { text: 'brake' } })).status).toBe(403);
    const body = { OpCode: 'AB-1', Desc: 'Advisor may not', Cat: 'ENGINE', Hrs: HRS };
    expect((await invoke(routes.createOperation, { token: advisor, params: { id: 'LTG-SUV' }, body })).status).toBe(
      403,
    );
    const short = await invoke(routes.opSearchLite, { token: advisor, params: { text: 'b' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ errorCode: 400, message: CatalogueMessages.searchTooShort });
    const noHours = await invoke(routes.createOperation, {
      token: owner,
      params: { id: 'LTG-SUV' },
      body: { ...body, Hrs: { HATCHBACK: 1 } },
    });
    expect(noHours.status).toBe(400);
    const unknownKey = await invoke(routes.updateOperation, {
      token: owner,
      params: { id: 'LTG-SUV', opId: 'OP001' },
      body: { ver: 0, Price: 5 },
    });
    expect(unknownKey.status).toBe(400);
    expect((await invoke(routes.guideOp, { token: advisor, params: { id: 'LTG-SUV', opId: 'OP999999' } })).status).toBe(
      404,
    );
  });
});

describe('import', () => {
  it('a file with bad rows answers every bad row and writes nothing; a good file writes every row', async () => {
    const good = {
      OpCode: 'IM-001',
      Desc: 'Imported wheel alignment check',
      Cat: 'TYRES_AND_WHEELS',
      HATCHBACK: '0.5',
      SEDAN: '0.5',
      SUV: '0.75',
    };
    const bad = await invoke<{ rows: { row: number; field: string }[] }>(routes.importOperations, {
      token: manager,
      params: { id: 'LTG-SUV' },
      body: { Rows: [good, { ...good, OpCode: 'IM-002', Desc: 'x', SUV: 'lots' }, { ...good, OpCode: 'IM-003' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.rows.map((r) => r.row)).toEqual([2, 2]);
    expect((await lite(advisor, 'imported alignment')).Items).toEqual([]);
    const dry = await ok(routes.importOperations, {
      token: manager,
      params: { id: 'LTG-SUV' },
      query: { DryRun: 'true' },
      body: { Rows: [good] },
    });
    expect(dry).toEqual({ Count: 1, DryRun: true });
    expect((await lite(advisor, 'imported alignment')).Items).toEqual([]);
    const done = await ok(routes.importOperations, {
      token: manager,
      params: { id: 'LTG-SUV' },
      body: { Rows: [good, { ...good, OpCode: 'IM-004', Desc: 'Imported tyre rotation' }] },
    });
    expect(done).toEqual({ Count: 2, DryRun: false });
    expect((await lite(advisor, 'imported')).Items).toHaveLength(2);
  });
});

describe('Setup Labor Rates (module admin and the LPG feature)', () => {
  it("sets a guide's rate and an operation's fixed price with ver; PRICESET and PRICENOTSET follow", async () => {
    const guide = await ok<GuideAnswer>(routes.setGuideRate, {
      token: manager,
      params: { id: 'LTG-HATCHBACK' },
      body: { ver: 0, Rate: 1000 },
    });
    expect(guide).toMatchObject({ Rate: 1000, RateSet: true, ver: 1 });
    expect(
      (
        await invoke(routes.setGuideRate, {
          token: manager,
          params: { id: 'LTG-HATCHBACK' },
          body: { ver: 0, Rate: 990 },
        })
      ).status,
    ).toBe(409);
    const price = await ok<PriceRow>(routes.setOpPrice, {
      token: manager,
      params: { id: 'LTG-HATCHBACK', opId: 'OP003' },
      body: { ver: 0, Pr: 2999 },
    });
    expect(price).toMatchObject({ _id: 'OP003', Pr: 2999, Fixed: true, Rate: 1000, ver: 1 });
    const set = await ok<Page<PriceRow>>(routes.pricesSet, { token: manager, query: { LTG: 'LTG-HATCHBACK' } });
    expect(set.Items.map((p) => p._id)).toEqual(['OP003']);
    const notSet = await ok<Page<PriceRow>>(routes.pricesNotSet, {
      token: manager,
      query: { LTG: 'LTG-HATCHBACK', Q: 'periodic' },
    });
    expect(notSet.Items.map((p) => p._id)).not.toContain('OP003');
    expect(notSet.Items[0]).toMatchObject({ Fixed: false, Rate: 1000, ver: 0 });
    const op = await ok<GuideOperationRow>(routes.guideOp, {
      token: advisor,
      params: { id: 'LTG-HATCHBACK', opId: 'OP003' },
    });
    expect(op).toMatchObject({ Pr: 2999, Fixed: true });
    const cleared = await ok<PriceRow>(routes.setOpPrice, {
      token: manager,
      params: { id: 'LTG-HATCHBACK', opId: 'OP003' },
      body: { ver: 1, Pr: null },
    });
    expect(cleared).toMatchObject({ Fixed: false, Pr: 3500, ver: 0 });
  });

  it('imports prices by operation code; an unknown code writes nothing', async () => {
    const bad = await invoke(routes.importPrices, {
      token: manager,
      params: { id: 'LTG-SEDAN' },
      body: {
        Rows: [
          { OpCode: 'GS-001', Pr: '2100' },
          { OpCode: 'NOPE-1', Pr: '10' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect((await ok<Page<PriceRow>>(routes.pricesSet, { token: manager, query: { LTG: 'LTG-SEDAN' } })).Items).toEqual(
      [],
    );
    expect(
      await ok(routes.importPrices, {
        token: manager,
        params: { id: 'LTG-SEDAN' },
        body: { Rows: [{ OpCode: 'gs 001', Pr: '2100' }] },
      }),
    ).toEqual({ Count: 1, DryRun: false });
    expect(
      (await ok<Page<PriceRow>>(routes.pricesSet, { token: manager, query: { LTG: 'LTG-SEDAN' } })).Items.map((p) => [
        p._id,
        p.Pr,
      ]),
    ).toEqual([['OP001', 2100]]);
  });

  it('is refused to the advisor, and to everyone when the LPG feature is off', async () => {
    expect((await invoke(routes.pricesSet, { token: advisor, query: { LTG: 'LTG-SUV' } })).status).toBe(403);
    await setWorkshopConfig(org, ['Service', 'Features', 'LPG'], false);
    try {
      expect((await invoke(routes.pricesSet, { token: owner, query: { LTG: 'LTG-SUV' } })).status).toBe(403);
      expect(
        (await invoke(routes.setGuideRate, { token: owner, params: { id: 'LTG-SUV' }, body: { ver: 0, Rate: 1 } }))
          .status,
      ).toBe(403);
    } finally {
      await setWorkshopConfig(org, ['Service', 'Features', 'LPG'], true);
    }
  });
});
