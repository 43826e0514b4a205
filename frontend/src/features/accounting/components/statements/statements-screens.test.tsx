import type { UserAndEntity } from '@shared/api/routes/iam';
import { StatementMessages } from '@shared/books/party-statement-messages';
import type { StatementAnswer } from '@shared/books/party-statement';
import type { PayablesAnswer } from '@shared/books/payables';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../../../components/toast/toast-store';
import { renderRoutes } from '../../../../components/testing/render';
import { accountingScreens } from '../../routes/screens';
import { accountantSession, ok, refuse, SLOW, stubServer, type Sent } from '../../testing/accounting-test-kit';
import { buildStatementPrintModel } from './statement-print';

/**
 * Payables ageing and the customer and vendor statements (docs/books.md
 * §6.9–6.10) against the fake server: ₹ with Indian grouping, the bills behind
 * a figure, each vendor's statement a link away, a reversed range refused
 * before asking, and the PDF handed to the share sheet (or downloaded).
 */

const pdf = vi.hoisted(() => ({ blob: vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })) }));
vi.mock('../../../../components/print/pdf/pdf-runtime', () => ({ pdfBlob: pdf.blob, savePdf: vi.fn() }));
const saved = vi.hoisted(() => ({ saveFile: vi.fn() }));
vi.mock('../../../../lib/save-file', () => saved);

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}
function renderStatements(at: string, session: UserAndEntity = accountantSession()) {
  return renderRoutes(
    [
      { path: '/reports/payables', Component: accountingScreens.payablesAgeing.Component },
      { path: '/reports/receivables', Component: accountingScreens.receivablesAgeing.Component },
      { path: '/reports/customerstatement', Component: accountingScreens.customerStatement.Component },
      { path: '/reports/vendorstatement', Component: accountingScreens.vendorStatement.Component },
      { path: '*', Component: Elsewhere },
    ],
    at,
    session,
  );
}

let sent: Sent[];
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  saved.saveFile.mockClear();
});

const PAYABLES: PayablesAnswer = {
  AsOf: '2026-11-28',
  Basis: 'Due',
  Buckets: ['0-30', '31-60', '61-90', '90+'],
  Rows: [{ Party: 'V#V1', Name: 'Asha Auto Spares', Buckets: [0, 68_000, 0, 0], CreditsP: -70_500, TotalP: -2_500 }],
  Totals: { Buckets: [0, 68_000, 0, 0], CreditsP: -70_500, TotalP: -2_500 },
  Bills: [
    {
      Id: 'B1',
      Num: 'BILL/2627/1',
      VendBillNo: 'AS/101',
      Party: 'V#V1',
      Name: 'Asha Auto Spares',
      BillDate: '2026-10-14',
      DueDate: '2026-10-14',
      DueP: 68_000,
      Bucket: '31-60',
    },
  ],
  Credits: [
    { Id: 'P2', Num: 'VPAY/2627/2', Party: 'V#V1', Name: 'Asha Auto Spares', Date: '2026-11-28', AmtP: 70_500 },
  ],
  ControlP: -2_500,
};

describe('reports/payables', () => {
  it('shows each vendor by age with advances; a figure lists the bills behind it; the vendor opens their statement', async () => {
    sent = stubServer(({ path }) => (path === 'Accounting/Reports/PayablesAgeing' ? ok(PAYABLES) : undefined));
    renderStatements('/reports/payables');
    const table = await screen.findByRole('table', { name: 'Payables ageing' }, SLOW);
    const row = within(table).getByTestId('payables-row');
    expect(within(row).getByText('-₹705.00')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '₹680.00' }));
    const behind = await screen.findByRole('region', { name: 'Bills behind the figure' });
    expect(within(behind).getByRole('link', { name: 'BILL/2627/1' }).getAttribute('href')).toBe('/Bills/Bill/B1');
    fireEvent.click(screen.getByLabelText('Bill date'));
    await waitFor(() =>
      expect(sent.some((s) => s.path === 'Accounting/Reports/PayablesAgeing' && s.query?.Basis === 'Bill')).toBe(true),
    );
    expect(within(row).getByRole('link', { name: 'Asha Auto Spares' }).getAttribute('href')).toBe(
      '/reports/vendorstatement?VendId=V1',
    );
  });
});

const STATEMENT: StatementAnswer = {
  Kind: 'Vendor',
  Party: 'V#V1',
  Contact: { Name: 'Asha Auto Spares', Ph: '9811100077', Addr: { Ct: 'Mysuru', St: '29' } },
  Branch: { Name: 'Karkhana Motors', GSTIN: '29AAACK1234F1Z5' },
  From: '2026-04-01',
  To: '2026-11-28',
  OpeningP: 0,
  Lines: [
    {
      Date: '2026-10-14',
      Kind: 'Bill',
      Label: 'Bill',
      DocId: 'B1',
      Num: 'BILL/2627/1',
      Step: 'P',
      DebitP: 0,
      CreditP: 1_18_000_00,
      BalanceP: 1_18_000_00,
    },
    {
      Date: '2026-11-28',
      Kind: 'BillPayment',
      Label: 'Payment made',
      DocId: 'P1',
      Num: 'VPAY/2627/1',
      Step: 'P',
      DebitP: 50_000,
      CreditP: 0,
      BalanceP: 1_17_500_00,
    },
  ],
  TotalDebitP: 50_000,
  TotalCreditP: 1_18_000_00,
  ClosingP: 1_17_500_00,
  ByAccount: [{ Acc: 2000, ClosingP: 1_17_500_00 }],
};

describe('reports/vendorstatement and reports/customerstatement', () => {
  it('lists the entries with the running balance in ₹ with Indian grouping, and shares the PDF', async () => {
    sent = stubServer(({ path }) => (path === 'Accounting/Reports/VendorStatement' ? ok(STATEMENT) : undefined));
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    renderStatements('/reports/vendorstatement?VendId=V1&From=2026-04-01&To=2026-11-28');
    const table = await screen.findByRole('table', { name: 'Statement of account' }, SLOW);
    const rows = within(table).getAllByTestId('statement-row');
    expect(within(rows[0] as HTMLElement).getAllByText('₹1,18,000.00')).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('₹1,17,500.00')).toBeTruthy();
    expect(screen.getByTestId('closing-balance').textContent).toBe('₹1,17,500.00');
    expect(screen.getByText('Balance payable')).toBeTruthy();
    expect(sent.find((s) => s.path === 'Accounting/Reports/VendorStatement')?.query).toMatchObject({
      VendId: 'V1',
      From: '2026-04-01',
      To: '2026-11-28',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const shared = (share.mock.calls[0] as unknown as [{ files: File[] }])[0].files[0];
    expect(shared?.name).toBe('Statement-Asha-Auto-Spares-2026-04-01-to-2026-11-28.pdf');
    expect(shared?.type).toBe('application/pdf');
    expect(saved.saveFile).not.toHaveBeenCalled();
  });

  it('downloads the PDF where the browser cannot share files', async () => {
    stubServer(({ path }) => (path === 'Accounting/Reports/VendorStatement' ? ok(STATEMENT) : undefined));
    vi.stubGlobal('navigator', { ...navigator, share: undefined, canShare: undefined });
    renderStatements('/reports/vendorstatement?VendId=V1&From=2026-04-01&To=2026-11-28');
    await screen.findByRole('table', { name: 'Statement of account' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(saved.saveFile).toHaveBeenCalledTimes(1));
    expect(saved.saveFile.mock.calls[0]?.[1]).toBe('Statement-Asha-Auto-Spares-2026-04-01-to-2026-11-28.pdf');
  });

  it('says so when From is after To, without asking the server', async () => {
    sent = stubServer(() => undefined);
    renderStatements('/reports/customerstatement?Party=C%23C1&From=2026-11-28&To=2026-11-01');
    expect(await screen.findByText(StatementMessages.rangeReversed, {}, SLOW)).toBeTruthy();
    expect(sent.some((s) => s.path === 'Accounting/Reports/CustomerStatement')).toBe(false);
  });

  it('shows the server’s refusal of an unknown customer', async () => {
    sent = stubServer(({ path }) =>
      path === 'Accounting/Reports/CustomerStatement' ? refuse(404, StatementMessages.customerNotFound) : undefined,
    );
    renderStatements('/reports/customerstatement?Party=C%23NOPE&From=2026-11-01&To=2026-11-28');
    expect(await screen.findByText(StatementMessages.customerNotFound, {}, SLOW)).toBeTruthy();
    expect(sent.find((s) => s.path === 'Accounting/Reports/CustomerStatement')?.query?.Party).toBe('C#NOPE');
  });
});

describe('reports/receivables', () => {
  it('opens each customer’s or insurer’s statement from their name', async () => {
    stubServer(({ path }) =>
      path === 'Accounting/Reports/ReceivablesAgeing'
        ? ok({
            ...PAYABLES,
            Basis: 'Due',
            Rows: [{ ...PAYABLES.Rows[0], Party: 'I#INS1', Name: 'New India Assurance' }],
            Invoices: [],
            Credits: [],
          })
        : undefined,
    );
    renderStatements('/reports/receivables');
    const table = await screen.findByRole('table', { name: 'Receivables ageing' }, SLOW);
    expect(within(table).getByRole('link', { name: 'New India Assurance' }).getAttribute('href')).toBe(
      '/reports/customerstatement?Party=I%23INS1',
    );
  });
});

describe('the statement PDF model', () => {
  it('prints the opening row, each entry and the closing balance in words', () => {
    const model = buildStatementPrintModel(STATEMENT, { PaperSize: 'Thermal80' }, false);
    expect(model.paperSize).toBe('A4');
    expect(model.customer.map((f) => f.label)).toEqual(['Vendor', 'Address', 'Phone']);
    const rows = model.sections[0]?.rows ?? [];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ cells: { desc: 'Opening balance', balance: '₹0.00' } });
    expect(rows[1]).toMatchObject({ cells: { desc: 'Bill · BILL/2627/1', credit: '₹1,18,000.00' } });
    expect(model.totals.at(-1)).toMatchObject({ label: 'Balance payable', value: '₹1,17,500.00', strong: true });
  });
});
