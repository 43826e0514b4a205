import { buildInvoicePrintModel, InvoicePrintTexts } from '@shared/documents/print';
import { creditNote, customerInvoice, insurerInvoice } from '@shared/documents/print/test/invoice-fixtures';
import { MENU_LABELS } from '@shared/documents/print/test/menu-labels';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFromLogin } from '../../lib/session';
import { stubServer } from '../testing/fake-server';
import { jsonResponse, loginAnswer } from '../testing/fixtures';
import { renderWithProviders } from '../testing/render';
import { DocumentPrint } from './document-print';
import { CreditNotePrintButton, InvoicePrintMenu } from './invoice-print';
import { pdfDocumentDefinition } from './pdf/pdf-document';
import { qrDrawing } from './qr-path';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sheetOf = (name: string): HTMLElement => screen.getByRole('article', { name });

describe('the invoice print page: CGST Rule 46 contents', () => {
  it("carries supplier and recipient names, addresses and GSTINs, number and date, place of supply with the state, reverse charge, each line's HSN/SAC, quantity and unit, tax per head, words and signature", () => {
    render(
      <DocumentPrint
        model={buildInvoicePrintModel({ kind: 'invoice', invoice: customerInvoice }, 'withTax')}
        timeZone="Asia/Calcutta"
      />,
    );
    const sheet = sheetOf('Tax Invoice INV/2627/00007');
    const has = (text: string | RegExp) => expect(within(sheet).getAllByText(text).length).toBeGreaterThan(0);
    has('Karkhana Motors, Indiranagar');
    has('GSTIN: 29ABCDE1234F1Z5');
    has('Bengaluru, Karnataka - 560038');
    has('Asha Rao');
    has('GSTIN: 29AAAPL1234C1Z5');
    has('Bengaluru, Karnataka - 560075');
    has('INV/2627/00007');
    has('5 Oct 2026');
    has('Karnataka (29)');
    expect(within(sheet).getByText('Reverse charge').nextSibling?.textContent).toBe('No');
    const parts = within(sheet).getByRole('region', { name: 'Parts' });
    for (const header of ['HSN/SAC', 'Qty', 'Unit', 'Taxable value', 'GST %', 'CGST', 'SGST'])
      expect(within(parts).getByRole('columnheader', { name: header })).toBeTruthy();
    const oil = within(parts).getAllByRole('row')[1];
    expect(oil?.textContent).toContain('27101980');
    expect(oil?.textContent).toContain('NOS');
    expect(oil?.textContent).toContain('₹1,860.57');
    const totals = within(sheet).getByRole('table', { name: 'Totals' });
    expect(within(totals).getByRole('row', { name: 'CGST @ 9% ₹308.41' })).toBeTruthy();
    expect(within(totals).getByRole('row', { name: 'Grand total ₹4,411.00' })).toBeTruthy();
    has('Rupees Four Thousand Four Hundred Eleven Only');
    has('For Karkhana Motors, Indiranagar');
    has('Authorised Signatory');
    expect(within(sheet).queryByText("Customer's signature")).toBeNull();
  });

  it('a UPI QR for the amount due when the branch has a UPI id and something is due; none otherwise', () => {
    const { unmount } = render(
      <DocumentPrint model={buildInvoicePrintModel({ kind: 'invoice', invoice: customerInvoice }, 'withTax')} />,
    );
    expect(screen.getByRole('img', { name: 'UPI payment QR' })).toBeTruthy();
    expect(screen.getByText('Scan to pay ₹2,411.00 by UPI')).toBeTruthy();
    unmount();
    const paid = {
      ...customerInvoice,
      Sts: 'Closed' as const,
      Totals: { ...customerInvoice.Totals, Paid: 4411, Due: 0 },
    };
    render(<DocumentPrint model={buildInvoicePrintModel({ kind: 'invoice', invoice: paid }, 'withTax')} />);
    expect(screen.queryByRole('img', { name: 'UPI payment QR' })).toBeNull();
  });

  it('the QR encodes the upi://pay link (a symbol with its quiet zone), and the PDF draws the same symbol', () => {
    const model = buildInvoicePrintModel({ kind: 'invoice', invoice: customerInvoice }, 'withTax');
    const uri = model.tax?.upi?.uri ?? '';
    const drawing = qrDrawing(uri);
    expect(drawing.size).toBeGreaterThanOrEqual(21 + 8);
    expect(drawing.path).toMatch(/^M4 4h1v1h-1z/); // the finder pattern's corner
    expect(JSON.stringify(pdfDocumentDefinition(model))).toContain(drawing.path);
  });

  it('the IRN and the signed QR once the e-invoice is attached', () => {
    const irn = 'f'.repeat(64);
    render(
      <DocumentPrint
        model={buildInvoicePrintModel(
          {
            kind: 'invoice',
            invoice: {
              ...customerInvoice,
              IRN: irn,
              AckNo: '112010036563310',
              SignedQR: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiMSJ9.c2ln',
            },
          },
          'withTax',
        )}
      />,
    );
    expect(screen.getByText(`IRN: ${irn}`)).toBeTruthy();
    expect(screen.getByText('Ack. No.: 112010036563310')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'E-invoice signed QR' })).toBeTruthy();
  });

  it('a credit note: titled Credit Note, with the original invoice number and date and the reason (Rule 53)', () => {
    render(
      <DocumentPrint
        model={buildInvoicePrintModel({ kind: 'creditNote', creditNote }, 'withTax')}
        timeZone="Asia/Calcutta"
      />,
    );
    const sheet = sheetOf('Credit Note CN/2627/00002');
    expect(within(sheet).getByText('Original invoice No.').nextSibling?.textContent).toBe('INV/2627/00007');
    expect(within(sheet).getByText('Original invoice date').nextSibling?.textContent).toBe('5 Oct 2026');
    expect(within(sheet).getByText('Reason').nextSibling?.textContent).toBe('Wheel alignment not done');
    expect(
      within(within(sheet).getByRole('table', { name: 'Totals' })).getByRole('row', { name: 'Total credited ₹590.00' }),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'UPI payment QR' })).toBeNull();
  });
});

describe('InvoicePrintMenu and CreditNotePrintButton (the accounting screens mount them)', () => {
  const session = sessionFromLogin(loginAnswer());
  const ORDER = customerInvoice.WOId ?? '';

  /** Opens the print menu from the keyboard, as a cashier tabbing to Print would. */
  const openMenu = async () => {
    const button = screen.getByRole('button', { name: 'Print invoice' });
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    return screen.findByRole('menu');
  };

  it("offers the invoice variants for the invoice's payer from the keyboard, and opens the print page over the screen; Escape closes it", async () => {
    renderWithProviders(<InvoicePrintMenu invoice={insurerInvoice} companions={[customerInvoice]} />, session);
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([...MENU_LABELS.insurerInvoice]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Insurance | Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax Invoice INV/2627/00008 - Insurance | Customer' });
    expect(
      within(dialog)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Tax Invoice INV/2627/00008', 'Tax Invoice INV/2627/00007']);
    expect(within(dialog).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Insurance + Customer fetches the order’s invoices, then prints the insurer’s part, the customer’s part and the total of the order', async () => {
    const sent = stubServer(({ path }) =>
      path === `Accounting/Invoices/OfOrder/${ORDER}`
        ? jsonResponse(200, { WOId: ORDER, Items: [insurerInvoice, customerInvoice] })
        : jsonResponse(404, {}),
    );
    renderWithProviders(<InvoicePrintMenu invoice={customerInvoice} />, session);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Insurance + Customer' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', InvoicePrintTexts.loadingCompanions);
    const dialog = await screen.findByRole('dialog', { name: 'Tax Invoice INV/2627/00007 - Insurance + Customer' });
    const sheet = within(dialog).getByRole('article', { name: 'Tax Invoice INV/2627/00007' });
    const parts = within(sheet)
      .getAllByRole('region')
      .map((r) => r.querySelector('h3')?.textContent);
    expect(parts).toEqual([
      'Insurance — INV/2627/00008 — New India Assurance, Mumbai',
      'Customer — INV/2627/00007 — Asha Rao',
    ]);
    expect(
      within(within(sheet).getByRole('region', { name: /^Insurance/ })).getByRole('row', {
        name: 'Insurer pays ₹8,496.00',
      }),
    ).toBeTruthy();
    expect(
      within(within(sheet).getByRole('table', { name: 'Totals' })).getByRole('row', {
        name: 'Total of the order ₹12,907.00',
      }),
    ).toBeTruthy();
    expect(sent.map((c) => `${c.method} ${c.path}`)).toEqual([`GET Accounting/Invoices/OfOrder/${ORDER}`]);
  });

  it('Insurance | Customer fetches the order’s invoices and prints each whole, insurer first, each on its own sheet', async () => {
    stubServer(() => jsonResponse(200, { WOId: ORDER, Items: [insurerInvoice, customerInvoice] }));
    renderWithProviders(<InvoicePrintMenu invoice={customerInvoice} />, session);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Insurance | Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax Invoice INV/2627/00008 - Insurance | Customer' });
    const [insurer, customer] = within(dialog).getAllByRole('article');
    expect(within(insurer as HTMLElement).getAllByText('New India Assurance, Mumbai').length).toBeGreaterThan(0);
    expect(
      within(within(insurer as HTMLElement).getByRole('table', { name: 'Totals' })).getByRole('row', {
        name: 'Insurer pays ₹8,496.00',
      }),
    ).toBeTruthy();
    expect(within(customer as HTMLElement).getAllByText('Asha Rao').length).toBeGreaterThan(0);
    expect(
      within(within(customer as HTMLElement).getByRole('table', { name: 'Totals' })).getByRole('row', {
        name: 'Customer pays ₹4,411.00',
      }),
    ).toBeTruthy();
  });

  it('an order with no other open invoice prints this one alone and says so; a refused fetch shows the server’s words', async () => {
    stubServer(() =>
      jsonResponse(200, { WOId: ORDER, Items: [customerInvoice, { ...insurerInvoice, Sts: 'Cancelled' }] }),
    );
    const { unmount } = renderWithProviders(<InvoicePrintMenu invoice={customerInvoice} />, session);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Insurance + Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tax Invoice INV/2627/00007 - Insurance + Customer' });
    expect(within(dialog).getByText(InvoicePrintTexts.alone(false))).toBeTruthy();
    unmount();
    stubServer(() => jsonResponse(404, { errorCode: 404, message: 'This repair order was not found.' }));
    renderWithProviders(<InvoicePrintMenu invoice={customerInvoice} />, session);
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Insurance | Customer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This repair order was not found.');
  });

  it('a direct invoice: the combined variants are not offered, and the menu says why; nothing is fetched', async () => {
    const sent = stubServer(() => jsonResponse(404, {}));
    const { WOId: _order, WONum: _num, ...direct } = customerInvoice;
    renderWithProviders(<InvoicePrintMenu invoice={direct} />, session);
    const menu = await openMenu();
    const disabled = (name: string) =>
      within(menu).getByRole('menuitem', { name }).getAttribute('aria-disabled') === 'true' ||
      within(menu).getByRole('menuitem', { name }).hasAttribute('disabled');
    expect(disabled('Insurance + Customer')).toBe(true);
    expect(disabled('Insurance | Customer')).toBe(true);
    expect(disabled('With Tax')).toBe(false);
    expect(within(menu).getByRole('note').textContent).toBe(InvoicePrintTexts.directInvoice);
    expect(sent).toEqual([]);
  });

  it('a credit note prints With Tax', async () => {
    renderWithProviders(<CreditNotePrintButton creditNote={creditNote} />, session);
    fireEvent.click(screen.getByRole('button', { name: 'Print credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit Note CN/2627/00002 - With Tax' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
