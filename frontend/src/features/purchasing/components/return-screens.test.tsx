import type { UserAndEntity } from '@shared/api/routes/iam';
import { ReturnMessages } from '@shared/purchasing/return-messages';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { purchasingScreens } from '../routes/screens';

/** Purchase returns and vendor notes' screens against the fake server, as a parts manager with Inventory DNote CR. */

const ok = (body: unknown) => jsonResponse(200, body);
const refuse = (status: number, message: string, errors?: { path: string; message: string }[]) =>
  jsonResponse(status, { errorCode: status, message, ...(errors ? { errors } : {}) });
const SLOW = { timeout: 5000 };

function partsManager(): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Inventory: { Access: true, MA: false, DNote: 'CR' } },
  });
  return {
    ...session,
    Entity: {
      ...session.Entity,
      Config: { ...session.Entity.Config, Inventory: { Access: true, Features: { PO: true } } },
    },
  };
}

const REC_ID = `01JF${'5'.padStart(22, '0')}`;
const BILL_ID = `01JF${'6'.padStart(22, '0')}`;
const NOTE_ID = `01JF${'7'.padStart(22, '0')}`;
const RETURNABLE = {
  RecId: REC_ID,
  RecNum: 'PR/2627/4',
  Date: '2026-11-28',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  WhName: 'Main',
  Lines: [
    {
      LineId: 'PRL1',
      Desc: 'Brake pads, rear',
      UoM: 'SET',
      Qty: 4,
      Returned: 1,
      Left: 3,
      BillId: BILL_ID,
      BillNum: 'BILL/2627/2',
    },
    {
      LineId: 'PRL2',
      Desc: 'Air filter',
      UoM: 'NOS',
      Qty: 4,
      Returned: 0,
      Left: 4,
      BillId: BILL_ID,
      BillNum: 'BILL/2627/2',
    },
  ],
};
const NOTE = {
  _id: NOTE_ID,
  Kind: 'Debit',
  Reason: 'Return',
  Num: 'DN/2627/00001',
  Date: '2026-11-28',
  Sts: 'Applied',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  VendGSTIN: '29ABCDE1234F1Z5',
  VendState: '29',
  POS: '29',
  IntraState: true,
  BillId: BILL_ID,
  BillNum: 'BILL/2627/2',
  VendBillNo: 'ASH/R-101',
  VendBillDate: '2026-11-27',
  ReturnId: 'R1',
  ReturnNum: 'PRT/2627/00001',
  Note: 'Wrong size',
  Taxable: 103004.0,
  CGST: 9270,
  SGST: 9270,
  IGST: 0,
  Total: 121544,
  Applied: 121544,
  Advance: 0,
};

const RETURN_ROW = {
  _id: 'R1',
  Num: 'PRT/2627/00001',
  Date: '2026-11-28',
  Sts: 'Returned',
  RecId: REC_ID,
  RecNum: 'PR/2627/4',
  BillId: BILL_ID,
  BillNum: 'BILL/2627/2',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  WhId: 'W1',
  Reason: 'Wrong size',
  Value: 100000,
  NoteId: NOTE_ID,
  NoteNum: 'DN/2627/00001',
  Total: 121544,
};

const BILL = {
  _id: BILL_ID,
  Num: 'BILL/2627/2',
  Date: '2026-11-28',
  VendBillNo: 'ASH/R-101',
  VendBillDate: '2026-11-27',
  Sts: 'Closed',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  RecId: REC_ID,
  RecNum: 'PR/2627/4',
  POS: '29',
  IntraState: true,
  RevCharge: false,
  LineCount: 0,
  Sub: 0,
  Charges: 0,
  CGST: 0,
  SGST: 0,
  IGST: 0,
  Total: 0,
  Payable: 0,
  Paid: 0,
  Due: 0,
  ver: 1,
  Lines: [],
  ChargeLines: [],
  Payments: [],
};

let sent: Sent[];
let returns: unknown[];

function Where() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}
const renderAt = (at: string) =>
  renderRoutes(
    [
      { path: '/purchasereturn/purchasereturns', Component: purchasingScreens.purchaseReturns.Component },
      { path: '/purchasereturn/purchasereturn/New', Component: purchasingScreens.purchaseReturnNew.Component },
      { path: '/vendordebit/debits', Component: purchasingScreens.debitNotes.Component },
      { path: '/vendordebit/debit/:Id', Component: purchasingScreens.debitNote.Component },
      { path: '/vendorcreditnote/vendorcreditnote/New', Component: purchasingScreens.vendorCreditNew.Component },
      { path: '/Bills/Bill/:Id', Component: purchasingScreens.bill.Component },
      { path: '*', Component: Where },
    ],
    at,
    partsManager(),
  );

beforeEach(() => {
  returns = [];
  sent = stubServer(({ method, path, body }) => {
    if (path === `PurchaseReturns/Returnable/${REC_ID}`) return ok(RETURNABLE);
    if (path === 'PurchaseReturns/PurchaseReturns' && method === 'POST') {
      const lines = (body as { Lines: { Qty: number }[] }).Lines;
      if ((lines[0]?.Qty ?? 0) > 3) {
        const message = ReturnMessages.overReturn('Brake pads, rear', '3 SET');
        return refuse(400, message, [{ path: 'Lines.0.Qty', message }]);
      }
      return ok({ ...RETURN_ROW, Lines: [] });
    }
    if (path === 'PurchaseReturns/PurchaseReturns') return ok({ Items: returns });
    if (path === 'PurchaseReturns/DebitNotes') return ok({ Items: [] });
    if (path === `PurchaseReturns/DebitNotes/${NOTE_ID}`)
      return ok({
        ...NOTE,
        Lines: [
          {
            _id: 'DNL1',
            BillLineId: 'BLL1',
            Desc: 'Brake pads, rear',
            Qty: 1,
            UoM: 'SET',
            Taxable: 103004,
            CGST: 9270,
            SGST: 9270,
            IGST: 0,
            Total: 121544,
          },
        ],
      });
    if (path === `Bills/Bills/${BILL_ID}`) return ok(BILL);
    if (path === `PurchaseReturns/Creditable/${BILL_ID}`)
      return ok({
        BillId: BILL_ID,
        Num: 'BILL/2627/2',
        VendBillNo: 'ASH/R-101',
        VendBillDate: '2026-11-27',
        VendId: 'V1',
        VendName: 'Asha Auto Spares',
        Due: 0,
        Lines: [{ LineId: 'BLL2', Desc: 'Air filter', Taxable: 1019.84, Credited: 100, Left: 919.84 }],
      });
    if (path === 'PurchaseReturns/VendorCredits' && method === 'POST')
      return ok({ ...NOTE, _id: 'C1', Kind: 'Credit', Num: 'VCN/2627/00001', Lines: [] });
    return refuse(404, 'No fake answer');
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('purchasereturn/purchasereturns', () => {
  it('says where returns start when there are none', async () => {
    renderAt('/purchasereturn/purchasereturns');
    expect(await screen.findByText(/No goods sent back yet/, undefined, SLOW)).toBeTruthy();
  });

  it('lists the returns with their debit notes in ₹ Indian grouping', async () => {
    returns = [RETURN_ROW];
    renderAt('/purchasereturn/purchasereturns');
    expect(await screen.findByText('PRT/2627/00001', undefined, SLOW)).toBeTruthy();
    expect(screen.getAllByText('₹1,21,544.00').length).toBeGreaterThan(0);
  });
});

describe('a return from a receive', () => {
  it('shows what is left, refuses more under its line, then saves and opens the debit note', async () => {
    renderAt(`/purchasereturn/purchasereturn/New?RecId=${REC_ID}`);
    const qty = (await screen.findByLabelText(/^Quantity of Brake pads, rear/, undefined, SLOW)) as HTMLInputElement;
    expect(screen.getByText(/received 4, returned 1, left 3 SET/)).toBeTruthy();
    fireEvent.change(qty, { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/^Why the goods go back/), { target: { value: 'Wrong size' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return and raise debit note' }));
    expect(
      await screen.findByText(ReturnMessages.overReturn('Brake pads, rear', '3 SET'), undefined, SLOW),
    ).toBeTruthy();
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Return and raise debit note' }));
    // The return opens its debit note.
    expect(await screen.findByText(/Debit note · DN\/2627\/00001/, undefined, SLOW)).toBeTruthy();
    const posts = sent.filter((s) => s.path === 'PurchaseReturns/PurchaseReturns' && s.method === 'POST');
    // Only the line typed goes back; the air filter left at 0 does not.
    expect(posts[1]?.body).toEqual({ RecId: REC_ID, Reason: 'Wrong size', Lines: [{ LineId: 'PRL1', Qty: 1 }] });
  });
});

describe('vendor notes', () => {
  it('a debit note shows the Rule 53 fields and what it took off the bill', async () => {
    renderAt(`/vendordebit/debit/${NOTE_ID}`);
    expect(await screen.findByText(/Debit note · DN\/2627\/00001 · Applied/, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(/GSTIN 29ABCDE1234F1Z5 · state 29 · against bill ASH\/R-101/)).toBeTruthy();
    expect(screen.getAllByText('₹1,21,544.00').length).toBeGreaterThan(0);
  });

  it('says so when there are no debit notes', async () => {
    renderAt('/vendordebit/debits');
    expect(await screen.findByText(/No debit notes yet/, undefined, SLOW)).toBeTruthy();
  });

  it('records the vendor’s credit note with its number and date', async () => {
    renderAt(`/vendorcreditnote/vendorcreditnote/New?BillId=${BILL_ID}`);
    const amount = await screen.findByLabelText(
      /^Taken off Air filter \(before tax, up to ₹919\.84\)/,
      undefined,
      SLOW,
    );
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText(/^Vendor's credit note number/), { target: { value: 'ASH/CN-7' } });
    fireEvent.change(screen.getByLabelText(/^Its date/), { target: { value: '2026-11-28' } });
    fireEvent.change(screen.getByLabelText(/^Why/), { target: { value: 'Volume discount' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save vendor credit note' }));
    expect(await screen.findByTestId('elsewhere', undefined, SLOW)).toBeTruthy();
    const post = sent.find((s) => s.path === 'PurchaseReturns/VendorCredits' && s.method === 'POST');
    expect(post?.body).toEqual({
      BillId: BILL_ID,
      Reason: 'Volume discount',
      VendNoteNo: 'ASH/CN-7',
      VendNoteDate: '2026-11-28',
      Lines: [{ LineId: 'BLL2', Amount: 50 }],
    });
  });
});

describe('a bill', () => {
  it('leads to a return of its receive, a debit note and a vendor credit for whoever holds DNote', async () => {
    renderAt(`/Bills/Bill/${BILL_ID}`);
    const back = await screen.findByRole('link', { name: 'Return goods' }, SLOW);
    expect(back.getAttribute('href')).toBe(`/purchasereturn/purchasereturn/New?RecId=${REC_ID}`);
    expect(screen.getByRole('link', { name: 'Debit note' }).getAttribute('href')).toBe(
      `/vendordebit/debit/New?BillId=${BILL_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Vendor credit' }).getAttribute('href')).toBe(
      `/vendorcreditnote/vendorcreditnote/New?BillId=${BILL_ID}`,
    );
  });
});
