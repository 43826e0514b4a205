import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_ID, estimateAnswer, ok, renderDocument, fakeDocumentServer } from '../testing/document-test-kit';

const SLOW = { timeout: 5000 };
const fake = fakeDocumentServer();

const rounding = (s: Parameters<NonNullable<Parameters<typeof renderDocument>[2]>>[0]) => ({
  ...s,
  Acc: { ...s.Acc, Round: true },
});
const shown = (totals: HTMLElement) =>
  within(totals)
    .getAllByRole('status')
    .map((o) => [o.getAttribute('aria-label'), o.textContent]);

describe('the totals panel shows the rows the print shows', () => {
  it('CGST and SGST each at their rate, the rounding and the grand total (₹3,905 + 18 % = ₹4,607.90, rounded to ₹4,608)', async () => {
    fake.server = ({ path }) =>
      path === `Service/Estimates/${ESTIMATE_ID}`
        ? ok(
            estimateAnswer({
              Ops: [
                {
                  _id: 'EO1',
                  Desc: 'Clutch overhaul',
                  Op_Id: 'OP001',
                  CompId: 'WC1',
                  Qty: 1,
                  Pr: 3905,
                  PBy: 'Cus',
                  Sts: 'New',
                  TCode: 106,
                  SAC: '9987',
                },
              ],
            }),
          )
        : undefined;
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`, 'advisor', rounding);
    const totals = await screen.findByRole('region', { name: 'Totals' }, SLOW);
    await waitFor(
      () => expect(within(totals).getByRole('status', { name: 'Labour' }).textContent).toBe('₹3,905.00'),
      SLOW,
    );
    expect(shown(totals)).toEqual([
      ['Labour', '₹3,905.00'],
      ['Parts', '₹0.00'],
      ['Taxable value', '₹3,905.00'],
      ['CGST @ 9%', '₹351.45'],
      ['SGST @ 9%', '₹351.45'],
      ['Total', '₹4,607.90'],
      ['Rounding', '₹0.10'],
      ['Grand total', '₹4,608.00'],
    ]);
    expect(within(totals).queryByRole('status', { name: 'Taxes' })).toBeNull();

    // While the user types, the same rows follow the lines.
    fireEvent.change(screen.getByRole('textbox', { name: 'Rate, labour 1' }), { target: { value: '1000' } });
    await waitFor(
      () => expect(within(totals).getByRole('status', { name: 'Total' }).textContent).toBe('₹1,180.00'),
      SLOW,
    );
    expect(within(totals).queryByRole('status', { name: 'Rounding' })).toBeNull();
  });

  it('an inter-state tax code shows IGST, not CGST and SGST', async () => {
    fake.server = ({ path }) =>
      path === `Service/Estimates/${ESTIMATE_ID}`
        ? ok(
            estimateAnswer({
              Ops: [
                {
                  _id: 'EO1',
                  Desc: 'Wheel alignment',
                  Op_Id: 'OP001',
                  CompId: 'WC1',
                  Qty: 1,
                  Pr: 1000,
                  PBy: 'Cus',
                  Sts: 'New',
                  TCode: 114,
                  SAC: '9987',
                },
              ],
            }),
          )
        : undefined;
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    const totals = await screen.findByRole('region', { name: 'Totals' }, SLOW);
    await waitFor(
      () => expect(within(totals).getByRole('status', { name: 'IGST @ 18%' }).textContent).toBe('₹180.00'),
      SLOW,
    );
    expect(within(totals).queryByRole('status', { name: 'CGST @ 9%' })).toBeNull();
  });
});
