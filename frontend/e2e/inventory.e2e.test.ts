import { InventoryMessages } from '@shared/inventory/inventory-messages';
import { ReservationMessages } from '@shared/inventory/reservation-messages';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { DEMO_WORKSHOP_STOCK } from '../../infra/local/seed/demo-inventory';
import { browserJourney, type BrowserSession } from './browser';
import { pick } from './combobox';

/**
 * A part from the shelf to a job, in Chromium at 1366 px against the full local
 * stack (issue 26's journey): the advisor adds a stocked part to an approved job
 * of the demo's new repair order and the save reserves it; the parts clerk issues
 * it from Issue Parts; the job moves on to Parts Available; the technician finds
 * the part in My Inventory; and the shelf holds exactly one less, its value less
 * exactly that part's share (docs/inventory.md §4, §10).
 */
const appUrl = inject('appUrl');
const journey = browserJourney(appUrl);
const { step, loggedIn } = journey;
const WIDTH = { width: 1366, height: 900 };
const ORDER = 'WO/2627/00001';

/** The workshop's air filter for the Swift, counted into Main Stores by the demo's opening stock. */
const line = DEMO_WORKSHOP_STOCK.filter((b) => b.warehouseCode === 'MS')
  .flatMap((b) => b.lines)
  .find((l) => l.part.Desc === 'Air filter element - Swift');
if (!line) throw new Error('The demo stock has no air filter for the Swift in Main Stores');
const PART = line.part;

let advisor: BrowserSession | undefined;
let clerk: BrowserSession | undefined;
let orderPath = '';
let before: Shelf | undefined;

type Shelf = { onHand: number; reserved: number; valueP: number };

/** '₹4,012.80' → 401280 paise; '11 NOS' → 11. Integer maths on the screen's own figures. */
const paiseOf = (text: string): number => Math.round(Number(text.replace(/[₹,\s]/g, '')) * 100);
const unitsOf = (text: string): number => Number(text.trim().split(/\s+/)[0]?.replace(/,/g, ''));

/** The part's row in Main Stores on the stock list (items/inventory). */
async function shelf(page: Page): Promise<Shelf> {
  await page.goto(`${appUrl}/items/inventory`);
  await page.getByRole('button', { name: 'Main Stores', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: PART.PCode }).filter({ hasText: 'Main Stores' });
  await row.first().waitFor({ timeout: 15_000 });
  const cells = await row.first().getByRole('cell').allInnerTexts();
  // Code, item, warehouse, on hand, reserved, available, average cost, value.
  return { onHand: unitsOf(cells[3] ?? ''), reserved: unitsOf(cells[4] ?? ''), valueP: paiseOf(cells[7] ?? '') };
}

const labourStatus = (page: Page) => page.getByRole('combobox', { name: 'Status, labour 2' }).inputValue();

describe('a part from the shelf to a job: reserved, issued, in My Inventory, and off the shelf', () => {
  step(
    'the advisor approves the new repair order, gives its second job to the technician and adds a stocked part to it; the save reserves it',
    async () => {
      advisor = await loggedIn('advisor');
      const { page } = advisor;
      await page.setViewportSize(WIDTH);
      await page.goto(`${appUrl}/Service/WODashboard`);
      await page.getByText(ORDER).first().click();
      await page.waitForURL(/\/Service\/WorkOrder\/[0-9A-Z]{26}/);
      orderPath = new URL(page.url()).pathname;
      await page.waitForLoadState('networkidle');
      const actions = page.getByRole('toolbar', { name: 'Document actions' });
      const approve = actions.getByRole('button', { name: 'Approve', exact: true });
      if ((await approve.count()) > 0) {
        await approve.click();
        await actions.getByRole('button', { name: 'Complete', exact: true }).waitFor();
      }
      await pick(page, page.getByRole('combobox', { name: 'Technician, labour 2' }), 'ravi', /Ravi Kumar/);
      const grid = page.getByRole('table', { name: /^Parts for WO2/ });
      await grid
        .locator('xpath=ancestor::div[contains(@class,"kk-doc__parts")][1]')
        .getByRole('button', { name: 'Add part' })
        .click();
      await pick(
        page,
        grid.getByRole('combobox', { name: /^Part, part \d+$/ }).last(),
        'air filter element',
        new RegExp(PART.PCode),
      );
      const saved = page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === `/api${orderPath.replace('/Service/WorkOrder/', '/Service/WorkOrders/')}` &&
          r.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await saved).status()).toBe(200);
      await page.getByText(ReservationMessages.reserved).first().waitFor();
      // Approved work whose part is not yet in hand waits for it.
      await expect.poll(() => labourStatus(page), { timeout: 10_000 }).not.toBe('Parts Available');
    },
  );

  step('the parts clerk, in the workshop branch, sees it reserved and issues it from Issue Parts', async () => {
    clerk = await loggedIn('partsclerk');
    const { page } = clerk;
    await page.setViewportSize(WIDTH);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /Switch branch/ }).click();
    await page.getByRole('menuitem', { name: /Koramangala/ }).click();
    await page.getByRole('button', { name: /Branch: Karkhana Motors Koramangala/ }).waitFor();
    before = await shelf(page);
    expect(before.reserved).toBeGreaterThanOrEqual(1);

    await page.goto(`${appUrl}/items/IssueParts`);
    await page.getByRole('button', { name: `Choose ${ORDER} ${PART.Desc}` }).click();
    await page.getByLabel('Warehouse').selectOption({ label: 'Main Stores' });
    await page.getByLabel('Quantity to issue').fill('1');
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    await page.getByText(InventoryMessages.quantityUpdated).first().waitFor();
  });

  step('the job moves on to Parts Available on the advisor’s reopened order', async () => {
    const { page } = advisor!;
    await page.goto(`${appUrl}${orderPath}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => labourStatus(page), { timeout: 10_000 }).toBe('Parts Available');
    const issued = page.getByRole('table', { name: /^Parts for WO2/ }).getByLabel(/^Issued, part \d+$/);
    expect(await issued.last().textContent()).toBe('1');
  });

  step('the technician finds the part in My Inventory', async () => {
    const { page } = await loggedIn('technician');
    await page.goto(`${appUrl}/allocatedparts/allocatedpartslist`);
    const row = page.getByText(PART.Desc).first();
    await row.waitFor({ timeout: 15_000 });
    expect(await page.getByText(ORDER).count()).toBeGreaterThan(0);
  });

  step('the shelf holds one less, and its value falls by exactly that part’s share', async () => {
    const after = await shelf(clerk!.page);
    // One unit out of N leaves at value × 1 / N, rounded once (docs/inventory.md §4).
    const share = Math.round(before!.valueP / before!.onHand);
    expect(after).toEqual({
      onHand: before!.onHand - 1,
      reserved: before!.reserved - 1,
      valueP: before!.valueP - share,
    });
  });
});
