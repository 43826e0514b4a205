import type { UserAndEntity } from '@shared/api/routes/iam';
import { ItcMessages } from '@shared/gst/returns/gstr2-messages';
import type { BillAnswer } from '@shared/purchasing/bill-schemas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubServer } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { BillItcPeriod, BillItcTexts } from './bill-itc-period';

/** A bill's ITC period on its screen (docs/purchasing.md §9.8): shown, and moved by whoever may edit bills. */

const session = (Bill: string): UserAndEntity => {
  const { Token: _token, ...s } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Accounting: { Access: true, MA: false, Bill } },
  });
  return { ...s, Entity: { ...s.Entity, Config: { ...s.Entity.Config, Accounting: { Access: true } } } };
};

const BILL = {
  _id: `01JF${'3'.padStart(22, '0')}`,
  VendGSTIN: '29AABCA1234B1ZD',
  RevCharge: false,
  ItcPeriod: '102026',
  ver: 4,
} as BillAnswer;

const renderWith = (bill: BillAnswer, who: UserAndEntity) =>
  renderRoutes([{ path: '/b', Component: () => <BillItcPeriod bill={bill} /> }], '/b', who);

afterEach(cleanup);

describe('the ITC period of a bill', () => {
  it('is moved at the bill’s ver; a refusal shows on the field as the server words it', async () => {
    let tries = 0;
    const sent = stubServer(({ method, path }) => {
      if (method === 'PUT' && path === `Bills/Bills/${BILL._id}/ItcPeriod`) {
        tries += 1;
        if (tries === 1)
          return jsonResponse(400, {
            errorCode: 400,
            message: ItcMessages.periodBeforeBill('102026'),
            errors: [{ path: 'ItcPeriod', message: ItcMessages.periodBeforeBill('102026') }],
          });
        return jsonResponse(200, { _id: BILL._id, ItcPeriod: '112026', ver: 5 });
      }
      return jsonResponse(404, { errorCode: 404, message: 'No fake answer' });
    });
    renderWith(BILL, session('CRU'));
    const field = await screen.findByLabelText('ITC claimed in');
    expect((field as HTMLInputElement).value).toBe('2026-10');
    fireEvent.change(field, { target: { value: '2026-09' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move credit' }));
    expect(await screen.findByText(ItcMessages.periodBeforeBill('102026'))).toBeTruthy();
    fireEvent.change(field, { target: { value: '2026-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move credit' }));
    await waitFor(() => expect(tries).toBe(2));
    expect(sent.at(-1)).toMatchObject({ method: 'PUT', body: { ver: 4, ItcPeriod: '112026' } });
  });

  it('is shown, not moved, to whoever may not edit bills; a bill that cannot claim says so', async () => {
    stubServer(() => jsonResponse(404, { errorCode: 404, message: 'No fake answer' }));
    renderWith(BILL, session('CR'));
    expect(await screen.findByText(/Input tax credit claimed in/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move credit' })).toBeNull();
    cleanup();
    renderWith({ ...BILL, VendGSTIN: undefined, ItcPeriod: undefined } as BillAnswer, session('CRU'));
    expect(await screen.findByText(BillItcTexts.none)).toBeTruthy();
  });
});
