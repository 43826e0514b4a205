import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { salesScreens } from '../routes/screens';

/** Accounting/salesreceiptsearch: newest first, a number or phone searched, a row opening its receipt. */
const SLOW = { timeout: 5000 };
const ROW = {
  _id: `01JD${'7'.padStart(22, '0')}`,
  Num: 'SR/2627/00012',
  Date: '2026-11-28',
  Sts: 'Paid',
  CustName: 'Ravi',
  Ph: '9845000001',
  B2B: false,
  GrandTotal: 123456.5,
  CrAt: '2026-11-28T10:00:00Z',
};

let sent: Sent[];
beforeEach(() => {
  sent = stubServer(({ path, query }) =>
    path === 'Accounting/SalesReceipts'
      ? jsonResponse(200, { Items: query.Q === 'SR/2627/00099' ? [] : [ROW] })
      : jsonResponse(404, { errorCode: 404, message: 'No fake answer' }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Accounting/salesreceiptsearch', () => {
  it('lists the receipts with ₹ in Indian grouping, searches a number and says when none matches', async () => {
    const { Token: _token, ...session } = loginAnswer({
      access: { SA: false, EA: false, Common: {}, Accounting: { Access: true, MA: false, SlsRcpt: 'R' } },
    });
    renderRoutes(
      [{ path: '/Accounting/salesreceiptsearch', Component: salesScreens.receiptSearch.Component }],
      '/Accounting/salesreceiptsearch',
      { ...session, Entity: { ...session.Entity, Config: { ...session.Entity.Config, Accounting: { Access: true } } } },
    );
    expect((await screen.findAllByText('SR/2627/00012', undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('₹1,23,456.50').length).toBeGreaterThan(0);
    const search = screen.getByLabelText('Receipt number or phone');
    fireEvent.change(search, { target: { value: 'SR/2627/00099' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('No receipt matches SR/2627/00099.', undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(sent.some((s) => s.query.Q === 'SR/2627/00099')).toBe(true));
  });
});
