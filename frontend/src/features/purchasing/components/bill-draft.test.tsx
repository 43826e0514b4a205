import type { UserAndEntity } from '@shared/api/routes/iam';
import { BillDraftMessages } from '@shared/purchasing/bill-draft-messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { purchasingScreens } from '../routes/screens';

/** A vendor bill's draft (docs/purchasing.md §24) on the bill screens, against the fake server, as an accountant. */

const ok = (body: unknown) => jsonResponse(200, body);
const SLOW = { timeout: 5000 };

function accountant(): UserAndEntity {
  const { Token: _token, ...session } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Accounting: { Access: true, MA: false, Bill: 'CR', VPay: 'CR' } },
  });
  return {
    ...session,
    Entity: { ...session.Entity, Config: { ...session.Entity.Config, Accounting: { Access: true } } },
  };
}

const DRAFT_ID = `01JF${'6'.padStart(22, '0')}`;
const REC_ID = `01JF${'4'.padStart(22, '0')}`;
const DRAFT = {
  _id: DRAFT_ID,
  Num: '',
  Date: '2026-11-28',
  VendBillNo: 'CH-88',
  VendBillDate: '2026-11-27',
  Sts: 'Draft',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  RecId: REC_ID,
  POS: '29',
  IntraState: true,
  RevCharge: false,
  LineCount: 1,
  Sub: 3030,
  Charges: 75.19,
  CGST: 279.47,
  SGST: 279.47,
  IGST: 0,
  Total: 3664.13,
  Payable: 3664.13,
  Paid: 0,
  Due: 3664.13,
  ver: 2,
};
const LINE = {
  _id: 'BLL1',
  Kind: 'Stock',
  RecLineId: 'PRL1',
  Desc: 'Brake pads, front',
  Qty: 3,
  Rate: 1010,
  Amount: 3030,
  Charge: 75.19,
  CGST: 279.47,
  SGST: 279.47,
  IGST: 0,
  Total: 3664.13,
};
const RECEIVE = {
  _id: REC_ID,
  Num: 'PR/2627/9',
  Date: '2026-11-27',
  Sts: 'Received',
  PoId: 'PO1',
  PoNum: 'PO/2627/7',
  VendId: 'V1',
  VendName: 'Asha Auto Spares',
  VendRef: 'CH-88',
  WhId: 'WH1',
  LineCount: 1,
  Value: 3000,
  ver: 1,
  Lines: [{ _id: 'PRL1', ItemId: 'PRT9701', Desc: 'Brake pads, front', UoM: 'SET', Qty: 3, Rate: 1000, Value: 3000 }],
};
const ANSWER = { ...DRAFT, Lines: [LINE], ChargeLines: [{ Desc: 'Freight', Amount: 75.19 }], Payments: [] };

let sent: Sent[];

function Where() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}
const renderAt = (at: string) =>
  renderRoutes(
    [
      { path: '/Bills/BillsDashboard', Component: purchasingScreens.bills.Component },
      { path: '/Bills/Bill/New', Component: purchasingScreens.billNew.Component },
      { path: '/Bills/Bill/:Id', Component: purchasingScreens.bill.Component },
      { path: '*', Component: Where },
    ],
    at,
    accountant(),
  );

beforeEach(() => {
  sent = stubServer(({ method, path }) => {
    if (path === 'Bills/Drafts' && method === 'POST') return ok(ANSWER);
    if (path === 'Bills/Drafts') return ok({ Items: [DRAFT], Count: 1 });
    if (path === 'Bills/Bills') return ok({ Items: [] });
    if (path === `Bills/Drafts/${DRAFT_ID}`) return ok({ ...ANSWER, ver: 3 });
    if (path === `Bills/Drafts/${DRAFT_ID}/Bill`) return ok({ ...ANSWER, Sts: 'Unpaid', Num: 'BILL/2627/4', ver: 4 });
    if (path === `Bills/Drafts/${DRAFT_ID}/Discard`) return ok({ ...ANSWER, Sts: 'Cancelled', ver: 3 });
    if (path === `Bills/Bills/${DRAFT_ID}`) return ok(ANSWER);
    if (path === `PurchaseOrder/PurchaseReceives/${REC_ID}`) return ok(RECEIVE);
    return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
  });
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('a bill’s draft', () => {
  it('is counted under the dashboard’s Draft chip and listed when it is pressed', async () => {
    renderAt('/Bills/BillsDashboard');
    const chip = await screen.findByRole('button', { name: /^Draft/ }, SLOW);
    await waitFor(() => expect(chip.textContent).toBe('Draft1'), SLOW);
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect((await screen.findAllByText(/Draft/, undefined, SLOW)).length).toBeGreaterThan(1);
    expect(await screen.findAllByText(/CH-88/, undefined, SLOW)).toBeTruthy();
  });

  it('Save as draft on a new bill sends the bill’s body to Bills/Drafts and opens the draft', async () => {
    renderAt(`/Bills/Bill/New?RecId=${REC_ID}`);
    const rate = await screen.findByLabelText(/^Billed rate of Brake pads, front/, undefined, SLOW);
    fireEvent.change(rate, { target: { value: '1010' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(sent.some((s) => s.path === 'Bills/Drafts' && s.method === 'POST')).toBe(true), SLOW);
    const post = sent.find((s) => s.path === 'Bills/Drafts' && s.method === 'POST');
    expect(post?.body).toMatchObject({ RecId: REC_ID, VendBillNo: 'CH-88', Lines: [{ LineId: 'PRL1', Rate: 1010 }] });
    expect(sent.some((s) => s.path === 'Bills/Bills' && s.method === 'POST')).toBe(false);
    expect(await screen.findByText(BillDraftMessages.saved, undefined, SLOW)).toBeTruthy();
  });

  it('opens in the form with its figures; Save as bill saves the edits at its ver, then bills it', async () => {
    renderAt(`/Bills/Bill/${DRAFT_ID}`);
    const rate = (await screen.findByLabelText(
      /^Billed rate of Brake pads, front/,
      undefined,
      SLOW,
    )) as HTMLInputElement;
    expect(rate.value).toBe('1010');
    expect((screen.getByLabelText(/^Freight/) as HTMLInputElement).value).toBe('75.19');
    fireEvent.change(rate, { target: { value: '1020' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as bill' }));
    expect(await screen.findByText(BillDraftMessages.billed('BILL/2627/4'), undefined, SLOW)).toBeTruthy();
    const put = sent.find((s) => s.path === `Bills/Drafts/${DRAFT_ID}` && s.method === 'PUT');
    expect(put?.body).toMatchObject({ ver: 2, RecId: REC_ID, Lines: [{ LineId: 'PRL1', Rate: 1020 }] });
    const billed = sent.find((s) => s.path === `Bills/Drafts/${DRAFT_ID}/Bill`);
    expect(billed?.body).toEqual({ ver: 3 });
  });

  it('Discard draft discards it at its ver and goes back to the bills', async () => {
    renderAt(`/Bills/Bill/${DRAFT_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard draft' }, SLOW));
    expect(await screen.findByText(BillDraftMessages.discarded, undefined, SLOW)).toBeTruthy();
    expect(sent.find((s) => s.path === `Bills/Drafts/${DRAFT_ID}/Discard`)?.body).toEqual({ ver: 2 });
  });
});
