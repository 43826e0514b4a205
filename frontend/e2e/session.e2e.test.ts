import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Messages } from '@shared/api/messages';
import type { Locator, Page } from 'playwright-core';
import { useChromium, loginAs, newPage } from './browser';
import { pick } from './combobox';

const appUrl = inject('appUrl');
const browser = useChromium();

/** The login and session journeys in Chromium against the full local stack. */
describe('login and session journeys (platform §2 Login screen, §4 Login and session)', () => {
  it('admin logs in on domain demo and lands on Basic/Home', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'admin');
    await page.waitForURL(/\/basic\/Home$/i);
    await page.getByRole('heading', { name: /Anita Rao/ }).waitFor();
    await page.getByRole('button', { name: 'Branch: Karkhana Motors Koramangala. Switch branch' }).waitFor();
    await context.close();
  });

  it('a wrong password shows "Username/Password is Wrong." and stays on Login', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'advisor', { password: 'not-the-password' });
    await page.getByText(Messages.wrongCredentials).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('switching branch says "Switched to the new branch successfully." and shows the new branch, with its stock; an adjustment moves it', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'owner');
    await page.waitForURL(/\/basic\/Home$/i);
    // Home's first requests done, as before a person reaches for the switcher: one still in
    // flight with the old token when the switch ends it answers 401 and opens 'Your session
    // has ended' over the next step (a race of the switch itself, seen here at test speed).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Switch branch/ }).click();
    await page.getByRole('menuitem', { name: /Karkhana Spares Hosur/ }).click();
    await page.getByText(Messages.branchSwitched).first().waitFor();
    await page.getByRole('button', { name: 'Branch: Karkhana Spares Hosur. Switch branch' }).waitFor();
    await page.getByText('33', { exact: true }).first().waitFor();
    await stockMovesByAnAdjustment(page);
    await context.close();
  }, 120_000);

  it('logout asks for confirmation, then returns to the login page and the session is over', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'cashier');
    await page.waitForURL(/\/basic\/Home$/i);
    await page.getByRole('button', { name: /Account of/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText(Messages.logoutConfirm).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    // Going back into the app needs a new login.
    await page.goto(`${appUrl}/basic/Home`);
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('a new tab with a saved token (keep me logged in) logs in automatically', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'manager', { keepLoggedIn: true });
    await page.waitForURL(/\/basic\/Home$/i);
    const second = await context.newPage();
    await second.goto(appUrl);
    await second.waitForURL(/\/basic\/Home$/i);
    await second.getByRole('heading', { name: /Suresh Gowda/ }).waitFor();
    await context.close();
  });

  it('without keep me logged in, a new tab asks to log in', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'technician');
    await page.waitForURL(/\/basic\/Home$/i);
    const second = await context.newPage();
    await second.goto(`${appUrl}/basic/Home`);
    await second.waitForURL(/\/login/);
    await context.close();
  });
});

/** The text of each cell of a stock row: code, item, warehouse, on hand, average cost, value. */
async function cellsOf(row: Locator): Promise<string[]> {
  await row.waitFor();
  return row.locator('td').allInnerTexts();
}
/** ₹ with Indian grouping: lakhs and thousands in twos after the first three digits (₹1,37,000.00). */
const INDIAN_RUPEES = /^₹(\d{1,2},)?(\d{2},)*\d{1,3}\.\d{2}$/;
const rupees = (text: string): number => Number(text.replace(/[₹,]/g, ''));

/**
 * The branch's demo stock (infra/local/seed/demo-inventory.ts) in Inventory → Stock,
 * then an adjustment: one unit of the most recently moved untracked item damaged, and 20
 * batteries found at ₹6,850 in the godown (₹1,37,000, a lakh to show the grouping).
 * The list shows the damaged item one unit and some value down, and the
 * batteries worth at least the lakh they brought in.
 */
async function stockMovesByAnAdjustment(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Stock', exact: true }).first().click();
  await page.waitForURL(/\/items\/inventory$/);
  const rows = page.getByTestId('stock-row');
  await rows.first().waitFor();
  expect(await rows.count()).toBeGreaterThan(10);
  // The most recently moved item the demo does not track by batch or serial (docs/inventory-batches.md: the
  // godown's oils and two batteries are), so one unit can go without naming which.
  const untracked = rows.filter({ hasNotText: TRACKED }).first();
  // Code, item, warehouse, on hand, reserved, available, average cost, value.
  const [code = '', item = '', warehouse = '', onHand = '', , , , value = ''] = await cellsOf(untracked);
  expect(value).toMatch(INDIAN_RUPEES);
  const [units = '', uom = ''] = onHand.split(' ');

  await page.getByRole('link', { name: 'Adjustments', exact: true }).click();
  await page.getByRole('link', { name: 'New Adjustment' }).click();
  await page.waitForURL(/\/items\/adjustment\/new$/);
  const first = page.getByRole('group', { name: 'Line 1' });
  await pick(page, first.getByRole('combobox', { name: 'Item 1' }), code, new RegExp(escape(item)));
  await first.getByLabel('Warehouse').selectOption({ label: warehouse });
  await first.getByLabel('Quantity (+ found, − lost)').fill('-1');
  await first.getByLabel('Reason').selectOption('Damaged');
  await page.getByRole('button', { name: 'Add line' }).click();
  const second = page.getByRole('group', { name: 'Line 2' });
  await pick(page, second.getByRole('combobox', { name: 'Item 2' }), 'AAM-FL-60D31R', /Battery 60 Ah/);
  await second.getByLabel('Warehouse').selectOption({ label: 'Hosur Godown' });
  await second.getByLabel('Quantity (+ found, − lost)').fill('20');
  await second.getByLabel('Reason').selectOption('Found');
  await second.getByLabel('Unit cost ₹ (stock found)').fill('6850');
  await page.getByRole('button', { name: 'Save adjustment' }).click();
  await page
    .getByText(/Adjustment ADJ\/.+ saved\./)
    .first()
    .waitFor();
  await page.waitForURL(/\/items\/adjustments$/);

  await page.getByRole('link', { name: 'Stock', exact: true }).first().click();
  await page.waitForURL(/\/items\/inventory$/);
  // The list shows what it had cached at once, then its fresh page: wait for the fresh one.
  const damaged = rows.filter({ hasText: item }).filter({ hasText: warehouse }).first();
  await expect
    .poll(async () => (await cellsOf(damaged))[3], { timeout: 15_000 })
    .toBe(`${Number(units) - 1} ${uom}`.trim());
  expect(rupees((await cellsOf(damaged))[7] ?? '')).toBeLessThan(rupees(value));
  const batteries = rows.filter({ hasText: 'Battery 60 Ah' }).filter({ hasText: 'Hosur Godown' }).first();
  await expect
    .poll(async () => rupees((await cellsOf(batteries))[7] ?? ''), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(137_000);
  // Indian grouping: a lakh and more reads ₹1,37,000.00, never ₹137,000.00.
  expect((await cellsOf(batteries))[7]).toMatch(/^₹\d{1,2},\d{2},\d{3}\.\d{2}$/);
}

/** The demo's tracked items in the spare-parts branch (infra/local/seed/seed-demo-batches.ts). */
const TRACKED =
  /Battery 35 Ah maintenance free Amaron|Battery 70 Ah|Engine oil 5W-30 fully synthetic - (Maruti Suzuki|Honda) genuine/;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
