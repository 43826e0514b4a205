import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { ConnectXWords } from '@shared/connectx/connectx-messages';
import type { CxRow } from '@shared/connectx/connectx-schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServerOfFile } from '../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../components/testing/fixtures';
import { renderRoutes } from '../../components/testing/render';
import { Component as OrdersReceived } from './routes/orders-received';
import { Component as OrdersSent } from './routes/orders-sent';

const fake = fakeServerOfFile();
afterEach(() => vi.unstubAllGlobals());
const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);

function session(access: Partial<UserAndEntity['Access']>): UserAndEntity {
  const { Token: _t, ...s } = loginAnswer({ access: { SA: false, EA: false, Common: {}, ...access } });
  // A parts dealer's branch: Sales, Accounting and Inventory on (the modules the calls are in).
  const Config = {
    ...s.Entity.Config,
    Accounting: { Access: true },
    Sales: { Access: true },
    Inventory: { Access: true },
  };
  return { ...s, Entity: { ...s.Entity, Config } };
}

const sentRow = (over: Partial<CxRow> = {}): CxRow => ({
  _id: '2026-11-29T05:00:00.000Z#01JDPO00000000000000000001',
  Kind: 'PurchaseOrder',
  At: '2026-11-29T05:00:00.000Z',
  PartyName: 'Bharat Auto Parts',
  Own: { DocId: '01JDPO00000000000000000001', Num: 'PO/2627/00007', Sts: 'Sent' },
  Their: { DocId: '01JDSO00000000000000000001', Num: 'SO/2627/00001', Sts: 'Approved' },
  State: 'Delivered',
  LineCount: 3,
  Unmatched: 1,
  Total: 125000,
  ...over,
});

const render = (at: string, s: UserAndEntity) =>
  renderRoutes(
    [
      { path: 'ConnectX/Sent', Component: OrdersSent },
      { path: 'ConnectX/Received', Component: OrdersReceived },
    ],
    at,
    s,
  );

describe('ConnectX', () => {
  it('orders sent: the vendor’s order and status, ₹ in Indian grouping, the bill an invoice became', async () => {
    fake.server = (s) =>
      s.path === 'ConnectX/Outgoing'
        ? ok({
            Items: [
              sentRow({
                Bills: [
                  {
                    Invoice: { DocId: 'I1', Num: 'INV/2627/00012' },
                    Bill: { DocId: 'B1', Num: '', Sts: 'Draft' },
                    State: 'Delivered',
                  },
                ],
              }),
            ],
          })
        : undefined;
    render('/ConnectX/Sent', session({ Inventory: { Access: true, MA: false, PO: 'CR' } }));
    const table = await screen.findByRole('table', { name: ConnectXWords.outgoing }, SLOW);
    const [row] = within(table).getAllByTestId('cx-sent-row');
    expect(
      within(row as HTMLElement)
        .getByRole('link', { name: 'PO/2627/00007' })
        .getAttribute('href'),
    ).toBe('/PurchaseOrder/PurchaseOrder/01JDPO00000000000000000001');
    expect(within(row as HTMLElement).getByText('SO/2627/00001')).toBeTruthy();
    expect(within(row as HTMLElement).getByText(/Approved/)).toBeTruthy();
    expect(within(row as HTMLElement).getByText('₹1,25,000.00')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('3 (1 not matched)')).toBeTruthy();
    expect(
      within(row as HTMLElement)
        .getByRole('link', { name: 'Draft' })
        .getAttribute('href'),
    ).toBe('/Bills/Bill/B1');
  });

  it('says what to do when nothing was sent', async () => {
    fake.server = (s) => (s.path === 'ConnectX/Outgoing' ? ok({ Items: [] }) : undefined);
    render('/ConnectX/Sent', session({ Inventory: { Access: true, MA: false, PO: 'R' } }));
    expect(await screen.findByText(ConnectXWords.emptyOutgoing, {}, SLOW)).toBeTruthy();
  });

  it('orders received: the customer’s order status, lines to match, and Send of an invoice not yet sent', async () => {
    fake.server = (s) => {
      if (s.path === 'ConnectX/Incoming')
        return ok({
          Items: [
            sentRow({
              PartyName: 'Karkhana Motors',
              Own: { DocId: '01JDSO00000000000000000001', Num: 'SO/2627/00001', Sts: 'Invoiced' },
              Their: { DocId: '01JDPO00000000000000000001', Num: 'PO/2627/00007', Sts: 'Received' },
              Invoices: [{ DocId: '01JDINV0000000000000000001', Num: 'INV/2627/00012', Sent: false }],
            }),
          ],
        });
      if (s.path === 'ConnectX/Invoices/01JDINV0000000000000000001/Send') return ok(sentRow({ Kind: 'Invoice' }));
      return undefined;
    };
    render(
      '/ConnectX/Received',
      session({
        Sales: { Access: true, MA: false, SO: 'R' },
        Accounting: { Access: true, MA: false, Invoice: 'CR' },
      }),
    );
    const table = await screen.findByRole('table', { name: ConnectXWords.incoming }, SLOW);
    const [row] = within(table).getAllByTestId('cx-received-row');
    expect(within(row as HTMLElement).getByText('3 (1 to match)')).toBeTruthy();
    expect(within(row as HTMLElement).getByText(/Received/)).toBeTruthy();
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Send INV/2627/00012 on Karkhana' }));
    await waitFor(() =>
      expect(fake.sent.some((s) => s.path === 'ConnectX/Invoices/01JDINV0000000000000000001/Send')).toBe(true),
    );
  });
});
