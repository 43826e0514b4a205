import { BillDraftMessages } from '@shared/purchasing/bill-draft-messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { purchasingScreens } from '../routes/screens';
import {
  accountant,
  BILL_FIGURES,
  BILL_LINE,
  ok,
  RECEIVE_HEAD,
  RECEIVE_LINE,
  REC_ID,
  SLOW,
  Where,
} from '../testing/bill-kit';

/** A vendor bill's draft (docs/purchasing.md §24) on the bill screens, against the fake server, as an accountant. */

const DRAFT_ID = `01JF${'6'.padStart(22, '0')}`;
const DRAFT = { _id: DRAFT_ID, Num: '', VendBillNo: 'CH-88', Sts: 'Draft', ...BILL_FIGURES, ver: 2 };
const RECEIVE = { ...RECEIVE_HEAD, Lines: [RECEIVE_LINE] };
const ANSWER = { ...DRAFT, Lines: [BILL_LINE], ChargeLines: [{ Desc: 'Freight', Amount: 75.19 }], Payments: [] };

let sent: Sent[];

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
