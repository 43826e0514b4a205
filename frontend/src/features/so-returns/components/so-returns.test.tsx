import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { SoReturnMessages } from '@shared/so-returns/so-return-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReturnGoods } from '../../../components/so-returns/return-goods';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { soReturnScreens } from '../routes/screens';

/**
 * Sales orders' returns against the fake server (docs/sales-returns-orders.md): the branch's list with ₹ in
 * Indian grouping and its empty state; Return goods only with the flag SOReturn and the credit note's right,
 * sending the picked quantities, the invoice and the reason at the order's ver; a refusal under its line.
 */

const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);
const SO_ID = `01JD${'9'.padStart(22, '0')}`;
const INV_ID = `01JD${'7'.padStart(22, '0')}`;

const ROW = {
  Id: `01JD${'6'.padStart(22, '0')}`,
  Num: 'CN/2627/00003',
  Date: '2026-11-29',
  SoId: SO_ID,
  SoNum: 'SO/2627/00004',
  InvId: INV_ID,
  InvNum: 'INV/2627/00012',
  CustName: 'Velu Motors',
  Reason: 'Wrong size',
  Total: 141600,
  Cost: 80000,
  Lines: [{ Desc: 'Brake pad set', UoM: 'SET', Qty: 1 }],
};
const RETURNABLE = {
  SoId: SO_ID,
  Num: 'SO/2627/00004',
  ver: 7,
  Invoices: [
    {
      Id: INV_ID,
      Num: 'INV/2627/00012',
      Date: '2026-11-29',
      Sts: 'Unpaid',
      Lines: [{ LineId: 'IP1', Desc: 'Brake pad set', UoM: 'SET', Invoiced: 3, Returned: 0, Left: 3 }],
    },
  ],
  Returns: [],
};

function session(flags: Record<string, boolean>, invoice: string): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({
    access: {
      SA: false,
      EA: false,
      Common: {},
      Sales: { Access: true, MA: false, SO: 'RU', ...flags },
      Accounting: { Access: true, MA: false, Invoice: invoice },
    },
  });
  return {
    ...s,
    Entity: { ...s.Entity, Config: { ...s.Entity.Config, Sales: { Access: true }, Accounting: { Access: true } } },
  };
}

let sent: Sent[];
let list: Record<string, unknown>;
let returnAnswer: () => Response;
beforeEach(() => {
  list = { Items: [ROW] };
  returnAnswer = () => ok({ CreditNoteId: ROW.Id, CreditNoteNum: ROW.Num, Return: ROW });
  sent = stubServer(({ method, path }) => {
    if (path === 'Sales/SalesOrderReturns') return ok(list);
    if (path === `Sales/SalesOrders/${SO_ID}/Returns` && method === 'POST') return returnAnswer();
    if (path === `Sales/SalesOrders/${SO_ID}/Returns`) return ok(RETURNABLE);
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/SalesOrder/Returns', Component: soReturnScreens.soReturnsDashboard.Component },
  { path: '/SalesOrder/SO/:Id', Component: () => <ReturnGoods soId={SO_ID} /> },
];

describe('SalesOrder/Returns', () => {
  it('lists the branch’s returns with their credit notes and ₹ in Indian grouping', async () => {
    renderRoutes(routes, '/SalesOrder/Returns', session({}, 'R'));
    expect((await screen.findAllByText('CN/2627/00003', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/1,41,600\.00/).length).toBeGreaterThan(0);
  });

  it('says so when there are none', async () => {
    list = { Items: [] };
    renderRoutes(routes, '/SalesOrder/Returns', session({}, 'R'));
    expect(await screen.findByText(SoReturnMessages.empty, {}, SLOW)).toBeTruthy();
  });
});

describe('Return goods on the Sales Order screen', () => {
  it('is not offered without the flag SOReturn or without the credit note’s right', async () => {
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session({}, 'CRU'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Return goods' })).toBeNull();
    cleanup();
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session({ SOReturn: true }, 'CR'));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Return goods' })).toBeNull();
    expect(sent.length).toBe(0);
  });

  it('sends the quantities, the invoice and the reason at the order’s ver; a refusal shows under its line', async () => {
    returnAnswer = () =>
      jsonResponse(400, {
        errorCode: 400,
        message: SoReturnMessages.overReturn('3 SET', 'Brake pad set'),
        errors: [{ path: 'Lines.0.Qty', message: SoReturnMessages.overReturn('3 SET', 'Brake pad set') }],
      });
    renderRoutes(routes, `/SalesOrder/SO/${SO_ID}`, session({ SOReturn: true }, 'CRU'));
    fireEvent.click(await screen.findByRole('button', { name: 'Return goods' }, SLOW));
    fireEvent.change(screen.getByLabelText(/Brake pad set: 3 SET/), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Wrong size' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText(SoReturnMessages.overReturn('3 SET', 'Brake pad set'), {}, SLOW)).toBeTruthy();
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      ver: 7,
      InvId: INV_ID,
      Lines: [{ LineId: 'IP1', Qty: 4 }],
      Reason: 'Wrong size',
    });
    returnAnswer = () => ok({ CreditNoteId: ROW.Id, CreditNoteNum: ROW.Num, Return: ROW });
    fireEvent.change(screen.getByLabelText(/Brake pad set: 3 SET/), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText(SoReturnMessages.returned('CN/2627/00003'), {}, SLOW)).toBeTruthy();
  });
});
