import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { SalesInvoiceMessages } from '@shared/sales/sales-invoice';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { challanScreens } from '../routes/screens';

/**
 * Convert to invoice on a challan of goods on approval (docs/sales-invoices.md §3), against the fake server:
 * offered only with Sales DC U and Accounting Invoice C; the kept quantity per line sent at the challan's ver;
 * a refusal under its line; the new invoice opened.
 */

const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);
const ID = `01JD${'8'.padStart(22, '0')}`;
const INVOICE_ID = `01JD${'9'.padStart(22, '0')}`;

const line = (n: number, Desc: string, Qty: number, Rate: number) => ({
  _id: `DL${n}`,
  ItemId: `PRT${n}`,
  Desc,
  HSN: '87083000',
  UoM: 'SET',
  Qty,
  Rate,
  TaxPct: 18,
  Taxable: Qty * Rate,
  CGST: Qty * Rate * 0.09,
  SGST: Qty * Rate * 0.09,
  IGST: 0,
  Total: Qty * Rate * 1.18,
  Returned: 0,
  Out: Qty,
  Cost: Qty * 800,
  RetCost: 0,
});
const CHALLAN = {
  _id: ID,
  Num: 'DC/2627/00003',
  Date: '2026-11-28',
  Sts: 'Issued',
  Purpose: 'Approval',
  ToName: 'Velu Motors',
  Total: 5664,
  OutValue: 3200,
  CrAt: '2026-11-28T10:00:00Z',
  WhId: 'WH1',
  WhName: 'Hosur Godown',
  To: { Kind: 'Customer', Id: 'C1', Name: 'Velu Motors', Addr: { Ct: 'Hosur', StCode: '33' } },
  POS: '33',
  IntraState: true,
  Seller: { Name: 'Karkhana Spares Hosur', GSTIN: '33AAKCK4321M1ZG', StCode: '33' },
  Taxable: 4800,
  CGST: 432,
  SGST: 432,
  IGST: 0,
  Cost: 3200,
  RetCost: 0,
  Lines: [line(1, 'Brake pad set', 2, 1200), line(2, 'Clutch plate', 2, 1200)],
  ver: 2,
};

function session(invoice: string): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: {},
      Sales: { Access: true, MA: false, DC: 'CRU' },
      Accounting: { Access: true, MA: false, Invoice: invoice },
    },
  });
  return {
    ...s,
    Entity: { ...s.Entity, Config: { ...s.Entity.Config, Sales: { Access: true }, Accounting: { Access: true } } },
  };
}

let sent: Sent[];
let convertAnswer: () => Response;
beforeEach(() => {
  convertAnswer = () =>
    ok({
      Challan: { ...CHALLAN, Sts: 'Partially Invoiced', ver: 3 },
      InvoiceId: INVOICE_ID,
      InvoiceNum: 'INV/2627/00012',
    });
  sent = stubServer(({ method, path }) => {
    if (path === `Sales/DeliveryChallans/${ID}`) return ok(CHALLAN);
    if (method === 'POST' && path === `Sales/DeliveryChallans/${ID}/Invoice`) return convertAnswer();
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/challans/challan/:Id', Component: challanScreens.challan.Component },
  { path: '/Accounting/Invoice/:Id', Component: () => <p>The invoice screen</p> },
];

describe('Convert to invoice', () => {
  it('is offered only with the right to create invoices', async () => {
    renderRoutes(routes, `/challans/challan/${ID}`, session('R'));
    expect(await screen.findByRole('button', { name: 'Goods back' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Convert to invoice' })).toBeNull();
  });

  it('sends the kept quantity of a line at the challan’s ver, shows a refusal under its line, then opens the new invoice', async () => {
    renderRoutes(routes, `/challans/challan/${ID}`, session('CRU'));
    fireEvent.click(await screen.findByRole('button', { name: 'Convert to invoice' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to invoice' });
    expect(dialog).toBeTruthy();
    // Nothing entered: said so, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Make invoice' }));
    expect(await screen.findByText(SalesInvoiceMessages.nothingKept)).toBeTruthy();
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    const message = SalesInvoiceMessages.overInvoice('2 SET', 'Brake pad set');
    convertAnswer = () => jsonResponse(400, { errorCode: 400, message, errors: [{ path: 'Lines.0.Qty', message }] });
    fireEvent.change(screen.getByLabelText('Brake pad set: 2 SET out, kept'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make invoice' }));
    expect(await screen.findByText(message, undefined, SLOW)).toBeTruthy();

    convertAnswer = () =>
      ok({
        Challan: { ...CHALLAN, Sts: 'Partially Invoiced', ver: 3 },
        InvoiceId: INVOICE_ID,
        InvoiceNum: 'INV/2627/00012',
      });
    fireEvent.change(screen.getByLabelText('Brake pad set: 2 SET out, kept'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make invoice' }));
    expect(await screen.findByText('The invoice screen', undefined, SLOW)).toBeTruthy();
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ Lines: [{ LineId: 'DL1', Qty: 1 }], ver: 2 });
  });
});
