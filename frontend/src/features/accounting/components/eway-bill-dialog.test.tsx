import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EwayBillMessages } from '@shared/gst/returns/eway-bill-messages';
import {
  INVOICE_ID,
  invoiceAnswer,
  ok,
  refuse,
  renderAccounting,
  SLOW,
  fakeAccountingServer,
} from '../testing/accounting-test-kit';

/**
 * The invoice's E-way bill: offered on an issued invoice with parts above
 * ₹50,000, it asks for the journey and downloads the portal's file; the
 * server's refusal is shown as it words it.
 */
const fake = fakeAccountingServer();
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:ewb', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const issued = (GrandTotal: number) =>
  invoiceAnswer({
    Sts: 'Unpaid',
    Num: 'INV/2627/00042',
    Items: [{ _id: 'IP1', Desc: 'Brake assembly', Qty: 2, UnPr: 30000, TCode: 106, HSN: '8708' }],
    Totals: { ...invoiceAnswer().Totals, GrandTotal, Total: GrandTotal },
    Actions: ['Accept Payment'],
  });

describe('Accounting/Invoice/{Id}: the e-way bill file', () => {
  it('asks for the journey and downloads the file; a refusal is shown as the server words it', async () => {
    let answer = ok({ version: '1.0.0621', billLists: [{}] });
    fake.server = ({ path }) => {
      if (path === `Accounting/Invoices/${INVOICE_ID}`) return ok(issued(71980));
      if (path === 'Reports/EWayBill/Json') return answer;
      return undefined;
    };
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const toolbar = await screen.findByRole('toolbar', { name: 'Invoice actions' }, SLOW);
    fireEvent.click(within(toolbar).getByRole('button', { name: 'E-way bill' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-way bill file' });
    answer = refuse(400, EwayBillMessages.vehicle);
    fireEvent.change(within(dialog).getByLabelText('Distance (km)'), { target: { value: '18' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download e-way bill file' }));
    await within(dialog).findByText(EwayBillMessages.vehicle, undefined, SLOW);
    expect(saved).toEqual([]);

    answer = ok({ version: '1.0.0621', billLists: [{}] });
    fireEvent.change(within(dialog).getByLabelText('Vehicle number'), { target: { value: 'KA01AB1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download e-way bill file' }));
    await waitFor(() => expect(saved).toEqual(['EWB-INV/2627/00042.json']), SLOW);
    const asked = fake.sent.filter((s) => s.path === 'Reports/EWayBill/Json').at(-1);
    expect(asked?.query).toEqual({ Id: INVOICE_ID, Mode: 'Road', Distance: '18', VehicleNo: 'KA01AB1234' });
  });

  it('is not offered on an invoice of ₹50,000 or less, nor on a draft', async () => {
    fake.server = ({ path }) => (path === `Accounting/Invoices/${INVOICE_ID}` ? ok(issued(50000)) : undefined);
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const toolbar = await screen.findByRole('toolbar', { name: 'Invoice actions' }, SLOW);
    expect(within(toolbar).queryByRole('button', { name: 'E-way bill' })).toBeNull();
  });
});
