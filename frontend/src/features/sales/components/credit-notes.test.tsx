import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { salesScreens } from '../routes/screens';

/**
 * credit/creditnotes against the fake server (docs/sales.md §15): an invoice's credit note and a counter return's,
 * each with what it credits and ₹ in Indian grouping, the search sent as `Q`, and the empty state.
 */

const SLOW = { timeout: 5000 };
const ok = (body: unknown) => jsonResponse(200, body);
const ROWS = [
  {
    _id: 'N2',
    Of: 'SalesReceipt',
    Num: 'SRN/2627/00001',
    Date: '2026-11-28',
    Sts: 'Issued',
    CustName: 'Meena Traders',
    AgainstId: 'R1',
    AgainstNum: 'SR/2627/00004',
    Reason: 'Wrong size',
    Total: 1416,
  },
  {
    _id: 'N1',
    Of: 'Invoice',
    Num: 'CN/2627/00001',
    Date: '2026-11-20',
    Sts: 'Issued',
    CustName: 'Pune Spares',
    AgainstId: 'I1',
    AgainstNum: 'INV/2627/00007',
    Reason: 'Part returned',
    Total: 123456.5,
  },
];

function session(): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Sales: { Access: true, MA: false, CNote: 'R' } },
  });
  return { ...s, Entity: { ...s.Entity, Config: { ...s.Entity.Config, Sales: { Access: true } } } };
}

let sent: Sent[];
beforeEach(() => {
  sent = stubServer(({ path, query }) =>
    path === 'Sales/CreditNotes'
      ? ok({ Items: query.Q ? [] : ROWS })
      : jsonResponse(404, { errorCode: 404, message: 'No fake answer' }),
  );
});
afterEach(cleanup);

const routes = [{ path: '/credit/creditnotes', Component: salesScreens.creditNotes.Component }];

describe('credit/creditnotes', () => {
  it('lists invoices’ and returns’ credit notes with what each credits and ₹ in Indian grouping', async () => {
    renderRoutes(routes, '/credit/creditnotes', session());
    expect((await screen.findAllByText('SRN/2627/00001', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('CN/2627/00001').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Invoice INV/2627/00007').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Receipt SR/2627/00004').length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹1,23,456.50', { exact: false }).length).toBeGreaterThan(0);
  });

  it('sends the search as Q and says when nothing matches', async () => {
    renderRoutes(routes, '/credit/creditnotes', session());
    await screen.findAllByText('SRN/2627/00001', undefined, SLOW);
    const search = screen.getByLabelText('Credit note number or customer');
    fireEvent.change(search, { target: { value: 'zzz' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('No credit note matches zzz.', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(sent.some((s) => s.path === 'Sales/CreditNotes' && s.query.Q === 'zzz')).toBe(true));
  });
});
