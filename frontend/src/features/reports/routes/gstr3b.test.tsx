import type { Gstr2View } from '@shared/gst/returns/gstr2-schemas';
import type { Gstr3bView } from '@shared/gst/returns/gstr3b-schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { quietQueryClient, renderRoutes } from '../../../components/testing/render';
import { sessionFromLogin } from '../../../lib/session';
import { Component as Gstr2 } from './gstr2';
import { Component as Gstr3b } from './gstr3b';

/**
 * The GSTR-2 / ITC and GSTR-3B screens against the fake server, with the worked
 * month of docs/gst-returns.md (GSTR-3B): rows per bill and rate, totals, ₹ in
 * Indian grouping, the set-off per head, the CSV downloads, the GST-type rule.
 */

const tax = (IGST: number, CGST: number, SGST: number, Cess = 0) => ({ IGST, CGST, SGST, Cess });
const heads = (Taxable: number, IGST: number, CGST: number, SGST: number) => ({ Taxable, IGST, CGST, SGST, Cess: 0 });

const GSTR2: Gstr2View = {
  Period: '2026-10',
  GSTIN: '29AAKCK4321M1Z5',
  Bills: 3,
  Rows: [
    {
      BillId: '01JB0000000000000000000001',
      Num: 'BILL/2627/00001',
      VendId: 'V1',
      VendName: 'Asha Auto Spares',
      VendGSTIN: '29AABCA1234B1ZD',
      VendBillNo: 'KA/101',
      VendBillDate: '2026-10-04',
      POS: '29',
      RevCharge: false,
      Value: 11800.6,
      Rate: 18,
      ...heads(10000.5, 0, 900.05, 900.05),
    },
    {
      BillId: '01JB0000000000000000000002',
      Num: 'BILL/2627/00002',
      VendId: 'V2',
      VendName: 'Pune Parts Depot',
      VendGSTIN: '27AAPFU0939F1ZV',
      VendBillNo: 'MH-77',
      VendBillDate: '2026-10-08',
      POS: '29',
      RevCharge: false,
      Value: 24650,
      Rate: 5,
      ...heads(1000, 50, 0, 0),
    },
    {
      BillId: '01JB0000000000000000000003',
      Num: 'BILL/2627/00003',
      VendId: 'V3',
      VendName: 'Ravi Transport',
      VendBillNo: 'GT/5',
      VendBillDate: '2026-10-15',
      POS: '29',
      RevCharge: true,
      Value: 1180,
      Rate: 18,
      ...heads(1000, 0, 90, 90),
    },
  ],
  ByRate: [
    { Rate: 5, ...heads(1000, 50, 0, 0) },
    { Rate: 18, ...heads(11000.5, 0, 990.05, 990.05) },
  ],
  ReverseCharge: heads(1000, 0, 90, 90),
  Total: heads(12000.5, 50, 990.05, 990.05),
};

const GSTR3B: Gstr3bView = {
  Period: '2026-10',
  GSTIN: '29AAKCK4321M1Z5',
  Outward: heads(95000.24, 16650.04, 225, 225),
  InwardReverseCharge: heads(1000, 0, 90, 90),
  ItcReverseCharge: tax(0, 90, 90),
  ItcOther: tax(3650, 900.05, 900.05),
  ItcReversed: tax(0, 0, 0),
  ItcNet: tax(3650, 990.05, 990.05),
  Payment: {
    Payable: tax(16650.04, 225, 225),
    PaidByItc: {
      IGST: tax(3650, 765.05, 765.05),
      CGST: tax(0, 225, 0),
      SGST: tax(0, 0, 225),
      Cess: tax(0, 0, 0),
    },
    Cash: tax(11469.94, 0, 0),
    ReverseChargeCash: tax(0, 90, 90),
    CashTotal: tax(11469.94, 90, 90),
    CreditLeft: tax(0, 0, 0),
  },
};

const withGstType = (GSTType: 1 | 2 | undefined) => {
  const login = loginAnswer({ access: { SA: true, EA: false, Common: {} } });
  return sessionFromLogin({
    ...login,
    Entity: { ...login.Entity, Settings: { ...login.Entity.Settings, Common: { Tax: { Tax: true, GSTType } } } },
  });
};

const renderAt = (path: string, session = withGstType(1)) =>
  renderRoutes(
    [
      { path: '/reports/GSTR2', Component: Gstr2 },
      { path: '/reports/GSTR3B', Component: Gstr3b },
    ],
    path,
    session,
    { queryClient: quietQueryClient() },
  );

const csv = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/csv' } });
const server = (call: Sent): Response => {
  if (call.path === 'Reports/GSTR2') return jsonResponse(200, GSTR2);
  if (call.path === 'Reports/GSTR3B') return jsonResponse(200, GSTR3B);
  if (call.path === 'Reports/GSTR2/Csv') return csv('GSTIN of Supplier\n29AABCA1234B1ZD\n');
  if (call.path === 'Reports/GSTR3B/Csv') return csv('Table,Description\n');
  return jsonResponse(404, { errorCode: 404, message: 'Not found' });
};

let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = () => 'blob:1';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('reports/GSTR2', () => {
  it('one row per bill and rate, the totals per rate and in all, ₹ with Indian grouping, and the CSV', async () => {
    const sent = stubServer(server);
    renderAt('/reports/GSTR2?Period=2026-10');
    const table = await screen.findByRole('table', { name: 'Bills claimed in 2026-10' });
    expect(sent[0]).toMatchObject({ path: 'Reports/GSTR2', query: { Period: '2026-10' } });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('29AABCA1234B1ZD');
    expect(rows[0]?.textContent).toContain('₹10,000.50');
    expect(rows[2]?.textContent).toContain('Unregistered');
    expect(rows[2]?.textContent).toContain('Yes');
    const totals = screen.getByRole('table', { name: 'Totals by rate, 2026-10' });
    expect(within(totals).getAllByRole('row').at(-1)?.textContent).toContain('₹12,000.50');
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['GSTR2-2026-10.csv']));
  });

  it('a branch without a GST type sees why, and no call is made', async () => {
    const sent = stubServer(server);
    renderAt('/reports/GSTR2?Period=2026-10', withGstType(undefined));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('reports/GSTR3B', () => {
  it('3.1, 4 and 6.1 of the month, the cash to pay, and the CSV', async () => {
    stubServer(server);
    renderAt('/reports/GSTR3B?Period=2026-10');
    expect((await screen.findByRole('status')).textContent).toContain('₹11,649.94');
    const supplies = screen.getByRole('table', { name: '3.1 Supplies, 2026-10' });
    expect(within(supplies).getAllByRole('row')[1]?.textContent).toContain('₹95,000.24');
    const itc = screen.getByRole('table', { name: '4 Eligible ITC, 2026-10' });
    expect(within(itc).getAllByRole('row').at(-1)?.textContent).toContain('₹3,650.00');
    const payment = screen.getByRole('table', { name: '6.1 Payment of tax, 2026-10' });
    const lines = within(payment).getAllByRole('row').slice(1);
    expect(lines[0]?.textContent).toContain('₹16,650.04');
    expect(lines[0]?.textContent).toContain('₹11,469.94');
    expect(lines.map((r) => r.querySelector('td')?.textContent)).toEqual([
      'Integrated tax',
      'Central tax',
      'State/UT tax',
      'Cess',
      'Central tax, reverse charge',
      'State/UT tax, reverse charge',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['GSTR3B-2026-10.csv']));
  });

  it('a branch of GST type 2 (composition) files no GSTR-3B: no call is made', async () => {
    const sent = stubServer(server);
    renderAt('/reports/GSTR3B?Period=2026-10', withGstType(2));
    expect((await screen.findByRole('status')).textContent).toContain('regular GST taxpayers');
    expect(sent).toEqual([]);
  });
});
