import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes-store';
import {
  INVOICE_ID,
  invoiceAnswer,
  ok,
  renderAccounting,
  SLOW,
  fakeAccountingServer,
} from '../testing/accounting-test-kit';
import { AccountingMessages } from '../utils/messages';

/**
 * A saved draft opens as saved: Approve and Print are enabled until the user
 * changes something, and enabled again when the change is typed back.
 */
const fake = fakeAccountingServer();

describe('Accounting/Invoice/{Id}: a Draft as saved', () => {
  it('has Approve enabled, waits while a line is changed, and approves the saved draft', async () => {
    // A walk-in customer's draft: one line without a discount or HSN, no due date.
    const draft = invoiceAnswer({ Items: [{ _id: 'IP1', Desc: 'Brake pad set', Qty: 2, UnPr: 1450, TCode: 106 }] });
    fake.server = ({ method, path }) => {
      if (method === 'POST' && path === `Accounting/Invoices/${INVOICE_ID}/Approve`)
        return ok(invoiceAnswer({ ver: 3, Sts: 'Unpaid', Num: 'INV/2627/00001', Actions: ['Accept Payment'] }));
      return path === `Accounting/Invoices/${INVOICE_ID}` ? ok(draft) : undefined;
    };
    renderAccounting(`/Accounting/Invoice/${INVOICE_ID}`);
    const toolbar = await screen.findByRole('toolbar', { name: 'Invoice actions' }, SLOW);
    const approve = within(toolbar).getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(false);
    expect(screen.queryByText(AccountingMessages.saveBeforeActions)).toBeNull();
    expect(hasUnsavedChanges()).toBe(false);

    const qty = screen.getByRole('textbox', { name: 'Qty, part 1' });
    fireEvent.change(qty, { target: { value: '3' } });
    await waitFor(() => expect(approve.disabled).toBe(true), SLOW);
    expect(screen.getByText(AccountingMessages.saveBeforeActions)).toBeTruthy();
    fireEvent.change(qty, { target: { value: '2' } });
    await waitFor(() => expect(approve.disabled).toBe(false), SLOW);
    expect(hasUnsavedChanges()).toBe(false);

    fireEvent.click(approve);
    await waitFor(
      () =>
        expect(fake.writes()[0]).toMatchObject({ path: `Accounting/Invoices/${INVOICE_ID}/Approve`, body: { ver: 2 } }),
      SLOW,
    );
  });
});
