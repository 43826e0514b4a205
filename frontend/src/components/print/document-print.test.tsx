import { buildPrintModel } from '@shared/documents/print';
import { printInput } from '@shared/documents/print/test/print-fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentPrint } from './document-print';

afterEach(cleanup);

const input = printInput();
const LOGO = 'blob:http://localhost/logo-1';

describe('DocumentPrint: a print-ready page', () => {
  it('shows the branch name, address, GSTIN and logo, the customer, and ₹ amounts with Indian grouping', () => {
    render(<DocumentPrint model={buildPrintModel(input, 'withTax')} logoUrl={LOGO} />);
    const sheet = screen.getByRole('article', { name: 'Estimate EST/2526/00042' });
    expect(within(sheet).getByRole('img', { name: 'Karkhana Motors, Indiranagar logo' })).toHaveProperty('src', LOGO);
    expect(within(sheet).getByText('GSTIN: 29ABCDE1234F1Z5')).toBeTruthy();
    expect(within(sheet).getByText('Bengaluru, Karnataka - 560038')).toBeTruthy();
    expect(within(sheet).getByText('रमेश कुमार शर्मा')).toBeTruthy();
    expect(within(sheet).getByText('1 Oct 2025')).toBeTruthy();
    const totals = within(sheet).getByRole('table', { name: 'Totals' });
    expect(within(totals).getByRole('row', { name: 'Total ₹18,439.57' })).toBeTruthy();
    expect(
      within(sheet).getByText('Rupees Eighteen Thousand Four Hundred Thirty Nine and Fifty Seven Paise Only'),
    ).toBeTruthy();
    const labour = within(sheet).getByRole('region', { name: 'Labour' });
    expect(within(labour).getByRole('columnheader', { name: 'CGST' })).toBeTruthy();
    expect(within(labour).getAllByRole('row')[1]?.textContent).toContain('₹1,416.00');
  });

  it('leaves the logo out when ShowLogo is off, and without a logo image', () => {
    const { unmount } = render(
      <DocumentPrint model={buildPrintModel(input, 'noTax', { ShowLogo: false })} logoUrl={LOGO} />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    render(<DocumentPrint model={buildPrintModel(input, 'noTax')} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('prints Copies sheets, each marked "Copy n of N", on the paper of PaperSize, with header, footer and signature line', () => {
    const { container } = render(
      <DocumentPrint
        model={buildPrintModel(input, 'noTax', {
          Copies: 2,
          PaperSize: 'A5',
          Header: 'Valid for 15 days',
          Footer: 'Thank you',
          ShowSignature: true,
        })}
      />,
    );
    const sheets = screen.getAllByRole('article');
    expect(sheets.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Estimate EST/2526/00042, Copy 1 of 2',
      'Estimate EST/2526/00042, Copy 2 of 2',
    ]);
    expect(within(sheets[1] as HTMLElement).getByText('Copy 2 of 2')).toBeTruthy();
    expect(within(sheets[0] as HTMLElement).getByText('Valid for 15 days')).toBeTruthy();
    expect(within(sheets[0] as HTMLElement).getByText('Thank you')).toBeTruthy();
    expect(within(sheets[0] as HTMLElement).getByText('Authorised Signatory')).toBeTruthy();
    expect(container.querySelector('.kk-print--a5')).not.toBeNull();
    expect(container.querySelector('style')?.textContent).toContain('size: A5');
  });

  it('Insurance | Customer shows both halves with their own totals', () => {
    render(<DocumentPrint model={buildPrintModel(input, 'insuranceSplitCustomer')} />);
    expect(
      within(screen.getByRole('region', { name: 'Insurance' })).getByRole('table', { name: 'Insurance totals' }),
    ).toBeTruthy();
    const customer = within(screen.getByRole('region', { name: 'Customer' })).getByRole('table', {
      name: 'Customer totals',
    });
    expect(within(customer).getByRole('row', { name: /^Customer pays ₹/ })).toBeTruthy();
  });

  it('the Technician Copy shows jobs, technicians and quantities, and not one rupee', () => {
    render(<DocumentPrint model={buildPrintModel({ ...input, kind: 'repairOrder' }, 'technician')} />);
    const sheet = screen.getByRole('article');
    expect(within(sheet).getAllByText('Ravi Kumar', { selector: 'td' })).toHaveLength(2);
    expect(within(sheet).getByRole('columnheader', { name: 'Qty' })).toBeTruthy();
    expect(sheet.textContent).not.toContain('₹');
    expect(within(sheet).queryByRole('table', { name: 'Totals' })).toBeNull();
  });

  it('says so when the variant leaves nothing to print', () => {
    const document = {
      ...input.document,
      Parts: [],
      Ops: [{ _id: 'EO1', Desc: 'Wash', Pr: 300, PBy: 'Cus' as const, TCode: 106 }],
    };
    const model = buildPrintModel(
      { ...input, document, calculation: { ...input.calculation, lines: [] } },
      'insuranceOnly',
    );
    render(<DocumentPrint model={model} />);
    expect(screen.getByText('There is nothing to print in this variant.')).toBeTruthy();
  });
});
