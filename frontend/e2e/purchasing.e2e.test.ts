import { SEED_PARTS } from '@shared/catalogue/seed/index';
import type { Page, Response } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserJourney, type BrowserSession } from './browser';
import { pick } from './combobox';

/**
 * The buying side in Chromium at 1366 px against the full local stack (issue 27's
 * journey, docs/purchasing-journey.md): the demo's repair order WO/2627/00001 is
 * short of its shock absorber (a New requested part); the owner raises a parts
 * order for it to Deccan Tyres & Batteries, marks it sent and receives it (the
 * request turns Received); the vendor's bill from that receive adds freight; a
 * payment on Payments Made pays it in full; the vendor's balance is ₹0.00, and
 * the shock absorber's stock value rose by exactly the receive's value plus the
 * freight share, to the paisa.
 */
const appUrl = inject('appUrl');
const journey = browserJourney(appUrl);
const { step, loggedIn } = journey;
const WIDTH = { width: 1366, height: 900 };
const ORDER = 'WO/2627/00001';
const VENDOR = 'Deccan Tyres & Batteries';
/** The demo's repair orders take part n × 40 of the catalogue; WO/2627/00001's second part is n = 3 (seed-demo-documents.ts). */
const PART = SEED_PARTS[120];
if (!PART) throw new Error('The system catalogue has no part 120');
const RATE = '1499.50';
const FREIGHT = '123.45';

let owner: BrowserSession | undefined;
const made: { orderId?: string; vendId?: string; whName?: string; receiveValueP?: number; duePaise?: number } = {};
let before: { onHand: number; valueP: number } | undefined;

/** '₹4,012.80' → 401280 paise; '11 NOS' → 11. Integer maths on the screen's own figures. */
const paiseOf = (text: string): number => Math.round(Number(text.replace(/[₹,\s]/g, '')) * 100);
const unitsOf = (text: string): number => Number(text.trim().split(/\s+/)[0]?.replace(/,/g, '') || 0);

const answerOf = (page: Page, method: string, path: RegExp): Promise<Response> =>
  page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname));

/** Clicks the form's button and answers the call it makes; a form that never sends says what it shows instead. */
async function submitted(page: Page, button: string, method: string, path: RegExp): Promise<Response> {
  const answer = answerOf(page, method, path);
  await page.getByRole('button', { name: button, exact: true }).click();
  try {
    return await answer;
  } catch (error) {
    const shown = await page.locator('.amplify-alert, .amplify-field__error-message').allInnerTexts();
    throw new Error(`${button} sent nothing; the screen shows: ${shown.join(' | ') || '(no message)'}`, {
      cause: error,
    });
  }
}

async function okJson<T>(response: Response): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The part's row in a warehouse on the stock list (items/inventory): on hand and value; none is 0 / 0. */
async function shelf(page: Page, warehouse: string): Promise<{ onHand: number; valueP: number }> {
  await page.goto(`${appUrl}/items/inventory`);
  await page.getByRole('button', { name: warehouse, exact: true }).click();
  await page.waitForLoadState('networkidle');
  const row = page.getByRole('row').filter({ hasText: PART!.PCode }).filter({ hasText: warehouse });
  if ((await row.count()) === 0) return { onHand: 0, valueP: 0 };
  const cells = await row.first().getByRole('cell').allInnerTexts();
  // Code, item, warehouse, on hand, reserved, available, average cost, value.
  return { onHand: unitsOf(cells[3] ?? ''), valueP: paiseOf(cells[7] ?? '') };
}

async function openOrder(page: Page): Promise<void> {
  await page.goto(`${appUrl}/Service/WODashboard`);
  await page.getByText(ORDER).first().click();
  await page.waitForURL(/\/Service\/WorkOrder\/[0-9A-Z]{26}/);
  await page.waitForLoadState('networkidle');
}

/** The shock absorber's Received on the repair order's first job's parts grid (an input or, locked, its text). */
async function received(page: Page): Promise<string> {
  const grid = page.getByRole('table', { name: /^Parts for WO1/ });
  const names = await grid
    .getByRole('combobox', { name: /^Part, part \d+$/ })
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  const row = names.indexOf(PART!.Desc);
  expect(row, `the parts of WO1: ${names.join(', ')}`).toBeGreaterThanOrEqual(0);
  return grid
    .getByLabel(/^Received, part \d+$/)
    .nth(row)
    .evaluate((el) => (el instanceof HTMLInputElement ? el.value : (el.textContent ?? '')).trim());
}

/** At 1366 px the screen fits its width: no grid pushed wider than the page (nothing collapses or spills). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The screen's title once the document opened saved: '<number> · <status>'. */
const titled = (page: Page, status: string) =>
  page
    .locator('.kk-screen__title')
    .filter({ hasText: new RegExp(`· ${status}$`) })
    .waitFor({ timeout: 20_000 });

describe('a repair order short of a part: parts order, receive, bill with freight, payment, balance zero', () => {
  step('the owner approves the repair order: its shock absorber is short, a requested part', async () => {
    owner = await loggedIn('owner');
    const { page } = owner;
    await page.setViewportSize(WIDTH);
    await openOrder(page);
    const actions = page.getByRole('toolbar', { name: 'Document actions' });
    const approve = actions.getByRole('button', { name: 'Approve', exact: true });
    if ((await approve.count()) > 0) {
      await approve.click();
      await actions.getByRole('button', { name: 'Complete', exact: true }).waitFor();
    }
    expect(['', '0']).toContain(await received(page));
  });

  step('the owner raises a parts order for the repair order’s requested shock absorber', async () => {
    const { page } = owner!;
    await page.goto(`${appUrl}/PurchaseOrder/PurchaseOrder/New?From=RequestedParts`);
    // The checkbox itself is visually hidden behind its styled box: a person clicks its label.
    await page.getByRole('group', { name: PART.Desc }).getByText(ORDER).click();
    await pick(page, page.getByRole('combobox', { name: 'Vendor' }), 'Deccan', /Deccan Tyres/);
    await page.getByLabel(`Rate of ${PART.Desc} (₹, before GST)`).fill(RATE);
    const created = answerOf(page, 'POST', /\/api\/PurchaseOrder\/PartsOrders$/);
    await page.getByRole('button', { name: 'Make parts order' }).click();
    const order = await okJson<{ _id: string; VendId: string; WhName?: string; Sts: string }>(await created);
    expect(order.Sts).toBe('Draft');
    made.orderId = order._id;
    made.vendId = order.VendId;
    made.whName = order.WhName;
    await page.waitForURL(new RegExp(`/PurchaseOrder/PurchaseOrder/${order._id}$`));
    await titled(page, 'Draft');
    expect(await fitsWidth(page)).toBe(true);
    before = await shelf(page, made.whName ?? 'Main Stores');
  });

  step('sent and received on screen: the repair order’s request turns Received', async () => {
    const { page } = owner!;
    await page.goto(`${appUrl}/PurchaseOrder/PurchaseOrder/${made.orderId}`);
    await titled(page, 'Draft');
    await page.getByRole('button', { name: 'Mark as sent' }).click();
    await titled(page, 'Sent');
    await page.getByRole('link', { name: 'Receive', exact: true }).click();
    await page.getByLabel(`Quantity of ${PART.Desc}`).waitFor();
    expect(await page.getByLabel(`Quantity of ${PART.Desc}`).inputValue()).toBe('1');
    await page.getByLabel("Vendor's challan or invoice number").fill('DTB-DC-901');
    const receiving = answerOf(page, 'POST', /\/api\/PurchaseOrder\/PurchaseReceives$/);
    await page.getByRole('button', { name: 'Receive', exact: true }).click();
    const receive = await okJson<{ Value: number; Sts: string }>(await receiving);
    expect(receive.Sts).toBe('Received');
    made.receiveValueP = Math.round(receive.Value * 100);
    expect(made.receiveValueP).toBe(149950);
    await titled(page, 'Received');

    // The repair order learnt it in the receive's transaction: the shock absorber's line is received.
    await openOrder(page);
    expect(await received(page)).toBe('1');
    expect(['Waiting for Parts', 'Parts Available']).toContain(
      await page.getByRole('combobox', { name: 'Status, labour 1' }).inputValue(),
    );

    await page.goto(`${appUrl}/requestedparts/requestedpartslist`);
    const row = page.getByTestId('requested-part-row').filter({ hasText: ORDER }).filter({ hasText: PART.PCode });
    await expect.poll(async () => (await row.first().innerText()).includes('Received'), { timeout: 15_000 }).toBe(true);
  });

  step('the vendor’s bill from that receive with freight: the freight lands on the line', async () => {
    const { page } = owner!;
    await page.goto(`${appUrl}/PurchaseOrder/PurchaseReceives`);
    const row = page.getByRole('row').filter({ hasText: 'DTB-DC-901' });
    await row.getByRole('link', { name: 'Record bill' }).click();
    await page.getByLabel("Vendor's bill number").fill(`DTB/${String(Date.now()).slice(-8)}`);
    await page.getByLabel('Freight (₹, spread over the lines by value)').fill(FREIGHT);
    const saved = answerOf(page, 'POST', /\/api\/Bills\/Bills$/);
    await page.getByRole('button', { name: 'Save bill' }).click();
    const bill = await okJson<{ Sts: string; Charges: number; Due: number; Total: number }>(await saved);
    // ₹1,499.50 + freight ₹123.45 = ₹1,622.95 taxable at 18% (code 107): CGST = SGST = 146.0655 → ₹146.07.
    expect(bill).toMatchObject({ Sts: 'Unpaid', Sub: 1499.5, Charges: 123.45, CGST: 146.07, SGST: 146.07 });
    expect(bill).toMatchObject({ Total: 1915.09, Due: 1915.09 });
    made.duePaise = Math.round(bill.Due * 100);
    await titled(page, 'Unpaid');
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('link', { name: 'Pay', exact: true }).waitFor();
    // The freight share column shows the whole freight on the one line; the due is the bill's total.
    await page.getByRole('cell', { name: '₹123.45' }).first().waitFor();
    const due = await page.locator('dt:text-is("Due") + dd').innerText();
    expect(paiseOf(due)).toBe(made.duePaise);
  });

  step('paid on Payments Made: the vendor’s balance is ₹0.00', async () => {
    const { page } = owner!;
    await page.goto(`${appUrl}/Bills/PaymentsMade`);
    await page.getByRole('link', { name: 'New Payment' }).click();
    await pick(page, page.getByRole('combobox', { name: 'Vendor' }), 'Deccan', /Deccan Tyres/);
    const amount = (made.duePaise! / 100).toFixed(2);
    await page.getByLabel('Amount (₹)').fill(amount);
    await page
      .getByLabel(/ · due ₹/)
      .first()
      .fill(amount);
    await page.getByLabel('Reference (cheque, UTR, UPI)').fill('UTR-E2E-27');
    await okJson(await submitted(page, 'Record payment', 'POST', /\/api\/Bills\/PaymentsMade$/));
    await page.goto(`${appUrl}/Vendors/Vendor/${made.vendId}`);
    await expect.poll(() => page.getByTestId('vendor-balance').innerText(), { timeout: 15_000 }).toBe('₹0.00');
    await page.getByText(VENDOR).first().waitFor();
  });

  step('the stock value includes the freight share, to the paisa', async () => {
    const after = await shelf(owner!.page, made.whName ?? 'Main Stores');
    expect(after).toEqual({
      onHand: before!.onHand + 1,
      valueP: before!.valueP + made.receiveValueP! + paiseOf(FREIGHT),
    });
  });
});
