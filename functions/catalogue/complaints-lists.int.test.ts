import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueRoutes as routes } from '@shared/api/routes/catalogue';
import type {
  ComplaintAnswer,
  ComplaintRow,
  MakeAnswer,
  ModelAnswer,
  ServiceCategoryAnswer,
  WorkOrderTypeAnswer,
} from '@shared/catalogue/call-schemas';
import { CatalogueMessages } from '@shared/catalogue/catalogue-messages';
import { invoke } from '../test/invoke';
import { ensureSystemCatalogue, ok, setWorkshopConfig, type Page } from '../test/catalogue-test-kit';
import { login } from '../test/parties-test-kit';
import { createTestOrganisation, type TestOrganisation } from '../test/test-organisation';

/** Complaints and the settings lists: service categories, work-order types, makes and models. */
let org: TestOrganisation;
let other: TestOrganisation;
let owner = '';
let admin = '';
let manager = '';
let advisor = '';
let technician = '';
let otherOwner = '';

const lite = (token: string, text: string) =>
  ok<Page<ComplaintRow>>(routes.searchComplaintsLite, { token, params: { text } });

beforeAll(async () => {
  await ensureSystemCatalogue();
  [org, other] = await Promise.all([createTestOrganisation(), createTestOrganisation()]);
  [owner, admin, manager, advisor, technician, otherOwner] = await Promise.all([
    login(org, 'owner'),
    login(org, 'admin'),
    login(org, 'manager'),
    login(org, 'advisor'),
    login(org, 'technician'),
    login(other, 'owner'),
  ]);
  // The first file of a run writes the system catalogue (about 13,000 items) and every login runs scrypt.
}, 180_000);

describe('complaints', () => {
  it('searches the system complaints as customers say them, in full, lite and by category', async () => {
    const rows = await lite(technician, 'noise front susp');
    expect(rows.Items.map((r) => r.Desc)).toContain('Noise from front suspension while braking');
    expect(Object.keys(rows.Items[0] ?? {}).sort()).toEqual(['Cat', 'Desc', '_id']);
    const full = await ok<Page<ComplaintAnswer>>(routes.searchComplaints, {
      token: advisor,
      params: { text: 'squeal' },
    });
    expect(full.Items[0]).toMatchObject({ _id: 'CMP002', Own: false, Act: true, ver: 0 });
    const braking = await ok<Page<ComplaintAnswer>>(routes.searchComplaintsInCategory, {
      token: advisor,
      params: { category: 'BRAKES', text: 'noise' },
    });
    expect(braking.Items.length).toBeGreaterThan(0);
    expect(braking.Items.every((c) => c.Cat === 'BRAKES')).toBe(true);
    const liteBraking = await ok<Page<ComplaintRow>>(routes.searchComplaintsLiteInCategory, {
      token: advisor,
      params: { category: 'ENGINE', text: 'noise' },
    });
    expect(liteBraking.Items.every((c) => c.Cat === 'ENGINE')).toBe(true);
    expect(await ok(routes.complaint, { token: advisor, params: { id: 'CMP001' } })).toMatchObject({
      _id: 'CMP001',
      Own: false,
    });
    const list = await ok<Page<ComplaintAnswer>>(routes.complaints, { token: advisor, query: { Limit: '50' } });
    expect(list.Items).toHaveLength(50);
    expect(list.Next).toBeDefined();
  });

  it('creates, edits with ver, deactivates; other organisations never see it', async () => {
    const created = await ok<ComplaintAnswer>(routes.createComplaint, {
      token: manager,
      body: { Desc: 'Gurgling sound from dashboard on cold start', Cat: 'AIR_CONDITIONING' },
    });
    expect(created).toMatchObject({ Own: true, Act: true, ver: 1 });
    expect((await lite(advisor, 'gurgling dash')).Items.map((r) => r._id)).toEqual([created._id]);
    expect((await lite(otherOwner, 'gurgling')).Items).toEqual([]);
    expect((await invoke(routes.complaint, { token: otherOwner, params: { id: created._id } })).status).toBe(404);
    expect(
      (await invoke(routes.createComplaint, { token: advisor, body: { Desc: 'Advisor may not', Cat: 'ENGINE' } }))
        .status,
    ).toBe(403);
    const edited = await ok<ComplaintAnswer>(routes.updateComplaint, {
      token: manager,
      params: { id: created._id },
      body: { ver: 1, Desc: 'Gurgling sound behind dashboard' },
    });
    expect(edited).toMatchObject({ Cat: 'AIR_CONDITIONING', ver: 2 });
    expect(
      (
        await invoke(routes.updateComplaint, {
          token: manager,
          params: { id: created._id },
          body: { ver: 1, Cat: 'ENGINE' },
        })
      ).status,
    ).toBe(409);
    await ok(routes.deactivateComplaint, { token: manager, params: { id: created._id }, body: { ver: 2 } });
    expect((await lite(advisor, 'gurgling')).Items).toEqual([]);
    const all = await ok<Page<ComplaintAnswer>>(routes.complaints, {
      token: advisor,
      query: { All: 'true', Limit: '50' },
    });
    const everything: ComplaintAnswer[] = [...all.Items];
    let next = all.Next;
    while (next) {
      const page = await ok<Page<ComplaintAnswer>>(routes.complaints, {
        token: advisor,
        query: { All: 'true', Limit: '50', Next: next },
      });
      everything.push(...page.Items);
      next = page.Next;
    }
    expect(everything.find((c) => c._id === created._id)).toMatchObject({ Act: false });
    expect(everything.length).toBe(81);
  });

  it('deactivating a system complaint hides it for this organisation only', async () => {
    await ok(routes.deactivateComplaint, { token: owner, params: { id: 'CMP002' }, body: { ver: 0 } });
    expect((await lite(advisor, 'squealing')).Items.map((r) => r._id)).not.toContain('CMP002');
    expect((await lite(otherOwner, 'squealing')).Items.map((r) => r._id)).toContain('CMP002');
  });

  it("with Compl OWN only the organisation's complaints are searched", async () => {
    const mine = await ok<ComplaintAnswer>(routes.createComplaint, {
      token: manager,
      body: { Desc: 'Whistling from turbo at high speed', Cat: 'ENGINE' },
    });
    await setWorkshopConfig(org, ['Service', 'Features', 'Compl'], 'OWN');
    try {
      expect((await lite(advisor, 'noise')).Items).toEqual([]);
      expect((await lite(advisor, 'whistling')).Items.map((r) => r._id)).toEqual([mine._id]);
    } finally {
      await setWorkshopConfig(org, ['Service', 'Features', 'Compl'], undefined);
    }
    expect((await lite(advisor, 'noise')).Items.length).toBeGreaterThan(0);
  });

  it('imports complaints all or nothing', async () => {
    const bad = await invoke<{ rows: unknown[] }>(routes.importComplaints, {
      token: manager,
      body: {
        Rows: [
          { Desc: 'Imported rattle from boot', Cat: 'BODY_AND_PAINT' },
          { Desc: 'x', Cat: '' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.rows).toHaveLength(2);
    expect((await lite(advisor, 'imported rattle')).Items).toEqual([]);
    expect(
      await ok(routes.importComplaints, {
        token: manager,
        body: { Rows: [{ Desc: 'Imported rattle from boot', Cat: 'BODY_AND_PAINT' }] },
      }),
    ).toEqual({ Count: 1, DryRun: false });
    expect((await lite(advisor, 'imported rattle')).Items).toHaveLength(1);
  });
});

describe('service categories and work-order types', () => {
  it("lists the default categories beside the organisation's own, edits a default as an own copy", async () => {
    const before = await ok<ServiceCategoryAnswer[]>(routes.serviceCategories, { token: advisor });
    expect(before.map((c) => c._id).slice(0, 2)).toEqual(['GENERAL_SERVICE', 'ENGINE']);
    const made = await ok<ServiceCategoryAnswer>(routes.createServiceCategory, {
      token: manager,
      body: { Name: 'Detailing' },
    });
    expect(made).toMatchObject({ Name: 'Detailing', Pos: before.length + 1, Own: true, ver: 1 });
    const renamed = await ok<ServiceCategoryAnswer>(routes.updateServiceCategory, {
      token: manager,
      params: { id: 'ENGINE' },
      body: { ver: 0, Name: 'Engine and Fuel' },
    });
    expect(renamed).toMatchObject({ _id: 'ENGINE', Name: 'Engine and Fuel', Pos: 2, Own: true, ver: 1 });
    await ok(routes.deactivateServiceCategory, { token: manager, params: { id: made._id }, body: { ver: 1 } });
    const after = await ok<ServiceCategoryAnswer[]>(routes.serviceCategories, { token: advisor });
    expect(after.map((c) => c.Name)).toContain('Engine and Fuel');
    expect(after.map((c) => c._id)).not.toContain(made._id);
    expect(
      (await ok<ServiceCategoryAnswer[]>(routes.serviceCategories, { token: otherOwner })).map((c) => c.Name),
    ).toContain('Engine');
    expect(
      await ok(routes.importServiceCategories, {
        token: manager,
        body: { Rows: [{ Name: 'Ceramic Coating', Pos: '' }] },
      }),
    ).toEqual({ Count: 1, DryRun: false });
  });

  it('keeps a named list of work-order types with ver and import', async () => {
    const paid = await ok<WorkOrderTypeAnswer>(routes.createWorkOrderType, {
      token: manager,
      body: { Name: 'Paid Service' },
    });
    await ok(routes.createWorkOrderType, { token: manager, body: { Name: 'Accident Repair' } });
    expect(
      (
        await invoke(routes.updateWorkOrderType, {
          token: manager,
          params: { id: paid._id },
          body: { ver: 2, Name: 'Stale' },
        })
      ).status,
    ).toBe(409);
    await ok(routes.deactivateWorkOrderType, { token: manager, params: { id: paid._id }, body: { ver: 1 } });
    expect((await ok<WorkOrderTypeAnswer[]>(routes.workOrderTypes, { token: advisor })).map((t) => t.Name)).toEqual([
      'Accident Repair',
    ]);
    expect(
      (await ok<WorkOrderTypeAnswer[]>(routes.workOrderTypes, { token: advisor, query: { All: 'true' } })).map(
        (t) => t.Name,
      ),
    ).toEqual(['Accident Repair', 'Paid Service']);
    expect((await ok<WorkOrderTypeAnswer[]>(routes.workOrderTypes, { token: otherOwner })).length).toBe(0);
    const bad = await invoke(routes.importWorkOrderTypes, {
      token: manager,
      body: { Rows: [{ Name: 'Warranty' }, { Name: '' }] },
    });
    expect(bad.status).toBe(400);
    expect((await ok<WorkOrderTypeAnswer[]>(routes.workOrderTypes, { token: advisor })).map((t) => t.Name)).toEqual([
      'Accident Repair',
    ]);
  });
});

describe('names are unique within a list', () => {
  it('refuses a second category, order type, make or model of the same make by the same name, as an error of Name; two at once get one', async () => {
    const taken = (name: string) => ({ errorCode: 409, message: CatalogueMessages.nameTaken(name) });
    // A system category's name, in other case and spacing.
    const clash = await invoke<{ errors?: { path: string }[] }>(routes.createServiceCategory, {
      token: manager,
      body: { Name: '  general   SERVICE ' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ ...taken('general   SERVICE'), errors: [{ path: 'Name' }] });
    const racing = await Promise.all(
      [0, 1, 2].map(() => invoke(routes.createWorkOrderType, { token: manager, body: { Name: 'Body Shop' } })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const fleet = await ok<WorkOrderTypeAnswer>(routes.createWorkOrderType, {
      token: manager,
      body: { Name: 'Fleet' },
    });
    expect(
      (
        await invoke(routes.updateWorkOrderType, {
          token: manager,
          params: { id: fleet._id },
          body: { ver: 1, Name: 'body shop' },
        })
      ).status,
    ).toBe(409);
    // Renamed, the old name is free again.
    await ok(routes.updateWorkOrderType, {
      token: manager,
      params: { id: fleet._id },
      body: { ver: 1, Name: 'Fleet Service' },
    });
    await ok(routes.createWorkOrderType, { token: manager, body: { Name: 'Fleet' } });
    expect((await invoke(routes.createMake, { token: admin, body: { Name: 'hyundai' } })).status).toBe(409);
    const mg = await ok<MakeAnswer>(routes.createMake, { token: admin, body: { Name: 'MG' } });
    await ok(routes.createModel, { token: admin, body: { MakeId: mg._id, Name: 'Hector', BodyType: 'SUV' } });
    expect(
      (await invoke(routes.createModel, { token: admin, body: { MakeId: mg._id, Name: 'HECTOR', BodyType: 'SUV' } }))
        .status,
    ).toBe(409);
    // The same model name under another make is another model.
    await ok(routes.createModel, { token: admin, body: { MakeId: 'MK-TATA', Name: 'Hector', BodyType: 'SUV' } });
    // An import names its clashes before writing anything.
    const imported = await invoke<{ rows: { row: number; field: string }[] }>(routes.importWorkOrderTypes, {
      token: manager,
      body: { Rows: [{ Name: 'Detailing' }, { Name: 'Fleet' }, { Name: 'detailing' }] },
    });
    expect(imported.status).toBe(400);
    expect(imported.body.rows).toEqual([
      expect.objectContaining({ row: 2, field: 'Name' }),
      expect.objectContaining({ row: 3, field: 'Name' }),
    ]);
    expect(
      (await ok<WorkOrderTypeAnswer[]>(routes.workOrderTypes, { token: manager })).map((t) => t.Name),
    ).not.toContain('Detailing');
  });
});

describe('makes and models', () => {
  it("lists the system makes and models beside the organisation's; only entity admins change them", async () => {
    const makes = await ok<MakeAnswer[]>(routes.makes, { token: advisor });
    expect(makes.map((m) => m.Name)).toEqual(expect.arrayContaining(['Hyundai', 'Maruti Suzuki', 'Tata']));
    const kia = await ok<MakeAnswer>(routes.createMake, { token: admin, body: { Name: 'Kia' } });
    expect((await invoke(routes.createMake, { token: manager, body: { Name: 'Nope' } })).status).toBe(403);
    const sonet = await ok<ModelAnswer>(routes.createModel, {
      token: admin,
      body: { MakeId: kia._id, Name: 'Sonet', BodyType: 'SUV' },
    });
    expect(sonet).toMatchObject({ Make: 'Kia', Name: 'Sonet', BodyType: 'SUV', Own: true, ver: 1 });
    expect(
      (await invoke(routes.createModel, { token: admin, body: { MakeId: 'MK-NOPE', Name: 'X1', BodyType: 'SUV' } }))
        .status,
    ).toBe(404);
    const hyundai = await ok<ModelAnswer[]>(routes.models, { token: advisor, query: { MakeId: 'MK-HYUNDAI' } });
    expect(hyundai.map((m) => m.Name)).toEqual(['Creta', 'i20']);
    expect((await ok<ModelAnswer[]>(routes.models, { token: otherOwner })).map((m) => m.Name)).not.toContain('Sonet');
    const bad = await invoke<{ rows: { field: string }[] }>(routes.importModels, {
      token: admin,
      body: {
        Rows: [
          { Make: 'kia', Name: 'Seltos', BodyType: 'suv' },
          { Make: 'Nobody', Name: 'Zed', BodyType: 'SUV' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.rows.map((r) => r.field)).toEqual(['Make']);
    expect(
      await ok(routes.importModels, {
        token: admin,
        body: { Rows: [{ Make: 'kia', Name: 'Seltos', BodyType: 'suv' }] },
      }),
    ).toEqual({ Count: 1, DryRun: false });
    expect(
      (await ok<ModelAnswer[]>(routes.models, { token: advisor, query: { MakeId: kia._id } })).map((m) => m.Name),
    ).toEqual(['Seltos', 'Sonet']);
  });

  it("with ProdModels OWN only the organisation's makes are listed", async () => {
    await setWorkshopConfig(org, ['Common', 'ProdModels'], 'OWN');
    try {
      expect((await ok<MakeAnswer[]>(routes.makes, { token: advisor })).map((m) => m.Name)).toEqual(['Kia', 'MG']);
    } finally {
      await setWorkshopConfig(org, ['Common', 'ProdModels'], 'BOTH');
    }
  });
});
