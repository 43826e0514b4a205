import type { UserAndEntity } from '@shared/api/routes/iam';
import { PoStepMessages, PoStepTexts } from '@shared/purchasing/po-step-messages';
import { poPrintFixture } from '@shared/purchasing/test/po-fixtures';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { purchasingScreens } from '../routes/screens';

/**
 * A purchase order's approval, sending and print, and a receive without an
 * order (docs/purchasing.md §18–§20), against the fake server: the buttons are
 * the action table's for the branch's approval setting and the user's rights.
 */

const ok = (body: unknown) => jsonResponse(200, body);
const refuse = (status: number, message: string, errors?: { path: string; message: string }[]) =>
  jsonResponse(status, { errorCode: status, message, ...(errors ? { errors } : {}) });
const SLOW = { timeout: 5000 };

function partsManager(ApprPO: boolean, PO = 'CRU'): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Inventory: { Access: true, MA: false, PO, Item: 'CRU' } },
  });
  return {
    ...session,
    Entity: {
      ...session.Entity,
      Config: { ...session.Entity.Config, Inventory: { Access: true, Features: { PO: true } } },
      Settings: { ...session.Entity.Settings, Inventory: { ...session.Entity.Settings.Inventory, ApprPO } },
    },
  };
}

const fixture = poPrintFixture(true);
const ID = fixture.Order._id;
const order = (Sts: string) => ({ ...fixture.Order, Sts });
let current = order('Draft');
let sent: Sent[];

const renderAt = (at: string, session: UserAndEntity) =>
  renderRoutes(
    [
      { path: '/PurchaseOrder/PurchaseOrder/:Id', Component: purchasingScreens.purchaseOrder.Component },
      { path: '/PurchaseOrder/PurchaseReceive/New', Component: purchasingScreens.purchaseReceiveNew.Component },
      { path: '/PurchaseOrder/PurchaseReceives', Component: () => <p>Receives</p> },
    ],
    at,
    session,
  );

beforeEach(() => {
  current = order('Draft');
  sent = stubServer(({ method, path }) => {
    if (path === 'Inventory/Settings/Warehouses')
      return ok([{ _id: 'WH1', EntId: 'ent-1', Name: 'Main', Active: true, CrDt: '2026-11-01T00:00:00Z', ver: 1 }]);
    if (path === `PurchaseOrder/PurchaseOrders/${ID}` && method === 'GET') return ok(current);
    if (path === `PurchaseOrder/PurchaseOrders/${ID}/Submit`) return ok((current = order('Need To Be Sent')));
    if (path === `PurchaseOrder/PurchaseOrders/${ID}/Approve`) return ok((current = order('Approved')));
    if (path === `PurchaseOrder/PurchaseOrders/${ID}/Print`) return ok({ ...fixture, Order: current });
    if (path === `PurchaseOrder/PurchaseOrders/${ID}/SendToVendor`)
      return ok({
        Order: (current = { ...order('Sent'), SentAt: '2026-11-28T10:00:00Z', SentTo: '9845000011' }),
        To: ['9845000011'],
        Link: 'https://app.example/p/x',
        Expires: '2026-12-12T10:00:00Z',
      });
    if (path === 'PurchaseOrder/DirectReceives') {
      const message = PoStepMessages.directVendorNeeded;
      return refuse(400, message, [{ path: 'VendId', message }]);
    }
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('a purchase order under approval', () => {
  it('offers Submit for approval (not Mark as sent) on a draft, then Approve, then Send to vendor', async () => {
    renderAt(`/PurchaseOrder/PurchaseOrder/${ID}`, partsManager(true));
    fireEvent.click(await screen.findByRole('button', { name: PoStepTexts.submit }, SLOW));
    expect(screen.queryByRole('button', { name: PoStepTexts.markSent })).toBeNull();
    expect(await screen.findByText('PO/2627/7 · Need To Be Sent', undefined, SLOW)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: PoStepTexts.approve }, SLOW));
    expect(await screen.findByText('PO/2627/7 · Approved', undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PoStepTexts.sendToVendor }));
    fireEvent.change(screen.getByLabelText(/^Mobile number/), { target: { value: '9845000011' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Sent .* to 9845000011/, undefined, SLOW)).toBeTruthy();
    const posts = sent.filter((s) => s.method === 'POST').map((s) => [s.path.split('/').pop(), s.body]);
    expect(posts).toEqual([
      ['Submit', { ver: 3 }],
      ['Approve', { ver: 3 }],
      ['SendToVendor', { ver: 3, Ph: '9845000011' }],
    ]);
  });

  it('hides Approve from a user who may create orders but not update them', async () => {
    current = order('Need To Be Sent');
    renderAt(`/PurchaseOrder/PurchaseOrder/${ID}`, partsManager(true, 'CR'));
    expect(await screen.findByRole('button', { name: PoStepTexts.cancel }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: PoStepTexts.approve })).toBeNull();
  });

  it('prints the order with the buyer, the vendor and the total in ₹, with Download PDF', async () => {
    current = order('Sent');
    renderAt(`/PurchaseOrder/PurchaseOrder/${ID}`, partsManager(false));
    fireEvent.click(await screen.findByRole('button', { name: PoStepTexts.print }, SLOW));
    expect(await screen.findByRole('article', { name: 'Purchase Order PO/2627/7' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });
});

describe('a receive without an order', () => {
  it('opens without a PoId and shows a refusal on its field', async () => {
    renderAt('/PurchaseOrder/PurchaseReceive/New', partsManager(false));
    expect(await screen.findByRole('form', { name: PoStepTexts.receiveWithoutOrder }, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(sent.some((s) => s.path === 'PurchaseOrder/DirectReceives')).toBe(true), SLOW);
    expect((await screen.findAllByText(PoStepMessages.directVendorNeeded, undefined, SLOW)).length).toBeGreaterThan(0);
  });
});
