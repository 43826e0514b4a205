import type { UserAndEntity } from '@shared/api/routes/iam';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { purchasingSession } from '../testing/purchasing-session';
import { clearToasts } from '../../../components/toast/toast-store';
import { purchasingScreens } from '../routes/screens';

/** The purchasing screens against the fake server, as a parts manager (Inventory PO CR) of branch ent-1. */

const ok = (body: unknown) => jsonResponse(200, body);
const refuse = (status: number, message: string, errors?: { path: string; message: string }[]) =>
  jsonResponse(status, { errorCode: status, message, ...(errors ? { errors } : {}) });
const SLOW = { timeout: 5000 };

const partsManager = (): UserAndEntity => purchasingSession();

const ID = `01JF${'1'.padStart(22, '0')}`;
const ROW = {
  _id: ID,
  Num: 'PO/2627/7',
  Date: '2026-11-28',
  ExpDate: '2026-12-02',
  Sts: 'Sent',
  VendId: 'V1',
  VendName: 'Pune Parts Depot',
  WhId: 'WH1',
  WhName: 'Main',
  POS: '29',
  IntraState: false,
  LineCount: 1,
  Sub: 370368 / 100,
  CGST: 0,
  SGST: 0,
  IGST: 666.66,
  Total: 4370.34,
  ver: 2,
};
const LINE = {
  _id: 'POL1',
  ItemId: 'PRT9001',
  PCode: 'BP-1001',
  Desc: 'Brake pad set, front',
  UoM: 'SET',
  Qty: 3,
  Rate: 1234.56,
  TCode: 114,
  Amount: 3703.68,
  CGST: 0,
  SGST: 0,
  IGST: 666.66,
  Total: 4370.34,
  RecQty: 1,
  WoNum: 'WO-42',
};
const WAREHOUSES = [{ _id: 'WH1', EntId: 'ent-1', Name: 'Main', Active: true, CrDt: '2026-11-01T00:00:00Z', ver: 1 }];
const PART = {
  _id: 'PRT9001',
  PCode: 'BP-1001',
  Desc: 'Brake pad set, front',
  Cat: 'C',
  Make: 'M',
  HSN: '87083000',
  UoM: 'SET',
  UnPr: 1200,
  TCode: 106,
};
const VENDOR = { _id: 'V1', DName: 'Pune Parts Depot', Type: 'Vendor', Phone: '9876543210' };

const WO = `01JF${'2'.padStart(22, '0')}`;
const REQUEST = {
  DocId: WO,
  Num: 'WO-42',
  LineId: 'P1',
  ItemId: 'PRT9001',
  Desc: 'Brake pad set, front',
  UoM: 'SET',
  Qty: 2,
  Sts: 'New',
  RegNo: 'KA01AB1234',
  ReqAt: '2026-11-28T10:00:00Z',
  UpAt: '2026-11-28T10:00:00Z',
};

let sent: Sent[];

function Where() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}
const renderAt = (at: string) =>
  renderRoutes(
    [
      { path: '/PurchaseOrder/PurchaseOrders', Component: purchasingScreens.purchaseOrders.Component },
      { path: '/PurchaseOrder/PurchaseOrder/New', Component: purchasingScreens.purchaseOrder.Component },
      { path: '/PurchaseOrder/PurchaseOrder/:Id', Component: purchasingScreens.purchaseOrder.Component },
      { path: '/PurchaseOrder/PurchaseReceives', Component: purchasingScreens.purchaseReceives.Component },
      { path: '/PurchaseOrder/PurchaseReceive/New', Component: purchasingScreens.purchaseReceiveNew.Component },
      { path: '*', Component: Where },
    ],
    at,
    partsManager(),
  );

beforeEach(() => {
  sent = stubServer(({ method, path, query }) => {
    if (path === 'Inventory/Settings/Warehouses') return ok(WAREHOUSES);
    if (path.startsWith('Inventory/Items/Purchase/NameSearchLite/')) return ok({ Items: [PART] });
    if (path === 'Vendors/Search') return ok({ Items: [VENDOR] });
    if (path === 'PurchaseOrder/PurchaseOrders' && method === 'POST')
      return ok({ ...ROW, Sts: 'Draft', Lines: [LINE] });
    if (path === 'PurchaseOrder/PurchaseOrders') return ok({ Items: query.Sts === 'Draft' ? [] : [ROW] });
    if (path === 'Inventory/RequestedParts') return ok({ Items: [REQUEST] });
    if (path === 'PurchaseOrder/PartsOrders') return ok({ ...ROW, Sts: 'Draft', Lines: [LINE] });
    if (path === `PurchaseOrder/PurchaseOrders/${ID}`) return ok({ ...ROW, Lines: [LINE] });
    if (path === 'PurchaseOrder/PurchaseReceives' && method === 'POST') {
      const message = PurchaseMessages.overReceipt('Brake pad set, front', '2 SET');
      return refuse(400, message, [{ path: 'Lines.0.Qty', message }]);
    }
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('PurchaseOrder/PurchaseOrders', () => {
  it('lists the orders newest first with ₹ in Indian grouping, and asks for one status on its chip', async () => {
    renderAt('/PurchaseOrder/PurchaseOrders');
    expect(await screen.findByText('PO/2627/7', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('₹4,370.34')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Draft' }));
    expect(await screen.findByText('No purchase orders Draft.', undefined, SLOW)).toBeTruthy();
    expect(sent.some((s) => s.path === 'PurchaseOrder/PurchaseOrders' && s.query.Sts === 'Draft')).toBe(true);
  });
});

describe('PurchaseOrder/PurchaseOrder/New', () => {
  it('sends the vendor, warehouse, expected date and lines, and opens the saved order', async () => {
    renderAt('/PurchaseOrder/PurchaseOrder/New');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Vendor' }, SLOW), { target: { value: 'pune' } });
    fireEvent.click(await screen.findByRole('option', { name: /Pune Parts Depot/ }, SLOW));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Main' })).toBeTruthy(), SLOW);
    fireEvent.change(screen.getByLabelText(/^Receive into/), { target: { value: 'WH1' } });
    fireEvent.change(screen.getByLabelText(/^Expected date/), { target: { value: '2026-12-02' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Item 1' }), { target: { value: 'brake' } });
    fireEvent.click(await screen.findByRole('option', { name: /Brake pad set, front/ }, SLOW));
    fireEvent.change(screen.getByLabelText(/^Quantity/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/^Rate/), { target: { value: '1234.56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    // The saved order opens on its own screen.
    expect(await screen.findByText('PO/2627/7 · Sent', undefined, SLOW)).toBeTruthy();
    const post = sent.find((s) => s.path === 'PurchaseOrder/PurchaseOrders' && s.method === 'POST');
    expect(post?.body).toEqual({
      VendId: 'V1',
      WhId: 'WH1',
      ExpDate: '2026-12-02',
      Lines: [{ ItemId: 'PRT9001', Qty: 3, Rate: 1234.56 }],
    });
  });
});

describe('a sent order and its receive', () => {
  it('shows the IGST figures and what came in, and leads to the receive', async () => {
    renderAt(`/PurchaseOrder/PurchaseOrder/${ID}`);
    expect(await screen.findByText('PO/2627/7 · Sent', undefined, SLOW)).toBeTruthy();
    expect(screen.getAllByText('₹666.66').length).toBeGreaterThan(0);
    expect(screen.getByText('Inter-state (IGST)', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receive' }).getAttribute('href')).toBe(
      `/PurchaseOrder/PurchaseReceive/New?PoId=${ID}`,
    );
  });

  it('proposes what is left to receive and shows an over-receipt refusal on its line', async () => {
    renderAt(`/PurchaseOrder/PurchaseReceive/New?PoId=${ID}`);
    const qty = (await screen.findByLabelText(
      /^Quantity of Brake pad set, front/,
      undefined,
      SLOW,
    )) as HTMLInputElement;
    expect(qty.value).toBe('2');
    fireEvent.change(qty, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(
      await screen.findByText(PurchaseMessages.overReceipt('Brake pad set, front', '2 SET'), undefined, SLOW),
    ).toBeTruthy();
    const post = sent.find((s) => s.path === 'PurchaseOrder/PurchaseReceives');
    expect(post?.body).toEqual({ PoId: ID, Lines: [{ LineId: 'POL1', Qty: 5 }] });
  });
});

describe('the parts order', () => {
  it('orders the ticked requested parts from one vendor at the rates given', async () => {
    renderAt('/PurchaseOrder/PurchaseOrder/New?From=RequestedParts');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Brake pad set, front · 2 SET · WO-42/ }, SLOW));
    fireEvent.change(await screen.findByLabelText(/^Rate of Brake pad set, front/), { target: { value: '980' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Vendor' }), { target: { value: 'pune' } });
    fireEvent.click(await screen.findByRole('option', { name: /Pune Parts Depot/ }, SLOW));
    await waitFor(() => expect(screen.getByRole('option', { name: 'Main' })).toBeTruthy(), SLOW);
    fireEvent.change(screen.getByLabelText(/^Receive into/), { target: { value: 'WH1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make parts order' }));
    expect(await screen.findByText('PO/2627/7 · Sent', undefined, SLOW)).toBeTruthy();
    const post = sent.find((s) => s.path === 'PurchaseOrder/PartsOrders');
    expect(post?.body).toEqual({ VendId: 'V1', WhId: 'WH1', Lines: [{ DocId: WO, LineId: 'P1', Rate: 980 }] });
  });
});
