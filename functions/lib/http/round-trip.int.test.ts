import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '@shared/api/errors';
import type { RouteDef } from '@shared/api/route';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { partiesRoutes } from '@shared/api/routes/parties';
import { serviceRoutes } from '@shared/api/routes/service';
import { settingsRoutes } from '@shared/api/routes/settings';
import { usersRoutes } from '@shared/api/routes/users';
import { FieldMessages } from '@shared/validation/field-messages';
import { ensureSystemCatalogue } from '../../test/catalogue-test-kit';
import { addInsurerTieUp, createDraftInvoice } from '../../test/invoices-test-kit';
import { invoke } from '../../test/invoke';
import {
  createEstimate,
  createRepairOrder,
  documentsFixture,
  freshPhone,
  ok,
  type DocumentsFixture,
} from '../../test/service-test-kit';
import { fresh } from '../../test/users-test-kit';

/**
 * A record read with GET is saved back with PUT (docs/decisions.md 'A record read
 * can be saved back'): the answer as it came, one field changed, is taken (200) and
 * the change is stored; the fields only the server writes are ignored. An `_id`
 * other than the path's, or a key the record never has, is still refused (400).
 */

type Rec = Record<string, unknown>;
type Case = {
  /** The record as GET answers it. */
  read: () => Promise<Rec>;
  /** The PUT that saves it and the path parameters naming it. */
  save: RouteDef;
  params: (r: Rec) => Record<string, string>;
  /** The body made from the answer: the answer itself, but for settings (their sections are under `Settings`). */
  body?: (r: Rec) => Rec;
  /** One field changed, as a patch on the body, and where to find it in the record read again. */
  change: Rec | ((body: Rec) => Rec);
  stored: (r: Rec) => unknown;
  /** The changed value, when `change` is a function. */
  expected?: unknown;
};

let f: DocumentsFixture;
let token = '';
const cases = new Map<string, Case>();
const get = <T = Rec>(route: RouteDef, params: Record<string, string> = {}): Promise<T> =>
  ok<T>(route, { token, params });
const one = (list: Rec[], key: string, id: unknown): Rec => {
  const found = list.find((r) => r[key] === id);
  if (!found || id === undefined) throw new Error(`no record with ${key} ${String(id)}`);
  return found;
};

beforeAll(async () => {
  await ensureSystemCatalogue();
  f = await documentsFixture({ roles: ['owner', 'advisor'] });
  token = f.s.tokens.owner;
  const { cv, sa } = f;
  const byId = (name: string) => (r: Rec) => ({ [name]: String(r._id) });

  const estimate = await createEstimate(f.s.tokens.advisor, cv, sa);
  cases.set('estimate', {
    read: () => get(serviceRoutes.estimate, { Id: estimate._id }),
    save: serviceRoutes.saveEstimate,
    params: byId('Id'),
    change: { Notes: 'Round trip' },
    stored: (r) => r.Notes,
  });
  const order = await createRepairOrder(f.s.tokens.advisor, cv, sa);
  cases.set('repair order', {
    read: () => get(serviceRoutes.repairOrder, { Id: order._id }),
    save: serviceRoutes.saveRepairOrder,
    params: byId('Id'),
    change: { Notes: 'Round trip' },
    stored: (r) => r.Notes,
  });
  // A repair order converted from an estimate (EstId) and the estimate's supplementary (Code, ParentId, Delta).
  const estimateAct = (doc: { _id: string; ver: number }, Action: string) =>
    ok<Rec & { _id: string; ver: number }>(serviceRoutes.estimateAction, {
      token: f.s.tokens.advisor,
      params: { Id: doc._id, Action },
      body: { ver: doc.ver },
    });
  const quoted = await estimateAct(await createEstimate(f.s.tokens.advisor, cv, sa), 'Approve');
  const converted = await estimateAct(quoted, 'ConvertToWO');
  cases.set('repair order from an estimate', {
    read: () => get(serviceRoutes.repairOrder, { Id: converted._id }),
    save: serviceRoutes.saveRepairOrder,
    params: byId('Id'),
    change: { Notes: 'Round trip' },
    stored: (r) => r.Notes,
  });
  const supplementary = await estimateAct(
    await get<Rec & { _id: string; ver: number }>(serviceRoutes.estimate, { Id: quoted._id }),
    'AddSupplementary',
  );
  cases.set('supplementary estimate', {
    read: () => get(serviceRoutes.estimate, { Id: supplementary._id }),
    save: serviceRoutes.saveEstimate,
    params: byId('Id'),
    change: { Notes: 'Round trip' },
    stored: (r) => r.Notes,
  });
  const draft = await createDraftInvoice(token, cv);
  cases.set('draft invoice', {
    read: () => get(invoicesRoutes.invoice, { Id: draft._id }),
    save: invoicesRoutes.saveInvoice,
    params: byId('Id'),
    change: { Notes: 'Round trip' },
    stored: (r) => r.Notes,
  });

  // A draft generated from a repair order carries what the order gave it (WOId, WONum, RegNo, BillName…).
  const act = (doc: { _id: string; ver: number }, Action: string) =>
    ok<Rec & { _id: string; ver: number }>(serviceRoutes.repairOrderAction, {
      token: f.s.tokens.advisor,
      params: { Id: doc._id, Action },
      body: { ver: doc.ver },
    });
  const done = await act(await act(await createRepairOrder(f.s.tokens.advisor, cv, sa), 'Approve'), 'Complete');
  const invoiced = await ok<Rec>(serviceRoutes.repairOrderAction, {
    token,
    params: { Id: done._id, Action: 'GenerateInvoice' },
    body: { ver: done.ver },
  });
  const generatedId = String((invoiced.InvIds as string[] | undefined)?.[0]);
  cases.set('generated draft invoice', {
    read: () => get(invoicesRoutes.invoice, { Id: generatedId }),
    save: invoicesRoutes.saveInvoice,
    params: byId('Id'),
    change: { Notes: 'Round trip' },
    stored: (r) => r.Notes,
  });

  // An insurance claim's drafts: the insurer's carries the claim and the excess adjustment.
  await addInsurerTieUp(f.s.org.orgId, f.s.org.workshopId, 'INS-RT', [
    { Name: 'Bengaluru DO 2', StCode: '29', GSTIN: '29AAACN4165C1ZX', Ct: 'Bengaluru' },
  ]);
  const claimOrder = await createRepairOrder(f.s.tokens.advisor, cv, sa, {
    Claim: {
      InsId: 'INS-RT',
      PolicyNo: 'P-1',
      ClaimNo: 'C-1',
      RegDt: '2022-04-01',
      LossDt: '2025-10-01',
      Excess: 1000,
    },
    Comps: [],
    Ops: [{ _id: 'WO1', Op_Id: 'OP002', Desc: 'Denting', Qty: 1, AssPr: 2000, PBy: 'Ins', TCode: 106, SAC: '9987' }],
    Parts: [
      {
        _id: 'WP1',
        MPN: 'MPN-WP1',
        HSN: '8708',
        Desc: 'Door panel',
        Mat: 'Metal',
        Qty: 1,
        AssPr: 10000,
        PBy: 'Ins',
        TCode: 106,
      },
    ],
  });
  const claimDone = await act(await act(claimOrder, 'Approve'), 'Complete');
  const claimInvoiced = await ok<Rec>(serviceRoutes.repairOrderAction, {
    token,
    params: { Id: claimDone._id, Action: 'GenerateInvoice' },
    body: { ver: claimDone.ver },
  });
  const claimDrafts = await Promise.all(
    ((claimInvoiced.InvIds as string[] | undefined) ?? []).map((Id) => get(invoicesRoutes.invoice, { Id })),
  );
  const insurerDraft = claimDrafts.find((d) => d.Payer === 'insurer');
  cases.set('insurer’s claim draft invoice', {
    read: () => get(invoicesRoutes.invoice, { Id: String(insurerDraft?._id) }),
    save: invoicesRoutes.saveInvoice,
    params: byId('Id'),
    change: { Notes: 'Round trip' },
    stored: (r) => r.Notes,
  });

  cases.set('customer', {
    read: () => get(partiesRoutes.getCustomer, { id: cv.custId }),
    save: partiesRoutes.updateCustomer,
    params: byId('id'),
    change: { LName: 'Kumaraswamy' },
    stored: (r) => r.LName,
  });
  const company = await ok<Rec>(partiesRoutes.createCustomer, {
    token,
    body: {
      Type: 'Company',
      Sltn: 'M/s.',
      DName: 'Sri Lakshmi Motors',
      Cons: { Phones: { Main: freshPhone() }, Emails: ['accounts@slm.example.com'] },
      CPerson: { FName: 'Asha' },
      BAdd: { A1: '12 MG Road', Ct: 'Bengaluru', St: 'Karnataka', Pin: '560001' },
      GSTIN: '29AAKCK4321M1Z5',
    },
  });
  cases.set('company customer with GSTIN and address', {
    read: () => get(partiesRoutes.getCustomer, { id: String(company._id) }),
    save: partiesRoutes.updateCustomer,
    params: byId('id'),
    change: (b) => ({ BAdd: { ...(b.BAdd as Rec), A1: '14 MG Road' } }),
    expected: '14 MG Road',
    stored: (r) => (r.BAdd as Rec).A1,
  });
  const vendor = await ok<Rec>(partiesRoutes.createVendor, {
    token,
    body: { DName: 'Bosch Spares Depot', Cons: { Phones: { Main: freshPhone() } } },
  });
  cases.set('vendor', {
    read: () => get(partiesRoutes.getVendor, { id: String(vendor._id) }),
    save: partiesRoutes.updateVendor,
    params: byId('id'),
    change: { DName: 'Bosch Spares Depot, Peenya' },
    stored: (r) => r.DName,
  });
  cases.set('vehicle', {
    read: () => get(partiesRoutes.getProduct, { id: cv.prodId }),
    save: partiesRoutes.updateProduct,
    params: byId('id'),
    change: { Model: 'Baleno' },
    stored: (r) => r.Model,
  });

  const part = await ok<Rec>(catalogueRoutes.createPart, {
    token,
    body: {
      PCode: `RT-${Date.now() % 100_000}`,
      Desc: 'Round trip bracket',
      Cat: 'BRAKES',
      Make: 'Tata',
      Apps: [{ Make: 'Tata', Model: 'Nexon', FromYr: 2020 }],
      HSN: '87083000',
      UoM: 'NOS',
      UnPr: 450,
    },
  });
  cases.set('catalogue part', {
    read: () => get(catalogueRoutes.part, { id: String(part._id) }),
    save: catalogueRoutes.updatePart,
    params: byId('id'),
    change: { Desc: 'Round trip bracket, left' },
    stored: (r) => r.Desc,
  });
  const opCode = `RT-${Date.now() % 100_000}`;
  const operation = await ok<Rec>(catalogueRoutes.createOperation, {
    token,
    params: { id: 'LTG-HATCHBACK' },
    body: {
      OpCode: opCode,
      Desc: 'Round trip polish',
      Cat: 'BODY_AND_PAINT',
      Hrs: { HATCHBACK: 1, SEDAN: 1.25, SUV: 1.5 },
    },
  });
  cases.set('catalogue operation', {
    read: async () =>
      one(
        (await ok<{ Items: Rec[] }>(catalogueRoutes.baseOpSearchAll, { token, params: { text: opCode } })).Items,
        '_id',
        operation._id,
      ),
    save: catalogueRoutes.updateOperation,
    params: (r) => ({ id: 'LTG-HATCHBACK', opId: String(r._id) }),
    change: { Desc: 'Round trip polish, full body' },
    stored: (r) => r.Desc,
  });

  const entry = await ok<Rec>(settingsRoutes.createQuickList, {
    token,
    body: { Pos: 7, OpCode: 'RT01', Desc: 'Round trip wash' },
  });
  cases.set('quick list entry', {
    read: async () => one(await get<Rec[]>(settingsRoutes.listQuickLists), '_id', entry._id),
    save: settingsRoutes.updateQuickList,
    params: byId('id'),
    change: { Desc: 'Round trip wash and wax' },
    stored: (r) => r.Desc,
  });
  const store = await ok<Rec>(settingsRoutes.createWarehouse, {
    token,
    body: { Name: 'Round trip stores', Ct: 'Bengaluru', StCode: '29', Pin: '560034' },
  });
  cases.set('warehouse', {
    read: async () => one(await get<Rec[]>(settingsRoutes.listWarehouses), '_id', store._id),
    save: settingsRoutes.updateWarehouse,
    params: byId('id'),
    change: { Ct: 'Mysuru' },
    stored: (r) => r.Ct,
  });
  cases.set('entity settings', {
    read: () => get(settingsRoutes.getEntitySettings),
    save: settingsRoutes.putEntitySettings,
    params: () => ({}),
    body: (r) => ({ ...r, ...(r.Settings as Rec) }),
    change: (b) => {
      const common = b.Common as Rec;
      return { Common: { ...common, General: { ...(common.General as Rec), DateFormat: 'YYYY-MM-DD' } } };
    },
    expected: 'YYYY-MM-DD',
    stored: (r) => ((r.Settings as { Common: { General?: Rec } }).Common.General ?? {}).DateFormat,
  });
  // The answer itself, its sections still inside `Settings`: the change is saved, not dropped.
  cases.set('entity settings, as answered', {
    read: () => get(settingsRoutes.getEntitySettings),
    save: settingsRoutes.putEntitySettings,
    params: () => ({}),
    body: (r) => r,
    change: (b) => {
      const settings = b.Settings as Rec;
      const common = settings.Common as Rec;
      return {
        Settings: {
          ...settings,
          Common: { ...common, General: { ...(common.General as Rec), DateFormat: 'DD-MM-YYYY' } },
        },
      };
    },
    expected: 'DD-MM-YYYY',
    stored: (r) => ((r.Settings as { Common: { General?: Rec } }).Common.General ?? {}).DateFormat,
  });

  const complaint = await ok<Rec>(catalogueRoutes.createComplaint, {
    token,
    body: { Desc: 'Round trip rattle from the boot', Cat: 'ENGINE' },
  });
  cases.set('catalogue complaint', {
    read: () => get(catalogueRoutes.complaint, { id: String(complaint._id) }),
    save: catalogueRoutes.updateComplaint,
    params: byId('id'),
    change: { Desc: 'Round trip rattle from the boot lid' },
    stored: (r) => r.Desc,
  });
  const category = await ok<Rec>(catalogueRoutes.createServiceCategory, {
    token,
    body: { Name: 'Round Trip Detailing' },
  });
  cases.set('service category', {
    read: async () => one(await get<Rec[]>(catalogueRoutes.serviceCategories), '_id', category._id),
    save: catalogueRoutes.updateServiceCategory,
    params: byId('id'),
    change: { Name: 'Round Trip Deep Detailing' },
    stored: (r) => r.Name,
  });
  const type = await ok<Rec>(catalogueRoutes.createWorkOrderType, { token, body: { Name: 'Round Trip Service' } });
  cases.set('work order type', {
    read: async () => one(await get<Rec[]>(catalogueRoutes.workOrderTypes), '_id', type._id),
    save: catalogueRoutes.updateWorkOrderType,
    params: byId('id'),
    change: { Name: 'Round Trip Paid Service' },
    stored: (r) => r.Name,
  });
  const make = await ok<Rec>(catalogueRoutes.createMake, { token, body: { Name: 'Roundtrip Motors' } });
  cases.set('vehicle make', {
    read: async () => one(await get<Rec[]>(catalogueRoutes.makes), '_id', make._id),
    save: catalogueRoutes.updateMake,
    params: byId('id'),
    change: { Name: 'Roundtrip Autos' },
    stored: (r) => r.Name,
  });
  // The branch may already have the tie-up (the demo set-up); a fresh one is made by InsCompSettings.
  if ((await invoke(settingsRoutes.getEntityInsurance, { token, params: { id: 'ICICIL' } })).status === 404) {
    await ok<Rec>(settingsRoutes.insCompSettings, { token, params: { id: 'ICICIL' }, body: { TieUp: true } });
  }
  cases.set('insurer tie-up', {
    read: () => get(settingsRoutes.getEntityInsurance, { id: 'ICICIL' }),
    save: settingsRoutes.putEntityInsurance,
    params: () => ({ id: 'ICICIL' }),
    change: { GarageCode: 'BLR-0043' },
    stored: (r) => r.GarageCode,
  });

  const who = fresh();
  const user = await ok<Rec>(usersRoutes.createUser, {
    token,
    body: {
      ...who,
      Name: `Ravi ${who.UserName}`,
      Password: 'new-user-pass-1',
      DefEntId: f.s.org.workshopId,
      RoleId: 'Service Advisor',
    },
  });
  cases.set('user', {
    read: () => get(usersRoutes.getUser, { id: String(user.UserId) }),
    save: usersRoutes.updateUser,
    params: (r) => ({ id: String(r.UserId) }),
    change: { Name: 'Ravi Round Trip' },
    stored: (r) => r.Name,
  });
  const role = await ok<Rec>(usersRoutes.createRole, {
    token,
    body: { Name: 'Round Trip Desk', Access: { Common: { Customer: 'CRU' } } },
  });
  cases.set('role', {
    read: async () => one(await get<Rec[]>(usersRoutes.listRoles), 'RoleId', role.RoleId),
    save: usersRoutes.updateRole,
    params: (r) => ({ id: String(r.RoleId) }),
    change: { Name: 'Round Trip Front Desk' },
    stored: (r) => r.Name,
  });
  const department = await ok<Rec>(usersRoutes.createDepartment, { token, body: { Name: 'Round Trip Body Shop' } });
  cases.set('department', {
    read: async () => one(await get<Rec[]>(usersRoutes.listDepartments), 'Id', department.Id),
    save: usersRoutes.updateDepartment,
    params: (r) => ({ id: String(r.Id) }),
    change: { Name: 'Round Trip Paint Shop' },
    stored: (r) => r.Name,
  });
  const designation = await ok<Rec>(usersRoutes.createDesignation, { token, body: { Name: 'Round Trip Lead' } });
  cases.set('designation', {
    read: async () => one(await get<Rec[]>(usersRoutes.listDesignations), 'Id', designation.Id),
    save: usersRoutes.updateDesignation,
    params: (r) => ({ id: String(r.Id) }),
    change: { Name: 'Round Trip Senior Lead' },
    stored: (r) => r.Name,
  });
}, 180_000);

const NAMES = [
  'estimate',
  'repair order',
  'repair order from an estimate',
  'supplementary estimate',
  'draft invoice',
  'generated draft invoice',
  'insurer’s claim draft invoice',
  'customer',
  'company customer with GSTIN and address',
  'vendor',
  'vehicle',
  'catalogue part',
  'catalogue operation',
  'catalogue complaint',
  'service category',
  'work order type',
  'vehicle make',
  'insurer tie-up',
  'quick list entry',
  'warehouse',
  'entity settings',
  'entity settings, as answered',
  'user',
  'role',
  'department',
  'designation',
];

describe('GET → one field changed → PUT', () => {
  it.each(NAMES)('%s: the answer sent back is saved, and the change is stored', async (name) => {
    const c = cases.get(name);
    if (!c) throw new Error(`no case ${name}`);
    const read = await c.read();
    const base = c.body ? c.body(read) : read;
    const body = { ...base, ...(typeof c.change === 'function' ? c.change(base) : c.change) };
    const saved = await invoke<Rec & ApiErrorBody>(c.save, { token, params: c.params(read), body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(c.stored(await c.read())).toEqual(typeof c.change === 'function' ? c.expected : Object.values(c.change)[0]);
  });

  it('still refuses a key the record never has, and an _id that is not the path’s', async () => {
    const c = cases.get('quick list entry');
    if (!c) throw new Error('no quick list case');
    const read = await c.read();
    const unknown = await invoke<ApiErrorBody>(c.save, {
      token,
      params: c.params(read),
      body: { ...read, Colour: 'red' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(FieldMessages.unknownFields(['Colour']));
    const other = await invoke<ApiErrorBody>(c.save, {
      token,
      params: c.params(read),
      body: { ...read, _id: 'SOMEONE-ELSE' },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(FieldMessages.otherRecord);
    expect(await c.read()).toEqual(read);
  });

  it('refuses an estimate sent to another estimate’s address, though a document body may name its _id', async () => {
    const c = cases.get('estimate');
    if (!c) throw new Error('no estimate case');
    const read = await c.read();
    const other = await createEstimate(f.s.tokens.advisor, f.cv, f.sa);
    const crossed = await invoke<ApiErrorBody>(c.save, {
      token,
      params: { Id: other._id },
      body: { ...read, ver: other.ver, Notes: 'Crossed' },
    });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe(FieldMessages.otherRecord);
    expect((await get(serviceRoutes.estimate, { Id: other._id })).Notes).toBe(other.Notes);
  });
});
