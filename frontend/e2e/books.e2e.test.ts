import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserJourney } from './browser';

/**
 * The books in Chromium against the full local stack (docs/books.md), as the
 * demo owner at 1366 px: an expense paid in cash appears in the profit and loss
 * (its expenses grow by exactly its amount) and in the cash book (one payment
 * out, its narration); the receivables ageing shows the demo's unpaid invoices
 * with buckets that add up to the total owed.
 */
const appUrl = inject('appUrl');
const journey = browserJourney(appUrl);
const { step, loggedIn } = journey;

/** An amount no demo expense has, so the cash book's row is this one. */
const AMOUNT = '1234.56';
const NOTE = 'Tea and snacks for the floor (browser journey)';
let owner: Page | undefined;

/** '₹1,23,456.78' (or a negative) as paise. */
const paiseOf = (text: string | null): number => {
  const digits = (text ?? '').replace(/[^\d.-]/g, '');
  const [rupees = '0', paise = '0'] = digits.split('.');
  const sign = rupees.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(rupees)) * 100 + Number(paise.padEnd(2, '0').slice(0, 2)));
};

/** The profit and loss's "Total expenses" over the months shown (its last cell: the total, or the only month). */
async function totalExpenses(page: Page): Promise<number> {
  await page.goto(`${appUrl}/Accounting/ProfitAndLoss`);
  const table = page.getByRole('table', { name: 'Profit and loss' });
  const row = table.getByRole('row').filter({ hasText: 'Total expenses' });
  await row.waitFor();
  return paiseOf(await row.getByRole('cell').last().textContent());
}

describe('the books at 1366 px', () => {
  step('an expense paid in cash shows in the profit and loss and in the cash book', async () => {
    owner = (await loggedIn('owner')).page;
    const page = owner;
    await page.setViewportSize({ width: 1366, height: 900 });
    const before = await totalExpenses(page);

    await page.goto(`${appUrl}/expenses/expense/New`);
    const form = page.getByRole('form', { name: 'Expense' });
    const category = form.getByLabel('Category');
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1);
    await category.selectOption({ index: 1 });
    await form.getByLabel('Amount before GST').fill(AMOUNT);
    await form.getByLabel('Paid by').selectOption('Cash');
    await form.getByLabel('Description').fill(NOTE);
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname.endsWith('/api/Accounting/Expenses') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Record expense' }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    await page.getByText('Expense of ₹1,234.56 recorded.').waitFor();

    await expect.poll(() => totalExpenses(page), { timeout: 15_000 }).toBe(before + 123456);

    await page.goto(`${appUrl}/Accounting/CashBook?Acc=1000`);
    const entry = page.getByTestId('cash-book-row').filter({ hasText: NOTE });
    await entry.waitFor();
    await expect.poll(() => entry.textContent()).toContain('₹1,234.56');
  });

  step("the receivables ageing's buckets add up to the total owed, and a figure opens its invoices", async () => {
    const page = owner!;
    await page.goto(`${appUrl}/reports/receivables`);
    const rows = page.getByTestId('ageing-row');
    await rows.first().waitFor();
    const totals = page.locator('dl[aria-label="Totals"]');
    await totals.waitFor();
    // [label, figure] of each total: the age buckets ('0-30 days'…), then Credits (if any) and Total.
    const pairs = await totals
      .locator('div')
      .evaluateAll((divs) =>
        divs.map((d) => [d.querySelector('dt')?.textContent ?? '', d.querySelector('dd')?.textContent ?? '']),
      );
    const buckets = pairs
      .filter(([label]) => (label ?? '').endsWith('days'))
      .map(([, figure]) => paiseOf(figure ?? ''));
    const credits = paiseOf(pairs.find(([label]) => label === 'Credits')?.[1] ?? '0');
    const total = paiseOf(pairs.find(([label]) => label === 'Total')?.[1] ?? '');
    expect(buckets).toHaveLength(4);
    expect(total).toBeGreaterThan(0);
    // Credits (advances, notes on account) are shown as a negative figure that lowers the total.
    expect(buckets.reduce((s, p) => s + p, 0) + credits).toBe(total);
    // The first customer's total opens the invoices behind it, each linking to its invoice.
    await rows.first().getByRole('cell').last().getByRole('button').click();
    const behind = page.getByRole('region', { name: 'Invoices behind the figure' });
    await behind.getByTestId('ageing-invoice').first().waitFor();
    await expect.poll(() => behind.getByRole('link').first().getAttribute('href')).toMatch(/^\/Accounting\/Invoice\//);
  });

  step("a customer's statement opens from the ageing and downloads as a PDF", async () => {
    const page = owner!;
    await page.goto(`${appUrl}/reports/receivables`);
    const first = page.getByTestId('ageing-row').first();
    await first.waitFor();
    await first.getByRole('link').first().click();
    await page.waitForURL(/\/reports\/customerstatement\?/);
    await page.locator('dl[aria-label="Balances"]').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/i);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  step("the Tally file of the month holds the expense's voucher", async () => {
    const page = owner!;
    await page.goto(`${appUrl}/Accounting/TallyExport`);
    const form = page.getByRole('form', { name: 'Tally export' });
    await form.waitFor();
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xml$/i);
    const { readFile } = await import('node:fs/promises');
    const xml = (await readFile(await file.path())).toString();
    expect(xml).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
    expect(xml).toContain('1234.56');
  });
});
