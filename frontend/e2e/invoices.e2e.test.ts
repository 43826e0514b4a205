import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserJourney } from './browser';

/**
 * Browser end-to-end, in Chromium against the full local stack
 * and the demo data: the completed demo repair order ('AC not cooling') is
 * invoiced by the cashier, who approves the drafts, takes a part payment (Partial),
 * then the rest by UPI (Closed), prints the invoice and issues a credit note;
 * the GSTR-1 view of the month shows the invoice and the note.
 *
 * The cashier reads repair orders and may generate their invoices (Invoice C or U,
 * shared/service/action-rights.ts).
 *
 * One journey in steps: each step is its own test, so a failure names the step,
 * and the steps after a failed one are skipped (they need what it makes).
 */
const appUrl = inject('appUrl');
const journey = browserJourney(appUrl);
const { step } = journey;
let cashier: Page | undefined;

/** What the journey has made so far. */
const made: { orderNum?: string; draftIds?: string[]; invoices: { id: string; num: string }[]; creditNote?: string } = {
  invoices: [],
};
/** A person's page, logged in and on Basic/Home. */
const loggedIn = async (username: string): Promise<Page> => (await journey.loggedIn(username)).page;

type InvoiceJson = { _id: string; Num: string; Sts: string; Totals: { Due: number; GrandTotal: number } };

/** Clicks an invoice action and answers the server's answer. */
async function act(page: Page, name: string): Promise<unknown> {
  const button = page.getByRole('toolbar', { name: 'Invoice actions' }).getByRole('button', { name, exact: true });
  await button.waitFor();
  const answer = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      /\/api\/Accounting\/Invoices\/[0-9A-Z]{26}\/\w+$/.test(new URL(r.url()).pathname),
  );
  await button.click();
  const response = await answer;
  expect(response.status(), `${name} answered ${response.status()}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** The invoice's status as its screen shows it. */
const statusOf = (page: Page) => page.locator('.kk-status-badge').first();

/** Takes a payment from the invoice's Accept Payment: `amount` (default: the due the form starts with), by `type`. */
async function acceptPayment(
  page: Page,
  invoiceId: string,
  type: string,
  amount?: (due: number) => number,
  ref?: string,
): Promise<void> {
  await page.goto(`${appUrl}/Accounting/Invoice/${invoiceId}`);
  await page.getByRole('toolbar', { name: 'Invoice actions' }).getByRole('button', { name: 'Accept Payment' }).click();
  await page.waitForURL(/\/Accounting\/ReceivePayment\/New\?Inv=/);
  const amountBox = page.getByRole('textbox', { name: 'Amount received' });
  // The form starts with the invoice's due, applied to it.
  await expect.poll(() => amountBox.inputValue(), { timeout: 15_000 }).not.toBe('');
  const due = Number(await amountBox.inputValue());
  if (amount) await amountBox.fill(String(amount(due)));
  await page.getByLabel('Payment type').selectOption(type);
  if (ref) await page.getByRole('textbox', { name: /^Reference/ }).fill(ref);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/Accounting/Payments',
  );
  await page.getByRole('button', { name: 'Save payment' }).click();
  const response = await answer;
  expect(response.status(), `payment answered ${response.status()}: ${await response.text()}`).toBe(200);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  await page.waitForURL((url) => url.pathname === `/Accounting/Invoice/${invoiceId}`);
}

describe('invoices, payments and credit notes in the browser', () => {
  step('the cashier invoices the completed demo repair order', async () => {
    cashier = await loggedIn('cashier');
    const page = cashier;
    await page.goto(`${appUrl}/Service/WODashboard?Sts=Completed`);
    // The demo's completed order is five days old: the oldest Completed row (newest first), below any an earlier journey completed today.
    const row = page.getByTestId('dashboard-row').filter({ hasText: 'Completed' }).last();
    await row.waitFor();
    made.orderNum = ((await row.getByRole('link').first().textContent()) ?? '').trim();
    expect(made.orderNum).toMatch(/^WO\//);
    await row.getByRole('link').first().click();
    await page.waitForURL(/\/Service\/WorkOrder\/[0-9A-Z]{26}/);
    const button = page
      .getByRole('toolbar', { name: 'Document actions' })
      .getByRole('button', { name: 'Generate Invoice' });
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/GenerateInvoice$/.test(new URL(r.url()).pathname),
    );
    await button.click();
    const response = await answer;
    expect(response.status(), `GenerateInvoice answered ${response.status()}: ${await response.text()}`).toBe(200);
    // The order answers with the drafts it made: the customer's (InvId), and all of them (InvIds).
    const order = (await response.json()) as { Sts: string; InvId?: string; InvIds?: string[] };
    expect(order.Sts).toBe('Closed');
    made.draftIds = order.InvIds ?? (order.InvId ? [order.InvId] : []);
    expect(made.draftIds.length).toBeGreaterThanOrEqual(1);
  });

  step('the cashier finds the draft on the invoice dashboard and approves it', async () => {
    const page = cashier!;
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Invoices', exact: true })
      .click();
    await page.waitForURL(/\/Accounting\/Invoices/);
    await page
      .getByRole('group', { name: 'Status' })
      .getByRole('button', { name: /^Draft/ })
      .click();
    // Each draft is on the Draft tab; its number cell says Draft and opens it.
    // A retry of this step starts from the drafts the first attempt left.
    const ids = (made.draftIds ?? []).filter((id) => !made.invoices.some((i) => i.id === id));
    for (const id of ids)
      await page.getByTestId('invoice-row').locator(`a[href="/Accounting/Invoice/${id}"]`).waitFor();
    await page.getByTestId('invoice-row').locator(`a[href="/Accounting/Invoice/${ids[0]}"]`).click();
    await page.waitForURL((url) => url.pathname === `/Accounting/Invoice/${ids[0]}`);
    for (const id of ids) {
      await page.goto(`${appUrl}/Accounting/Invoice/${id}`);
      const approved = (await act(page, 'Approve')) as InvoiceJson;
      expect(approved.Sts).toBe('Unpaid');
      // Numbers are at most 14 characters in the default series: INV/2627/00001.
      expect(approved.Num).toMatch(/^[A-Z0-9/-]{1,14}$/);
      await page.getByRole('heading', { name: `Invoice ${approved.Num}` }).waitFor();
      made.invoices.push({ id, num: approved.Num });
    }
    expect(made.invoices.length).toBeGreaterThanOrEqual(1);
  });

  step('takes a part payment in cash: the invoice is Partial', async () => {
    const page = cashier!;
    const invoice = made.invoices[0]!;
    // Half the due, in whole rupees.
    await acceptPayment(page, invoice.id, 'Cash', (due) => Math.floor(due / 2));
    await expect.poll(() => statusOf(page).textContent(), { timeout: 15_000 }).toBe('Partial');
    await page.getByRole('region', { name: 'Payments' }).getByText('Cash').waitFor();
  });

  step('takes the rest by UPI: the invoice is Closed', async () => {
    const page = cashier!;
    const invoice = made.invoices[0]!;
    await acceptPayment(page, invoice.id, 'UPI', undefined, 'UPI-E2E-0001');
    await expect.poll(() => statusOf(page).textContent(), { timeout: 15_000 }).toBe('Closed');
    await expect
      .poll(async () => page.getByRole('region', { name: 'Totals' }).getByRole('status', { name: 'Due' }).textContent())
      .toBe('₹0.00');
  });

  step('prints the invoice and downloads its PDF', async () => {
    const page = cashier!;
    const invoice = made.invoices[0]!;
    await page.goto(`${appUrl}/Accounting/Invoice/${invoice.id}`);
    await page.getByRole('button', { name: 'Print invoice' }).click();
    await page.getByRole('menuitem').first().click();
    const sheet = page.getByRole('dialog', { name: invoice.num });
    await sheet.waitFor();
    await sheet.getByText(invoice.num).first().waitFor();
    const download = page.waitForEvent('download');
    await sheet.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/i);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await sheet.getByRole('button', { name: 'Close', exact: true }).click();
  });

  step('issues a credit note on the closed invoice', async () => {
    const page = cashier!;
    const invoice = made.invoices[0]!;
    await page.goto(`${appUrl}/Accounting/Invoice/${invoice.id}`);
    await page
      .getByRole('toolbar', { name: 'Invoice actions' })
      .getByRole('button', { name: 'Credit Note', exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Goodwill discount after the AC repair');
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/CreditNote$/.test(new URL(r.url()).pathname),
    );
    await dialog.getByRole('button', { name: 'Issue credit note' }).click();
    const response = await answer;
    expect(response.status(), `CreditNote answered ${response.status()}: ${await response.text()}`).toBe(200);
    const note = (await response.json()) as { CreditNote: { Num: string } };
    made.creditNote = note.CreditNote.Num;
    await dialog.getByText(`Credit note ${made.creditNote} issued.`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('region', { name: 'Credit notes' }).getByText(made.creditNote).waitFor();
  });

  step("the month's GSTR-1 shows the invoice and the credit note", async () => {
    // GSTR-1 is report 401: the owner reads it (the cashier has no reports).
    const page = await loggedIn('owner');
    // The invoice and the note are dated today in the branch's time zone.
    const period = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);
    await page.goto(`${appUrl}/reports/GSTR1?Period=${period}&Section=doc_issue`);
    const sections = page.getByRole('table', { name: `Sections of the return for ${period}` });
    await sections.waitFor({ timeout: 20_000 });
    // The documents-issued summary lists the invoice series and the credit-note series up to ours.
    const docs = page.getByRole('region', { name: 'Documents issued' });
    await docs.getByText(made.invoices.at(-1)!.num).first().waitFor();
    await docs.getByText(made.creditNote!).first().waitFor();
    // The invoice's taxable value is in a section of outward supplies, the note's in a credit-note section or netted in B2C small.
    const counted = await sections
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((r) => [r.children[0]?.textContent ?? '', Number(r.children[1]?.textContent ?? '0')] as const),
      );
    expect(counted.filter(([, n]) => n > 0).length, JSON.stringify(counted)).toBeGreaterThanOrEqual(2);
  });
});
