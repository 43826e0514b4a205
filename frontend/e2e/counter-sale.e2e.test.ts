import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserJourney, type BrowserSession } from './browser';

/**
 * The counter sale in Chromium against the full local stack (docs/sales.md §6),
 * as the demo owner in the workshop: at 1366 px a scanner types an oil filter's
 * code and Enter twice (one line of 2), the payment is split between cash and
 * UPI, Save & print shows the receipt on an 80 mm roll; at 390 px the same sale
 * of one fits the phone's width without sideways scrolling, its total in sight.
 */
const appUrl = inject('appUrl');
const journey = browserJourney(appUrl);
const { step, loggedIn } = journey;

/** A part of the workshop's opening stock (infra/local/seed/demo-inventory.ts): Oil filter - Swift, ₹320, GST 18%. */
const CODE = '16510M52R00';
const made: { total?: string } = {};
let owner: BrowserSession | undefined;

/** What a barcode scanner does: the code typed into the focused field, then Enter. */
async function scan(page: Page, code: string): Promise<void> {
  const field = page.getByLabel('Item code or name');
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toBe('');
}

async function saveSale(page: Page): Promise<{ Num: string; GrandTotal: number }> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/api/Accounting/SalesReceipts') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save & print' }).click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { Num: string; GrandTotal: number };
}

describe('the counter sale at 1366 px and 390 px', () => {
  step(
    'at 1366 px: a scanned code twice is one line of 2, the payment split, the receipt on an 80 mm roll',
    async () => {
      owner = await loggedIn('owner');
      const { page } = owner;
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${appUrl}/Accounting/salesreceipts/New`);
      await scan(page, CODE);
      await scan(page, CODE);
      const lines = page.getByRole('list', { name: 'Lines' });
      await expect.poll(() => lines.getByLabel('Qty').inputValue()).toBe('2');
      const total = page.getByLabel('Total', { exact: true });
      await expect.poll(() => total.textContent()).toMatch(/^₹7\d\d\.\d\d$/);
      made.total = (await total.textContent()) ?? '';
      await page.getByLabel('Payment 1 amount ₹').fill('500');
      await page.getByRole('button', { name: 'Split payment' }).click();
      await page.getByLabel('Payment 2 reference').fill('UPI-E2E-1');
      const saved = await saveSale(page);
      expect(`₹${saved.GrandTotal.toFixed(2)}`).toBe(made.total);
      await page.getByText(`Receipt ${saved.Num} saved.`).waitFor();
      const receipt = page.getByRole('article', { name: `Receipt ${saved.Num}` });
      await receipt.waitFor();
      // 80 mm at 96 dpi is about 302 px.
      const box = await receipt.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(280);
      expect(box?.width ?? 0).toBeLessThan(320);
      await page.getByRole('button', { name: 'Print A4' }).waitFor();
    },
  );

  step('at 390 px: the sale fits the width, its total in sight, and saves', async () => {
    const session = await loggedIn('owner');
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${appUrl}/Accounting/salesreceipts/New`);
    await scan(page, CODE);
    const total = page.getByLabel('Total', { exact: true });
    await expect.poll(() => total.textContent()).toMatch(/^₹3\d\d\.\d\d$/);
    await total.scrollIntoViewIfNeeded();
    expect(await total.isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    const saved = await saveSale(page);
    await page.getByText(`Receipt ${saved.Num} saved.`).waitFor();
  });
});
