import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { ChallanMessages } from '@shared/challans/challan-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { brakePadsOnSale, ONE_WAREHOUSE } from '../../../components/testing/sale-answers';
import { challanScreens } from '../routes/screens';

/**
 * Delivery challan screens against the fake server (docs/challans.md §8): the
 * dashboard's chips, rows and ₹ in Indian grouping, its empty state; a draft's
 * Issue at its ver for a user with DC U and none for a reader; goods back sent
 * by line and a refusal shown under its line.
 */

const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);
const ID = `01JD${'7'.padStart(22, '0')}`;

const line = {
  _id: 'DL1',
  ItemId: 'PRT1',
  PCode: 'BP-2001',
  Desc: 'Brake pad set',
  HSN: '87083000',
  UoM: 'SET',
  Qty: 3,
  Rate: 1000,
  TaxPct: 0,
  Taxable: 3000,
  CGST: 0,
  SGST: 0,
  IGST: 0,
  Total: 3000,
  Returned: 1,
  Out: 2,
  Cost: 2520,
  RetCost: 840,
};
const ISSUED = {
  _id: ID,
  Num: 'DC/2627/00002',
  Date: '2026-11-28',
  Sts: 'Partially Returned',
  Purpose: 'JobWork',
  ToName: 'Krishna Machining Works',
  Total: 3000,
  OutValue: 1680,
  CrAt: '2026-11-28T10:00:00Z',
  WhId: 'WH1',
  WhName: 'Hosur Store',
  To: { Kind: 'Vendor', Id: 'V1', Name: 'Krishna Machining Works', Addr: { Ct: 'Bengaluru', StCode: '29' } },
  POS: '29',
  IntraState: false,
  Seller: { Name: 'Karkhana Spares Hosur', GSTIN: '33AAKCK4321M1ZG', StCode: '33' },
  Taxable: 3000,
  CGST: 0,
  SGST: 0,
  IGST: 0,
  Cost: 2520,
  RetCost: 840,
  Lines: [line],
  Returns: [{ Date: '2026-11-28', Lines: [{ LineId: 'DL1', Qty: 1 }] }],
  ver: 3,
};
const DRAFT = { ...ISSUED, Num: undefined, Sts: 'Draft', Cost: 0, RetCost: 0, OutValue: 0, Returns: undefined, ver: 1 };

function session(dc: string): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Sales: { Access: true, MA: false, DC: dc } },
  });
  return { ...s, Entity: { ...s.Entity, Config: { ...s.Entity.Config, Sales: { Access: true } } } };
}

let sent: Sent[];
let challan: Record<string, unknown>;
let list: Record<string, unknown>;
let stepAnswer: () => Response;
beforeEach(() => {
  challan = ISSUED;
  list = {
    Items: [{ ...ISSUED, Total: 123456.5 }],
    Counts: { Draft: 1, Issued: 0, 'Partially Returned': 1, Returned: 2, Invoiced: 0, Cancelled: 1 },
  };
  stepAnswer = () => ok({ ...ISSUED, Sts: 'Returned', ver: 4 });
  sent = stubServer(({ method, path }) => {
    if (path === 'Sales/DeliveryChallans' && method === 'POST') return ok({ ...DRAFT, _id: ID });
    if (path === 'Sales/DeliveryChallans') return ok(list);
    if (path === 'Inventory/Settings/Warehouses') return ok(ONE_WAREHOUSE);
    if (path.startsWith('Inventory/Items/Sale/NameSearchLite/')) return ok({ Items: [brakePadsOnSale('BP-2001')] });
    if (path === 'Vendors/Search')
      return ok({ Items: [{ _id: 'V1', DName: 'Krishna Machining Works', Type: 'Company' }] });
    if (path === `Sales/DeliveryChallans/${ID}`) return ok(challan);
    if (method === 'POST' && path.startsWith(`Sales/DeliveryChallans/${ID}/`)) return stepAnswer();
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/challans/challandashboard', Component: challanScreens.challanDashboard.Component },
  { path: '/challans/challan/New', Component: challanScreens.challanNew.Component },
  { path: '/challans/challan/:Id', Component: challanScreens.challan.Component },
];

describe('challans/challandashboard', () => {
  it('lists the challans with their status counts and ₹ in Indian grouping; a chip asks for its status', async () => {
    renderRoutes(routes, '/challans/challandashboard', session('R'));
    expect((await screen.findAllByText('DC/2627/00002', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹1,23,456.50').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /^Returned/ }));
    await waitFor(() => expect(sent.some((s) => s.query.Sts === 'Returned')).toBe(true));
  });

  it('says how to start when there are none', async () => {
    list = { Items: [], Counts: {} };
    renderRoutes(routes, '/challans/challandashboard', session('R'));
    expect(await screen.findByText(/No delivery challans yet/, undefined, SLOW)).toBeTruthy();
  });
});

describe('challans/challan/:Id', () => {
  it('issues a draft at its ver for a user with DC U; a reader gets no Issue', async () => {
    challan = DRAFT;
    renderRoutes(routes, `/challans/challan/${ID}`, session('R'));
    expect(await screen.findByText('Delivery challan (draft)', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Issue' })).toBeNull();
    cleanup();
    stepAnswer = () => ok({ ...ISSUED, Sts: 'Issued', ver: 2 });
    renderRoutes(routes, `/challans/challan/${ID}`, session('CRU'));
    fireEvent.click(await screen.findByRole('button', { name: 'Issue' }, SLOW));
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ ver: 1 }));
    expect(sent.find((s) => s.method === 'POST')?.path).toBe(`Sales/DeliveryChallans/${ID}/Issue`);
  });

  it('takes goods back by line at the challan’s ver, and shows a refusal under its line', async () => {
    renderRoutes(routes, `/challans/challan/${ID}`, session('CRU'));
    fireEvent.click(await screen.findByRole('button', { name: 'Goods back' }, SLOW));
    const message = ChallanMessages.overReturn('2 SET', 'Brake pad set');
    stepAnswer = () => jsonResponse(400, { errorCode: 400, message, errors: [{ path: 'Lines.0.Qty', message }] });
    fireEvent.change(screen.getByLabelText('Brake pad set: 2 SET out'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ Lines: [{ LineId: 'DL1', Qty: 3 }], ver: 3 });
    // A challan with goods back offers no cancel.
    expect(screen.queryByRole('button', { name: 'Cancel challan' })).toBeNull();
  });
});

describe('challans/challan/New', () => {
  it('takes a part from the sale lookup into the line grid with its price and saves a draft for a job worker typed as consignee', async () => {
    renderRoutes(routes, '/challans/challan/New', session('CRU'));
    fireEvent.change(await screen.findByLabelText('Purpose', undefined, SLOW), { target: { value: 'JobWork' } });
    fireEvent.change(screen.getByLabelText('Goods go to'), { target: { value: 'Other' } });
    fireEvent.change(await screen.findByLabelText('Consignee', undefined, SLOW), {
      target: { value: 'Sri Murugan Engineering' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: /^Part, line 1$/ }), { target: { value: 'BP-2' } });
    await act(async () => {
      fireEvent.click(await screen.findByRole('option', { name: /Brake pad set/ }, SLOW));
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Qty, line 1$/ }), { target: { value: '3' } });
    expect(screen.getAllByText('₹3,600.00').length).toBeGreaterThan(0);
    await waitFor(() => expect((screen.getByLabelText('From warehouse') as HTMLSelectElement).value).toBe('WH1'));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')).toBeTruthy());
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      Purpose: 'JobWork',
      WhId: 'WH1',
      To: { Kind: 'Other', Name: 'Sri Murugan Engineering' },
      Lines: [{ ItemId: 'PRT1', Qty: 3, Rate: 1200, Desc: 'Brake pad set' }],
      Issue: false,
    });
  });
});
