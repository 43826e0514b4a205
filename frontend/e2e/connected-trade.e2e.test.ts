import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { DEMO_WORKSHOP_STOCK } from '../../infra/local/seed/demo-inventory';
import { DEMO_VENDOR_STOCK } from '../../infra/local/seed/seed-demo-vendor-stock';
import { browserJourney, type BrowserSession } from './browser';
import { pick } from './combobox';

/**
 * A connected trade in two browsers (issue 28, docs/connectx.md): the workshop's owner at
 * 1366 px orders two parts Bharat Auto Parts stocks and sends the order on Karkhana; Bharat's
 * owner at 390 px finds it among the orders received as a sales order, approves it, packs,
 * ships and delivers it, invoices it and sends the invoice on Karkhana; the workshop receives
 * the goods, finds the vendor's invoice as a draft bill on its orders sent, and saves it as
 * the bill: the vendor's invoice number and the same ₹ total on both sides. Each side sees
 * the other's status on its ConnectX list along the way.
 */
const appUrl = inject('appUrl');
const { step, loggedIn } = browserJourney(appUrl);
const VENDOR = DEMO_VENDOR_STOCK.vendor.Name;
/** Two of the workshop's main-stores parts: Bharat's godown holds the same (seed-demo-vendor-stock.ts). */
const PARTS = (DEMO_WORKSHOP_STOCK.find((b) => b.warehouseCode === 'MS')?.lines ?? []).slice(0, 2).map((l) => l.part);
if (PARTS.length < 2) throw new Error('The demo stock has fewer than two main-stores parts');
const QTY = ['2', '3'];

let workshop: BrowserSession | undefined;
let bharat: BrowserSession | undefined;
const errors: string[] = [];
const made: { poId?: string; poNum?: string; soNum?: string; invoiceNum?: string; invoiceTotal?: string } = {};

/** The screen's title once the document opened saved: '<number> · <status>'. */
const titled = (page: Page, status: string) =>
  page
    .locator('.kk-screen__title')
    .filter({ hasText: new RegExp(`· ${status}$`) })
    .waitFor({ timeout: 20_000 });

/** A ConnectX list's row (a table row at 1366 px, a card at 390 px) of a document number, polled until it says `text`. */
async function rowSays(page: Page, path: string, testId: string, num: string, text: RegExp): Promise<Locator> {
  const row = page.getByTestId(testId).filter({ hasText: num });
  await expect
    .poll(
      async () => {
        await page.goto(`${appUrl}${path}`);
        await page.getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle');
        return (await row.count()) > 0 ? await row.first().innerText() : '(no row)';
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toMatch(text);
  return row.first();
}

/** Nothing at 390 px runs off the side. */
const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= 390);

describe('a connected trade: the workshop’s order, Bharat’s sales order, delivery, invoice, the workshop’s bill', () => {
  step('the workshop orders two parts from Bharat Auto Parts and sends the order on Karkhana', async () => {
    workshop = await loggedIn('owner');
    const { page } = workshop;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${appUrl}/PurchaseOrder/PurchaseOrder/New`);
    await pick(page, page.getByRole('combobox', { name: 'Vendor' }), 'Bharat', /Bharat Auto Parts/);
    for (const [i, part] of PARTS.entries()) {
      if (i > 0) await page.getByRole('button', { name: 'Add line' }).click();
      const line = page.getByRole('group', { name: `Line ${i + 1}` });
      await pick(page, line.getByRole('combobox', { name: `Item ${i + 1}` }), part.Desc, new RegExp(part.PCode));
      await line.getByLabel('Quantity').fill(QTY[i]!);
      await line.getByLabel('Rate (₹, before GST)').fill('100');
    }
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL(/\/PurchaseOrder\/PurchaseOrder\/[0-9A-Z]{26}$/);
    made.poId = page.url().split('/').pop();
    await titled(page, 'Draft');
    made.poNum = (await page.locator('.kk-screen__title').innerText()).split(' · ')[0];

    await page.getByRole('button', { name: `Send to ${VENDOR} on Karkhana` }).click();
    // Sent: ConnectX's orders sent opens, the order delivered as Bharat's New sales order.
    await page.waitForURL(/\/ConnectX\/Sent$/);
    const row = await rowSays(page, '/ConnectX/Sent', 'cx-sent-row', made.poNum!, /SO\/\d+\/\d+\s*New/);
    expect(await row.innerText()).toContain('Delivered');
    made.soNum = /(SO\/\d+\/\d+)/.exec(await row.innerText())?.[1];
  });

  step('Bharat at 390 px finds the order received, approves, packs, ships, delivers and invoices it', async () => {
    bharat = await loggedIn('owner', DEMO_VENDOR_STOCK.vendor.Domain);
    const { page } = bharat;
    page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
    page.on('console', (m) => {
      if (m.type() === 'error')
        void Promise.all(m.args().map((a) => a.jsonValue())).then((v) => errors.push(JSON.stringify(v)));
    });
    await page.setViewportSize({ width: 390, height: 844 });
    // The workshop's status of its order: Sent.
    const card = await rowSays(
      page,
      '/ConnectX/Received',
      'cx-received-card',
      made.soNum!,
      new RegExp(`${made.poNum}\\s*Sent`),
    );
    expect(await fitsPhone(page)).toBe(true);
    await card.getByRole('link', { name: made.soNum! }).click();
    await page.waitForURL(/\/SalesOrder\/SO\/[0-9A-Z]{26}$/);
    const soUrl = page.url();
    await page.getByRole('toolbar', { name: 'Sales Order actions' }).getByRole('button', { name: 'Approve' }).click();
    const fulfilment = page.getByRole('region', { name: 'Fulfilment' });
    await fulfilment.getByRole('button', { name: 'New package' }).click();

    // Everything left to pack, from the godown (the branch's main warehouse).
    const pack = page.getByRole('form', { name: 'Pack' });
    await pack.getByRole('button', { name: 'Pack' }).click();
    await page.waitForURL(/\/SalesOrder\/Package\/[0-9A-Z]{26}$/);
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    await page.getByLabel('Carrier').fill('Peenya Transport');
    await page.getByRole('button', { name: 'Ship package' }).click();
    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    await page.getByRole('button', { name: 'Delivered', exact: true }).waitFor({ state: 'detached' });
    expect(await fitsPhone(page)).toBe(true);
    // The workshop's list reads Bharat's sales order as it is now.
    await rowSays(
      workshop!.page,
      '/ConnectX/Sent',
      'cx-sent-row',
      made.poNum!,
      new RegExp(`${made.soNum}\\s*Delivered`),
    );

    await page.goto(soUrl);
    await fulfilment.getByRole('button', { name: 'Create invoice' }).click();
    await page.getByRole('form', { name: 'Create invoice' }).getByRole('button', { name: 'Create invoice' }).click();
    await page.waitForURL(/\/Accounting\/Invoice\/[0-9A-Z]{26}$/);
    const grand = page.getByRole('status', { name: 'Grand total' }).first();
    await grand.waitFor({ timeout: 20_000 }).catch(async (error: unknown) => {
      throw new Error(
        `no grand total; the screen shows: ${await page.locator('body').innerText()}; errors: ${errors.join(' || ')}`,
        { cause: error },
      );
    });
    await expect.poll(() => grand.textContent()).toMatch(/^₹[\d,]+\.\d\d$/);
    made.invoiceTotal = (await grand.textContent()) ?? '';
  });

  step('Bharat sends the invoice on Karkhana from the orders received', async () => {
    const { page } = bharat!;
    const card = await rowSays(
      page,
      '/ConnectX/Received',
      'cx-received-card',
      made.soNum!,
      /Send INV\/\S+ on Karkhana/,
    );
    const send = card.getByRole('button', { name: /^Send INV\/\S+ on Karkhana$/ });
    made.invoiceNum = /Send (\S+) on Karkhana/.exec((await send.innerText()) ?? '')?.[1];
    await send.click();
    await rowSays(page, '/ConnectX/Received', 'cx-received-card', made.soNum!, new RegExp(`${made.invoiceNum} · sent`));
    expect(await fitsPhone(page)).toBe(true);
  });

  step('the workshop receives the goods, sees Bharat’s status and its invoice as a draft bill', async () => {
    const { page } = workshop!;
    await page.goto(`${appUrl}/PurchaseOrder/PurchaseOrder/${made.poId}`);
    await titled(page, 'Sent');
    await page.getByRole('link', { name: 'Receive', exact: true }).click();
    for (const [i, part] of PARTS.entries())
      expect(await page.getByLabel(`Quantity of ${part.Desc}`).inputValue()).toBe(QTY[i]);
    await page.getByLabel("Vendor's challan or invoice number").fill('BAP-DC-28');
    await page.getByRole('button', { name: 'Receive', exact: true }).click();
    await titled(page, 'Received');

    // Bharat's sales order as Bharat left it, and its invoice arrived as a draft bill.
    const row = await rowSays(page, '/ConnectX/Sent', 'cx-sent-row', made.poNum!, new RegExp(`${made.invoiceNum} → `));
    expect(await row.innerText()).toMatch(new RegExp(`${made.soNum}\\s*Invoiced`));
    await row.getByRole('link', { name: /Draft/ }).click();
    await page.waitForURL(/\/Bills\/Bill\/[0-9A-Z]{26}$/);
    await page.getByRole('form', { name: 'Draft bill' }).waitFor();
    expect(await page.getByLabel("Vendor's bill number").inputValue()).toBe(made.invoiceNum);
  });

  step('the workshop saves the draft as the bill: the vendor’s invoice number and Bharat’s total', async () => {
    const { page } = workshop!;
    await page.getByRole('button', { name: 'Save as bill' }).click();
    await titled(page, 'Unpaid');
    await page.getByText(`bill ${made.invoiceNum} of `).waitFor();
    expect(await page.locator('dt:text-is("Total") + dd').innerText()).toBe(made.invoiceTotal);

    // Bharat sees the workshop's order received.
    await rowSays(
      bharat!.page,
      '/ConnectX/Received',
      'cx-received-card',
      made.soNum!,
      new RegExp(`${made.poNum}\\s*(Received|Billed)`),
    );
  });
});
