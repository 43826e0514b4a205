import type { UserAndEntity } from '@shared/api/routes/iam';
import { ReceivePartMessages } from '@shared/purchasing/receive-parts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { purchasingSession } from '../testing/purchasing-session';
import { clearToasts } from '../../../components/toast/toast-store';
import { purchasingScreens } from '../routes/screens';

/**
 * The receive screen with a 100-line order (docs/purchasing-journey.md §4): every line proposed at
 * what is left, one call with all of them and an Idempotency-Key, and while the server receives it
 * in parts the screen reads the receive's progress ('Receiving part 2 of 4…').
 */

const SLOW = { timeout: 10_000 };
const ID = `01JF${'7'.padStart(22, '0')}`;
const LINES = Array.from({ length: 100 }, (_, i) => ({
  _id: `POL${i + 1}`,
  ItemId: `PRT97${String(i).padStart(3, '0')}`,
  Desc: `Bulk part ${i}`,
  UoM: 'NOS',
  Qty: 2,
  Rate: 100,
  Amount: 200,
  CGST: 18,
  SGST: 18,
  IGST: 0,
  Total: 236,
  RecQty: 0,
}));
const ORDER = {
  _id: ID,
  Num: 'PO/2627/100',
  Date: '2026-11-28',
  Sts: 'Sent',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  WhId: 'WH1',
  WhName: 'Main',
  POS: '29',
  IntraState: true,
  LineCount: 100,
  Sub: 20000,
  CGST: 1800,
  SGST: 1800,
  IGST: 0,
  Total: 23600,
  ver: 2,
  Lines: LINES,
};

const RECEIVED = {
  _id: 'R1',
  Num: 'PR/2627/9',
  Date: '2026-11-28',
  Sts: 'Received',
  PoId: ID,
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  WhId: 'WH1',
  LineCount: 100,
  Value: 20000,
  Part: 4,
  Parts: 4,
  ver: 5,
};

const partsManager = (): UserAndEntity => purchasingSession();

let sent: Sent[];
let answerReceive: (r: Response) => void = () => undefined;

beforeEach(() => {
  sent = stubServer(({ method, path }) => {
    if (path === `PurchaseOrder/PurchaseOrders/${ID}`) return jsonResponse(200, ORDER);
    // The receive as the server lists it while it runs: one part of four in.
    if (path === 'PurchaseOrder/PurchaseReceives' && method === 'GET')
      return jsonResponse(200, { Items: [{ ...RECEIVED, Sts: 'Partially Received', Part: 1, Parts: 4 }] });
    if (path === 'PurchaseOrder/PurchaseReceives' && method === 'POST')
      // Held until the test has seen the progress: a receive in parts takes a few seconds.
      return new Promise<Response>((resolve) => {
        answerReceive = resolve;
      }) as unknown as Response;
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('receiving a 100-line order', () => {
  it('renders every line, sends them in one call with a key, and shows the parts while it runs', async () => {
    renderRoutes(
      [
        { path: '/PurchaseOrder/PurchaseReceive/New', Component: purchasingScreens.purchaseReceiveNew.Component },
        { path: '*', Component: () => <p>elsewhere</p> },
      ],
      `/PurchaseOrder/PurchaseReceive/New?PoId=${ID}`,
      partsManager(),
    );
    const last = (await screen.findByLabelText(/^Quantity of Bulk part 99$/, undefined, SLOW)) as HTMLInputElement;
    expect(last.value).toBe('2');
    expect(screen.getAllByLabelText(/^Quantity of Bulk part/)).toHaveLength(100);
    // One field a line; a line's batch, expiry and serials open on demand.
    expect(screen.queryByLabelText('Batch (tracked items)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Batch or serials of Bulk part 0' }));
    expect(screen.getByLabelText('Batch (tracked items)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    // Before the claim is listed the screen says what is coming; then the receive's own parts.
    expect(ReceivePartMessages.progress(100)).toBe('Receiving 100 lines in 4 parts…');
    expect(await screen.findByText('Receiving part 2 of 4…', undefined, SLOW)).toBeTruthy();
    const post = sent.find((s) => s.path === 'PurchaseOrder/PurchaseReceives');
    expect((post?.body?.Lines as unknown[]).length).toBe(100);
    expect(post?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    answerReceive(jsonResponse(200, { ...RECEIVED, Lines: [] }));
    await waitFor(() => expect(screen.queryByText('Receiving part 2 of 4…')).toBeNull(), SLOW);
  }, 120_000);
});
