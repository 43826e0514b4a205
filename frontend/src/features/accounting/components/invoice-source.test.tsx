import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { INVOICE_ID, invoiceAnswer, ok, renderAccounting, SLOW, stubServer } from '../testing/accounting-test-kit';

/** An invoice of goods names the sale it was made from (docs/sales-invoices.md §1): a challan's kept goods. */

beforeEach(() => {
  stubServer(({ path }) =>
    path === `Accounting/Invoices/${INVOICE_ID}`
      ? ok(
          invoiceAnswer({
            Sts: 'Unpaid',
            Num: 'INV/2627/00012',
            Source: { Kind: 'Challan', Id: 'CH1', No: 'DC/2627/00003' },
          }),
        )
      : undefined,
  );
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('Accounting/Invoice/{Id}: an invoice of goods', () => {
  it('shows the delivery challan it was made from', async () => {
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const field = (await screen.findByLabelText('Made from', undefined, SLOW)) as HTMLInputElement;
    expect(field.value).toBe('Delivery challan DC/2627/00003');
  });
});
