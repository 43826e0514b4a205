import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes as routes } from '@shared/api/routes/catalogue';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { OperationAnswer, OperationRow, PartAnswer, PartRow } from '@shared/catalogue/call-schemas';
import type { Product } from '@shared/parties/product-schemas';
import { invoke } from '../test/invoke';
import { ensureSystemCatalogue, ok, setWorkshopConfig, type Page } from '../test/catalogue-test-kit';
import { login } from '../test/parties-test-kit';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';

/** Parts, dummy parts, inventory name searches and GST by date of supply (docs/catalogue.md). */
let org: TestOrganisation;
let other: TestOrganisation;
let advisor = '';
let partsmanager = '';
let partsclerk = '';
let otherOwner = '';
let manager = '';

const APP = [{ Make: 'Tata', Model: 'Nexon', FromYr: 2020 }];
const NEW_PART = {
  PCode: 'KX-4411-B',
  Desc: 'Kestrel brake caliper bracket',
  Cat: 'BRAKES',
  Make: 'Tata',
  Apps: APP,
  HSN: '87083000',
  UoM: 'NOS',
  UnPr: 2450.5,
};
const dummy = (token: string, text: string) => ok<Page<PartRow>>(routes.dummyPartsLite, { token, params: { text } });

beforeAll(async () => {
  await ensureSystemCatalogue();
  [org, other] = await Promise.all([createTestOrganisation(), createTestOrganisation()]);
  [advisor, partsmanager, partsclerk, otherOwner, manager] = await Promise.all([
    login(org, 'advisor'),
    login(org, 'partsmanager'),
    login(org, 'partsclerk'),
    login(other, 'owner'),
    login(org, 'manager'),
  ]);
  // The first file of a run writes the system catalogue (about 13,000 items) and every login runs scrypt.
}, 180_000);

describe('GST rates by date of supply', () => {
  it('a brake pad set is taxed at 28 % on 21 Sep 2025 and 18 % from 22 Sep 2025, an oil filter at 18 % on both', async () => {
    const before = await ok<PartAnswer>(routes.part, {
      token: advisor,
      params: { id: 'PRT0052' },
      query: { Date: '2025-09-21' },
    });
    const after = await ok<PartAnswer>(routes.part, {
      token: advisor,
      params: { id: 'PRT0052' },
      query: { Date: '2025-09-22' },
    });
    expect(before).toMatchObject({
      PCode: '55810M52R00',
      HSN: '87083000',
      TCode: 107,
      Tax: { _id: 107, CGST: 14, SGST: 14 },
    });
    expect(after.Tax).toMatchObject({ _id: 107, CGST: 9, SGST: 9 });
    for (const Date of ['2025-09-21', '2025-09-22']) {
      const filter = await ok<PartAnswer>(routes.part, { token: advisor, params: { id: 'PRT0001' }, query: { Date } });
      expect(filter.Tax).toMatchObject({ CGST: 9, SGST: 9 });
    }
    // Without a date: today in the branch's time zone (after the change).
    expect((await ok<PartAnswer>(routes.part, { token: advisor, params: { id: 'PRT0052' } })).Tax).toMatchObject({
      CGST: 9,
    });
    const byCode = await ok<PartAnswer[]>(routes.partsByCode, {
      token: advisor,
      params: { code: '55810-M52R00' },
      query: { Date: '2025-01-01' },
    });
    expect(byCode.map((p) => [p._id, p.Tax?.CGST])).toEqual([['PRT0052', 14]]);
  });
});

describe('part lookups', () => {
  it('searches by description for a vehicle, by category and by code', async () => {
    const forCreta = await ok<Page<PartAnswer>>(routes.partsByDescription, {
      token: advisor,
      query: { desc: 'front brake pad', make: 'Hyundai', model: 'Creta', year: '2022' },
    });
    expect(forCreta.Items.map((p) => p.Desc)).toEqual(['Front brake pad set - Creta']);
    const missing = await invoke(routes.partsByDescription, { token: advisor, query: { make: 'Hyundai' } });
    expect(missing.status).toBe(400);
    const brakes = await ok<Page<PartAnswer>>(routes.partsByCategory, {
      token: advisor,
      params: { cat: 'BRAKES', year: '2021', make: 'Honda', model: 'City', variant: '-' },
    });
    expect(brakes.Items.length).toBeGreaterThan(0);
    expect(brakes.Items.every((p) => p.Cat === 'BRAKES' && p.Apps.some((a) => a.Model === 'City'))).toBe(true);
    const lite = await dummy(advisor, '55810m52');
    expect(lite.Items.map((p) => p._id)).toContain('PRT0052');
    expect(lite.Items[0]).not.toHaveProperty('Apps');
  });

  it('finds a part by code for a vehicle (a product of the organisation)', async () => {
    const vehicle = await ok<Product>(partiesRoutes.createProduct, {
      token: advisor,
      body: { RegNo: 'KA 03 CT 4321', Make: 'Maruti Suzuki', Model: 'Swift', Year: 2021 },
    });
    const fits = await ok<PartAnswer[]>(routes.partsByCodeAndVehicle, {
      token: advisor,
      params: { code: '55810M52R00', vehicle: vehicle._id },
    });
    expect(fits.map((p) => p._id)).toEqual(['PRT0052']);
    const wrong = await ok<PartAnswer[]>(routes.partsByCodeAndVehicle, {
      token: advisor,
      params: { code: '55810-Q0A00', vehicle: vehicle._id },
    });
    expect(wrong).toEqual([]);
    expect(
      (
        await invoke(routes.partsByCodeAndVehicle, {
          token: otherOwner,
          params: { code: '55810M52R00', vehicle: vehicle._id },
        })
      ).status,
    ).toBe(404);
  });

  it('the inventory name searches answer catalogue parts to inventory users only', async () => {
    for (const route of [
      routes.itemsSaleNameLite,
      routes.masterItemsSaleNameLite,
      routes.itemsSaleGenericNameLite,
      routes.itemsPurchaseNameLite,
    ]) {
      const found = await ok<Page<PartRow>>(route, { token: partsclerk, params: { text: 'oil filter swift' } });
      expect(found.Items.map((p) => p._id)).toEqual(['PRT0001']);
      expect((await invoke(route, { token: advisor, params: { text: 'oil filter' } })).status).toBe(403);
    }
  });

  it("ARLabors/ByPCode answers the operations of the part's category", async () => {
    const ops = await ok<Page<{ Cat: string }>>(routes.arLaborsByPartCode, {
      token: advisor,
      params: { id: 'PRT0052' },
    });
    expect(ops.Items.length).toBeGreaterThan(0);
    expect(ops.Items.every((o) => o.Cat === 'BRAKES')).toBe(true);
    expect((await invoke(routes.arLaborsByPartCode, { token: advisor, params: { id: 'PRT999999' } })).status).toBe(404);
  });
});

describe('own parts', () => {
  let created: PartAnswer;

  it('the parts manager adds a part (tax code from its HSN); the advisor finds it; others never do', async () => {
    created = await ok<PartAnswer>(routes.createPart, { token: partsmanager, body: NEW_PART });
    expect(created).toMatchObject({ ...NEW_PART, TCode: 107, Own: true, Act: true, ver: 1 });
    expect((await dummy(advisor, 'kestrel caliper')).Items.map((p) => p._id)).toEqual([created._id]);
    expect((await dummy(advisor, 'kx 4411')).Items.map((p) => p._id)).toEqual([created._id]);
    expect((await dummy(otherOwner, 'kestrel')).Items).toEqual([]);
    expect((await invoke(routes.part, { token: otherOwner, params: { id: created._id } })).status).toBe(404);
    expect((await invoke(routes.createPart, { token: advisor, body: NEW_PART })).status).toBe(403);
  });

  it('edits with ver (409 when stale) and deactivates', async () => {
    const edited = await ok<PartAnswer>(routes.updatePart, {
      token: partsmanager,
      params: { id: created._id },
      body: { ver: 1, UnPr: 2600 },
    });
    expect(edited).toMatchObject({ UnPr: 2600, Desc: NEW_PART.Desc, ver: 2 });
    expect((await dummy(advisor, 'kestrel')).Items[0]?.UnPr).toBe(2600);
    expect(
      (await invoke(routes.updatePart, { token: partsmanager, params: { id: created._id }, body: { ver: 1, UnPr: 1 } }))
        .status,
    ).toBe(409);
    await ok(routes.deactivatePart, { token: partsmanager, params: { id: created._id }, body: { ver: 2 } });
    expect((await dummy(advisor, 'kestrel')).Items).toEqual([]);
    const listed = await ok<Page<PartAnswer>>(routes.parts, {
      token: advisor,
      query: { All: 'true', Cat: 'BRAKES', Limit: '50' },
    });
    expect(listed.Items.find((p) => p._id === created._id)).toBeUndefined(); // a category list holds active parts only
  });

  it("with Manf OWN only the organisation's parts are searched", async () => {
    const mine = await ok<PartAnswer>(routes.createPart, {
      token: partsmanager,
      body: { ...NEW_PART, PCode: 'KX-5000', Desc: 'Kestrel wiper linkage' },
    });
    await setWorkshopConfig(org, ['Inventory', 'Features', 'Manf'], 'OWN');
    try {
      expect((await dummy(advisor, 'front brake pad')).Items).toEqual([]);
      expect((await dummy(advisor, 'kestrel')).Items.map((p) => p._id)).toEqual([mine._id]);
    } finally {
      await setWorkshopConfig(org, ['Inventory', 'Features', 'Manf'], undefined);
    }
    expect((await dummy(advisor, 'front brake pad')).Items.length).toBeGreaterThan(0);
  });

  it('imports parts, one application per row, all or nothing', async () => {
    const row = {
      PCode: 'IMP-77',
      Desc: 'Imported mudflap set',
      Cat: 'ACCESSORIES',
      Make: 'Tata',
      HSN: '87082900',
      UoM: 'set',
      UnPr: '450',
      AppMake: 'Tata',
      AppModel: 'Nexon',
      FromYr: '2020',
    };
    const bad = await invoke<{ rows: { row: number; field: string }[] }>(routes.importParts, {
      token: partsmanager,
      body: { Rows: [row, { ...row, PCode: 'IMP-78', HSN: '12', UoM: 'BOX' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.rows.map((r) => [r.row, r.field])).toEqual([
      [2, 'HSN'],
      [2, 'UoM'],
    ]);
    expect((await dummy(advisor, 'imported mudflap')).Items).toEqual([]);
    expect(await ok(routes.importParts, { token: partsmanager, body: { Rows: [row] } })).toEqual({
      Count: 1,
      DryRun: false,
    });
    const [found] = (await ok<Page<PartAnswer>>(routes.parts, { token: advisor, query: { Q: 'imported mudflap' } }))
      .Items;
    expect(found).toMatchObject({ UoM: 'SET', UnPr: 450, Apps: [{ Make: 'Tata', Model: 'Nexon', FromYr: 2020 }] });
  });
});

/**
 * ARLabors/ByPCode/{id} shows no fields in the spec; our reading (docs/decisions-catalogue.md
 * "Paths"): the active labour operations of the part's category, as the organisation sees them.
 */
describe("ARLabors/ByPCode: the operations of the part's category", () => {
  const HRS = { HATCHBACK: 1, SEDAN: 1.1, SUV: 1.2 };
  async function allIds(
    route: typeof routes.arLaborsByPartCode | typeof routes.guideOps,
    token: string,
    input: { params: Record<string, string>; query?: Record<string, string> },
  ) {
    const ids: string[] = [];
    let next: string | undefined;
    do {
      const page = await ok<Page<OperationRow>>(route, {
        token,
        params: input.params,
        query: { ...input.query, Limit: '50', ...(next ? { Next: next } : {}) },
      });
      ids.push(...page.Items.map((r) => r._id));
      next = page.Next;
    } while (next !== undefined);
    return ids;
  }
  const labours = (token: string) => allIds(routes.arLaborsByPartCode, token, { params: { id: 'PRT0052' } });

  it("answers exactly the active operations of that category: own ones too, deactivated and other categories' not, never another organisation's", async () => {
    const brakes = await allIds(routes.guideOps, advisor, {
      params: { id: 'LTG-HATCHBACK' },
      query: { Cat: 'BRAKES' },
    });
    expect(brakes.length).toBeGreaterThan(3);
    expect((await labours(advisor)).sort()).toEqual([...brakes].sort());

    const drum = await ok<OperationAnswer>(routes.createOperation, {
      token: manager,
      params: { id: 'LTG-SEDAN' },
      body: { OpCode: 'AR-901', Desc: 'Arbor brake drum skim', Cat: 'BRAKES', Hrs: HRS },
    });
    const horn = await ok<OperationAnswer>(routes.createOperation, {
      token: manager,
      params: { id: 'LTG-SEDAN' },
      body: { OpCode: 'AR-902', Desc: 'Arbor horn relay replace', Cat: 'ELECTRICAL', Hrs: HRS },
    });
    const mine = await labours(advisor);
    expect(mine).toContain(drum._id);
    expect(mine).not.toContain(horn._id);
    expect(mine).toHaveLength(brakes.length + 1);
    expect(await labours(otherOwner)).not.toContain(drum._id);

    await ok(routes.deactivateOperation, {
      token: manager,
      params: { id: 'LTG-SEDAN', opId: drum._id },
      body: { ver: drum.ver },
    });
    expect(await labours(advisor)).not.toContain(drum._id);
  });
});
