import { ServiceMessages } from '@shared/service/service-messages';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserJourney, loginAs, type BrowserSession } from './browser';
import { pick } from './combobox';

/**
 * The counter's plain day, in Chromium at 1366 px against the full local stack:
 * a walk-in customer paying for the work herself, no insurer. The advisor writes
 * an estimate (a labour line from the catalogue and a part), saves it, reloads
 * it and finds every action enabled, approves and converts it; on the approved
 * repair order she assigns the technician herself; the technician completes the
 * job in My Jobs; the advisor, without reloading, finds the order Completed; the
 * cashier invoices it, approves the draft after reopening it, takes the payment
 * and prints an invoice whose part line carries its HSN code.
 *
 * Every document is reloaded before its actions are used: a saved document opens
 * as saved (docs/service-screens.md 'Unsaved changes'), on a 390 px phone too.
 */
const appUrl = inject('appUrl');
const journey = browserJourney(appUrl);
const { step, loggedIn } = journey;
const WIDTH = { width: 1366, height: 900 };
const SAVE_FIRST = 'Save your changes first';

/** The demo vehicle (infra/local/seed/demo-parties.ts): a Hyundai Creta owned by Ms. Deepa Hiremath. */
const VEHICLE = { search: '7788', regNo: 'KA51MP7788', owner: 'Ms. Deepa Hiremath', model: 'Creta' };
/** The part's HSN in the catalogue (shared/catalogue/seed/part-families.ts). */
const PAD_HSN = '87083000';

let advisor: BrowserSession | undefined;
let cashier: BrowserSession | undefined;
const made: { estimatePath?: string; orderPath?: string; orderNum?: string; invoiceId?: string; invoiceNum?: string } =
  {};

const toolbar = (page: Page, name = 'Document actions') => page.getByRole('toolbar', { name });

/** Every action on the toolbar is enabled and nothing asks to save first. */
async function expectActionsEnabled(page: Page, name?: string): Promise<string[]> {
  const bar = toolbar(page, name);
  await bar.waitFor();
  const buttons = bar.getByRole('button');
  await expect.poll(() => buttons.count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const states = await buttons.evaluateAll((all) =>
    all.map((b) => [b.textContent?.trim() ?? '', (b as HTMLButtonElement).disabled] as const),
  );
  expect(
    states.filter(([, disabled]) => disabled),
    JSON.stringify(states),
  ).toEqual([]);
  expect(await page.getByText(SAVE_FIRST).count()).toBe(0);
  return states.map(([label]) => label);
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.waitForLoadState('networkidle');
}

/** Saves the document and checks the server took it. */
async function save(page: Page): Promise<void> {
  const answer = page.waitForResponse(
    (r) =>
      /\/api\/Service\/(Estimates|WorkOrders)(\/[0-9A-Z]{26})?$/.test(new URL(r.url()).pathname) &&
      ['POST', 'PUT'].includes(r.request().method()),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await answer;
  expect(response.status(), `save answered ${response.status()}: ${await response.text()}`).toBe(200);
}

/** Clicks an action and answers the server's answer. */
async function act<T = { _id: string; Num: string; Sts: string }>(
  page: Page,
  name: string,
  bar = 'Document actions',
  path = /\/api\/(Service\/(Estimates|WorkOrders)|Accounting\/Invoices)\/[0-9A-Z]{26}\/\w+$/,
): Promise<T> {
  const button = toolbar(page, bar).getByRole('button', { name, exact: true });
  await button.waitFor();
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && path.test(new URL(r.url()).pathname));
  await button.click();
  const response = await answer;
  expect(response.status(), `${name} answered ${response.status()}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

describe('a walk-in customer paying for herself, from estimate to paid invoice', () => {
  step('the advisor writes an estimate with a labour line and a part from the catalogue, and saves it', async () => {
    advisor = await loggedIn('advisor');
    const { page } = advisor;
    await page.setViewportSize(WIDTH);
    await page.goto(`${appUrl}/Service/Estimate/New/false/autoclose/true`);
    await pick(
      page,
      page.getByRole('combobox', { name: 'Vehicle (registration no.)' }),
      VEHICLE.search,
      new RegExp(VEHICLE.regNo),
    );
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Customer' }).inputValue(), { timeout: 10_000 })
      .toBe(VEHICLE.owner);
    const complaint = page.getByRole('region', { name: 'Complaint 1' });
    await pick(
      page,
      complaint.getByRole('combobox', { name: /^Complaint/ }),
      'squealing noise',
      /Squealing noise from brakes/,
    );
    await complaint.getByRole('button', { name: 'Add labour' }).click();
    const labour = complaint.getByRole('combobox', { name: /^Labour, labour \d+$/ }).last();
    await pick(page, labour, 'front brake pads', /Front brake pads replacement/);
    await expect
      .poll(() =>
        labour
          .locator('xpath=ancestor::tr[1]')
          .getByRole('textbox', { name: /^Rate,/ })
          .inputValue(),
      )
      .not.toBe('');
    const heading = complaint.getByRole('heading', { name: /^Parts for / }).last();
    const labourId = ((await heading.textContent()) ?? '').replace(/^Parts for (\S+).*$/, '$1');
    const grid = page.getByRole('table', { name: `Parts for ${labourId}` });
    await grid
      .locator('xpath=ancestor::div[contains(@class,"kk-doc__parts")][1]')
      .getByRole('button', { name: 'Add part' })
      .click();
    await pick(
      page,
      grid.getByRole('combobox', { name: /^Part, part \d+$/ }).last(),
      'front brake pad',
      /Front brake pad set/,
      VEHICLE.model,
    );
    await save(page);
    await page.waitForURL(/\/Service\/Estimate\/[0-9A-Z]{26}/);
    made.estimatePath = new URL(page.url()).pathname;
  });

  step('reopened, the estimate is as saved: its actions are enabled and leaving asks nothing', async () => {
    const { page } = advisor!;
    await page.goto(`${appUrl}${made.estimatePath}`);
    await page.waitForLoadState('networkidle');
    expect(await expectActionsEnabled(page)).toContain('Approve');
    // The same after a reload, and right after saving again with no change.
    await reload(page);
    await save(page);
    await expectActionsEnabled(page);
    // At the end of the document the totals show the rows the print does: GST in its halves within the
    // state, then the total (while stuck to the bottom of the window, only the grand total and who pays).
    const totals = page.getByRole('region', { name: 'Totals' });
    await page.mouse.move(683, 450);
    await page.mouse.wheel(0, 20_000);
    await totals.getByText(/CGST/).first().waitFor();
    await totals.getByText(/SGST/).first().waitFor();
    // Leaving goes straight to the dashboard, without an "Unsaved changes" question.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Estimates', exact: true })
      .click();
    await page.waitForURL(/\/Service\/EstimateDashboard$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  step(
    'on a phone (390 px) the saved estimate opens as saved too, its lines as cards and its actions enabled',
    async () => {
      const context = await journey
        .browser()
        .newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        const page = await context.newPage();
        await loginAs(page, appUrl, 'advisor');
        await page.waitForURL(/\/basic\/Home$/i);
        await page.goto(`${appUrl}${made.estimatePath}`);
        expect(await expectActionsEnabled(page)).toContain('Approve');
        await page.getByLabel('Labour, labour 1', { exact: true }).first().waitFor();
        expect(
          await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('.kk-line-grid')].map((g) => g.dataset.layout),
          ),
        ).not.toContain('table');
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
      } finally {
        await context.close();
      }
    },
  );

  step('approves the estimate, reopens it and converts it to a repair order', async () => {
    const { page } = advisor!;
    await page.goto(`${appUrl}${made.estimatePath}`);
    // A retry finds the estimate approved by the first attempt.
    if ((await expectActionsEnabled(page)).includes('Approve'))
      expect((await act(page, 'Approve')).Sts).toBe('Approved');
    await reload(page);
    expect(await expectActionsEnabled(page)).toContain('Convert To WO');
    const order = await act(page, 'Convert To WO');
    made.orderNum = order.Num;
    made.orderPath = `/Service/WorkOrder/${order._id}`;
    await page.waitForURL((url) => url.pathname.startsWith(made.orderPath!));
  });

  step('on the approved repair order the advisor assigns the technician herself', async () => {
    const { page } = advisor!;
    await page.goto(`${appUrl}${made.orderPath}`);
    await expectActionsEnabled(page);
    const technician = page.getByRole('combobox', { name: 'Technician, labour 1' });
    await pick(page, technician, 'ravi', /Ravi Kumar/);
    await save(page);
    await reload(page);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Technician, labour 1' }).inputValue(), { timeout: 10_000 })
      .toBe('Ravi Kumar');
    expect(await expectActionsEnabled(page)).toContain('Complete');
  });

  step('the technician completes the job in My Jobs', async () => {
    const { context, page } = await loggedIn('technician');
    await page.goto(`${appUrl}/Service/VehicleJobsDashboard`);
    const ours = page.getByTestId('job-card').filter({ hasText: made.orderNum! });
    await expect.poll(() => ours.count(), { timeout: 15_000 }).toBe(1);
    const start = ours.first().getByRole('button', { name: /^Start / });
    if ((await start.count()) > 0) {
      await start.click();
      await page.getByText(ServiceMessages.jobUpdated).first().waitFor();
    }
    await ours
      .first()
      .getByRole('button', { name: /^Complete / })
      .click();
    await expect.poll(() => ours.count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  });

  step('the advisor, without reloading, finds the order Completed and opens it at its latest', async () => {
    const { page } = advisor!;
    // The order was last shown Approved in this tab: the dashboard and the order are read afresh.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Repair Orders', exact: true })
      .click();
    await page.waitForURL(/\/Service\/WODashboard/);
    const row = page.getByTestId('dashboard-row').filter({ hasText: made.orderNum! });
    await expect.poll(async () => row.textContent(), { timeout: 15_000 }).toMatch(/Completed/);
    await row.getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(made.orderPath!));
    await expect
      .poll(() => page.locator('.kk-doc__status').first().textContent(), { timeout: 10_000 })
      .toMatch(/Completed/);
    expect(await expectActionsEnabled(page)).toContain('Generate Invoice');
    expect(await toolbar(page).getByRole('button', { name: 'Complete', exact: true }).count()).toBe(0);
  });

  step('the cashier generates the invoice, reopens the draft and approves it', async () => {
    cashier = await loggedIn('cashier');
    const { page } = cashier;
    await page.setViewportSize(WIDTH);
    await page.goto(`${appUrl}${made.orderPath}`);
    const order = await act<{ Sts: string; InvId?: string; InvIds?: string[] }>(page, 'Generate Invoice');
    expect(order.Sts).toBe('Closed');
    made.invoiceId = order.InvId ?? order.InvIds?.[0];
    expect(made.invoiceId).toBeDefined();
    await page.goto(`${appUrl}/Accounting/Invoice/${made.invoiceId}`);
    await reload(page);
    expect(await expectActionsEnabled(page, 'Invoice actions')).toContain('Approve');
    const approved = await act<{ Num: string; Sts: string }>(page, 'Approve', 'Invoice actions');
    expect(approved.Sts).toBe('Unpaid');
    made.invoiceNum = approved.Num;
    await page.getByRole('heading', { name: `Invoice ${approved.Num}` }).waitFor();
  });

  step('takes the whole payment in cash, and prints an invoice whose part line has its HSN', async () => {
    const { page } = cashier!;
    await page.goto(`${appUrl}/Accounting/Invoice/${made.invoiceId}`);
    await toolbar(page, 'Invoice actions').getByRole('button', { name: 'Accept Payment' }).click();
    await page.waitForURL(/\/Accounting\/ReceivePayment\/New\?Inv=/);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Amount received' }).inputValue(), { timeout: 15_000 })
      .not.toBe('');
    await page.getByLabel('Payment type').selectOption('Cash');
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/Accounting/Payments',
    );
    await page.getByRole('button', { name: 'Save payment' }).click();
    expect((await answer).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === `/Accounting/Invoice/${made.invoiceId}`);
    await expect.poll(() => page.locator('.kk-status-badge').first().textContent(), { timeout: 15_000 }).toBe('Closed');
    await page.getByRole('button', { name: 'Print invoice' }).click();
    await page.getByRole('menuitem').first().click();
    const sheet = page.getByRole('dialog', { name: made.invoiceNum! });
    await sheet
      .getByText(/Front brake pad set/)
      .first()
      .waitFor();
    await sheet.getByText(PAD_HSN).first().waitFor();
  });
});
