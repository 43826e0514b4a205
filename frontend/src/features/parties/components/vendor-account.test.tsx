import type { LoginResponse, UserAndEntity } from '@shared/api/routes/iam';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { PartyScreen } from './party-screen';

/** The vendor's screen with their account (docs/purchasing.md §12), against the fake server. */

const ok = (body: unknown) => jsonResponse(200, body);
const SLOW = { timeout: 5000 };

function session(access: LoginResponse['Access']): UserAndEntity {
  const { Token: _token, ...s } = loginAnswer({ access });
  return { ...s, Entity: { ...s.Entity, Config: { ...s.Entity.Config, Accounting: { Access: true } } } };
}
const VENDOR = {
  _id: 'V1',
  DName: 'Asha Auto Spares',
  Type: 'Company',
  Cons: { Phones: { Main: '9811100011', Others: [] }, Emails: [] },
  CrDt: '2026-11-01T00:00:00Z',
  UpDt: '2026-11-01T00:00:00Z',
  ver: 3,
};
const BILL = {
  _id: `01JF${'3'.padStart(22, '0')}`,
  Num: 'BILL/2627/3',
  Date: '2026-11-28',
  VendBillNo: 'INV/2026-07',
  VendBillDate: '2026-11-27',
  Sts: 'Partial',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  POS: '29',
  IntraState: true,
  RevCharge: false,
  LineCount: 2,
  Sub: 4030,
  Charges: 100.01,
  CGST: 371.7,
  SGST: 371.7,
  IGST: 0,
  Total: 4873.41,
  Payable: 4873.41,
  Paid: 2000,
  Due: 2873.41,
  ver: 2,
};

const NOTE = {
  _id: `01JF${'8'.padStart(22, '0')}`,
  Kind: 'Debit',
  Reason: 'Return',
  Num: 'DN/2627/00001',
  Date: '2026-11-28',
  Sts: 'Applied',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  POS: '29',
  IntraState: true,
  BillId: BILL._id,
  BillNum: 'BILL/2627/3',
  VendBillNo: 'INV/2026-07',
  VendBillDate: '2026-11-27',
  Note: 'Wrong size',
  Taxable: 103004,
  CGST: 9270,
  SGST: 9270,
  IGST: 0,
  Total: 121544,
  Applied: 121544,
  Advance: 0,
};

beforeEach(() => {
  stubServer(({ path }) => {
    if (path === 'Vendors/V1') return ok(VENDOR);
    if (path === 'Bills/VendorBalance/V1')
      return ok({ VendId: 'V1', Billed: 123456.78, Paid: 2000, Balance: 121456.78 });
    if (path === 'Bills/Bills') return ok({ Items: [BILL] });
    if (path === 'Bills/PaymentsMade') return ok({ Items: [] });
    if (path === 'PurchaseReturns/DebitNotes') return ok({ Items: [NOTE] });
    if (path === 'PurchaseReturns/VendorCredits') return ok({ Items: [] });
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderVendor = (user: UserAndEntity) =>
  renderRoutes(
    [{ path: '/Vendors/Vendor/:Id', element: <PartyScreen kind="vendor" id="V1" /> }],
    '/Vendors/Vendor/V1',
    user,
  );

describe('the vendor screen', () => {
  it('shows what is owed in ₹ Indian grouping, their latest bills and an empty payments list', async () => {
    renderVendor(
      session({
        SA: false,
        EA: false,
        Common: { Vendor: 'R' },
        Accounting: { Access: true, MA: false, Bill: 'R', VPay: 'R' },
      }),
    );
    expect((await screen.findByTestId('vendor-balance', undefined, SLOW)).textContent).toBe('₹1,21,456.78');
    expect(await screen.findByText('BILL/2627/3', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('No payments to this vendor yet.')).toBeTruthy();
  });

  it('leaves the account out for a user who may not read bills', async () => {
    renderVendor(session({ SA: false, EA: false, Common: { Vendor: 'R' } }));
    expect(await screen.findByRole('heading', { name: 'Asha Auto Spares' }, SLOW)).toBeTruthy();
    expect(screen.queryByText('Account')).toBeNull();
  });

  it('lists their debit and credit notes for whoever holds Inventory DNote', async () => {
    const user = session({
      SA: false,
      EA: false,
      Common: { Vendor: 'R' },
      Accounting: { Access: true, MA: false, Bill: 'R' },
      Inventory: { Access: true, MA: false, DNote: 'R' },
    });
    renderVendor({
      ...user,
      Entity: { ...user.Entity, Config: { ...user.Entity.Config, Inventory: { Access: true } } },
    });
    const link = await screen.findByRole('link', { name: 'DN/2627/00001' }, SLOW);
    expect(link.getAttribute('href')).toBe(`/vendordebit/debit/${NOTE._id}`);
    expect(screen.getAllByText('₹1,21,544.00').length).toBeGreaterThan(0);
  });
});
