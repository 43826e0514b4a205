import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserJourney, loginAs } from './browser';

/**
 * The screens at a counter's widths, in Chromium against the full local stack
 * (docs/line-grid.md 'Widths', docs/service-screens.md 'Layout'): at 1280 px a
 * new estimate, a demo repair order and the draft invoice made from it keep the
 * description box readable, their column headers apart and Remove in reach;
 * at 390 px the menu button shows and opens the menu, the document's totals stay
 * in sight at the bottom, and a notice keeps clear of the header, the title and
 * the totals.
 *
 * One journey in steps: each step is its own test, so a failure names the step,
 * and the steps after a failed one are skipped (they need what it makes).
 */
const appUrl = inject('appUrl');
const journey = browserJourney(appUrl);
const { step } = journey;
let advisor: Page | undefined;

/** What the journey has made so far. */
const made: { orderPath?: string; invoiceId?: string } = {};

/** The least a description box may be, in px: an operation or part name shows (about 14rem of text). */
const MIN_DESCRIPTION_PX = 200;

type GridReport = { grid: string; layout: string; descriptionPx: number | undefined; problems: string[] };

/**
 * Each line grid on the page as a person sees it: the description box's width
 * (the first cell of the first line), headers that run into the next one, and
 * whether the first line's Remove is visible, on top, inside the viewport and
 * inside the grid's own box without scrolling the grid sideways.
 */
const gridReports = (page: Page): Promise<GridReport[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.kk-line-grid')].map((grid) => {
      const table = grid.querySelector('table');
      const name = table?.getAttribute('aria-label') ?? '?';
      const problems: string[] = [];
      const heads = [...grid.querySelectorAll<HTMLElement>('thead th')].slice(0, -1); // the last is the actions' (visually hidden name)
      heads.forEach((head, at) => {
        const box = head.getBoundingClientRect();
        if (box.width < 24) problems.push(`header "${head.textContent}" is ${Math.round(box.width)} px wide`);
        if (head.scrollWidth > head.clientWidth + 1) problems.push(`header "${head.textContent}" is cut`);
        const next = heads[at + 1]?.getBoundingClientRect();
        if (next && box.right > next.left + 1)
          problems.push(`header "${head.textContent}" overlaps "${heads[at + 1]?.textContent}"`);
      });
      const first = grid.querySelector('tbody tr.kk-line-grid__line');
      // The first cell after the line number: the name, typed (input) or locked by the line's status (output).
      const description = first?.querySelector<HTMLElement>('td:nth-child(2) input, td:nth-child(2) output');
      const remove = first?.querySelector<HTMLElement>('button[aria-label^="Remove "]');
      if (remove) {
        grid.scrollLeft = 0;
        remove.scrollIntoView({ block: 'center', inline: 'nearest' });
        const at = remove.getBoundingClientRect();
        const own = grid.getBoundingClientRect();
        const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2);
        if (at.width === 0 || at.height === 0) problems.push('Remove has no size');
        if (at.left < Math.max(0, own.left) - 1 || at.right > Math.min(window.innerWidth, own.right) + 1)
          problems.push(
            `Remove at ${Math.round(at.left)}–${Math.round(at.right)} px is outside the grid (${Math.round(own.left)}–${Math.round(own.right)}) or the window`,
          );
        if (grid.scrollLeft !== 0) problems.push('Remove needed the grid scrolled sideways');
        if (!hit || !remove.contains(hit))
          problems.push(`Remove is covered by ${hit?.className || hit?.tagName || 'nothing'}`);
      } else if (first) problems.push('the first line has no Remove');
      return {
        grid: name,
        layout: grid.dataset.layout ?? '?',
        descriptionPx: description ? Math.round(description.getBoundingClientRect().width) : undefined,
        problems,
      };
    }),
  );

/** The grids that have lines, checked: tables, a readable description box, no problems. */
async function expectReadableGrids(page: Page, atLeast: number): Promise<void> {
  const reports = (await gridReports(page)).filter((r) => r.descriptionPx !== undefined);
  expect(reports.length, 'grids with lines').toBeGreaterThanOrEqual(atLeast);
  for (const report of reports) {
    expect(report.layout, report.grid).toBe('table');
    expect(report.descriptionPx, `${report.grid}: description box`).toBeGreaterThanOrEqual(MIN_DESCRIPTION_PX);
    expect(report.problems, report.grid).toEqual([]);
  }
  // The page itself never scrolls sideways: a grid wider than the window scrolls in its own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Clicks a repair-order action and answers the server's answer. */
async function act(page: Page, name: string): Promise<{ Sts: string; InvIds?: string[] }> {
  const button = page.getByRole('toolbar', { name: 'Document actions' }).getByRole('button', { name, exact: true });
  await button.waitFor();
  const answer = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      /\/api\/Service\/WorkOrders\/[0-9A-Z]{26}\/\w+$/.test(new URL(r.url()).pathname),
  );
  await button.click();
  const response = await answer;
  expect(response.status(), `${name} answered ${response.status()}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { Sts: string; InvIds?: string[] };
}

type Box = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('estimates, repair orders and invoices at counter widths', () => {
  step(
    'at 1280 px a new estimate keeps the operation name readable, its headers apart and Remove in reach',
    async () => {
      advisor = (await journey.loggedIn('advisor')).page;
      const page = advisor;
      await page.goto(`${appUrl}/Service/EstimateDashboard`);
      await page.getByRole('link', { name: 'New Estimate' }).click();
      await page.waitForURL(/\/Service\/Estimate\/New\/false\/autoclose\/true$/);
      const section = page
        .getByRole('region', { name: 'Work without a complaint' })
        .or(page.getByRole('region', { name: 'Complaint 1' }))
        .first();
      await section.getByRole('button', { name: 'Add labour' }).click();
      const name = section.getByRole('combobox', { name: /^Labour, labour 1$/ });
      await name.fill('Front brake pads replacement');
      await expectReadableGrids(page, 1);
    },
  );

  step('at 1280 px a demo repair order in progress does too', async () => {
    const page = advisor!;
    await page.goto(`${appUrl}/Service/WODashboard?Sts=InProgress`);
    const row = page.getByTestId('dashboard-row').first();
    await row.waitFor();
    await row.getByRole('link').first().click();
    await page.waitForURL(/\/Service\/WorkOrder\/[0-9A-Z]{26}$/);
    made.orderPath = new URL(page.url()).pathname;
    await page.getByLabel('Labour, labour 1', { exact: true }).first().waitFor();
    // A labour grid and a parts grid, both with lines.
    await expectReadableGrids(page, 2);
  });

  step('at 1280 px the draft invoice of that order does too, and its totals stay in sight', async () => {
    const page = advisor!;
    if (!made.invoiceId) {
      await page.goto(`${appUrl}${made.orderPath}`);
      const order = await act(page, 'Complete');
      expect(order.Sts).toBe('Completed');
      const closed = await act(page, 'Generate Invoice');
      made.invoiceId = closed.InvIds?.[0];
      expect(made.invoiceId).toMatch(/^[0-9A-Z]{26}$/);
    }
    await page.goto(`${appUrl}/Accounting/Invoice/${made.invoiceId}`);
    await page.getByRole('textbox', { name: 'Labour, labour 1' }).waitFor();
    await expectReadableGrids(page, 1);
    // Up at the header fields, the totals bar is already at the bottom of the window.
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = await page.getByRole('region', { name: 'Totals' }).boundingBox();
    expect(bar).not.toBeNull();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(800 + 1);
    expect(bar!.y).toBeGreaterThan(800 - 120);
  });

  step('at 390 px the menu button shows three bars in a 44 px target and opens the menu', async () => {
    const context = await journey
      .browser()
      .newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      await loginAs(page, appUrl, 'advisor');
      await page.waitForURL(/\/basic\/Home$/i);
      const button = page.getByRole('button', { name: 'Show menu' });
      const box = await button.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x).toBeGreaterThanOrEqual(0);
      const icon = await button.locator('svg').boundingBox();
      expect(icon!.width).toBeGreaterThan(0);
      expect(icon!.height).toBeGreaterThan(0);
      await button.tap();
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'Estimates', exact: true }).waitFor();
      expect(await menu.isVisible()).toBe(true);

      // A repair order on a phone: cards, the totals stuck to the bottom while the lines scroll under them.
      // On a phone the dashboard is a list of cards, each led by the order's number. The demo's
      // order on hold: no other journey on the shared stack moves it (the new one is approved by
      // the inventory journey, the one in progress invoiced above).
      await page.goto(`${appUrl}/Service/WODashboard?Sts=OnHold`);
      const order = page.getByRole('link', { name: /^WO\// }).first();
      await order.waitFor();
      await order.click();
      await page.waitForURL(/\/Service\/WorkOrder\/[0-9A-Z]{26}$/);
      const firstLine = page.getByLabel('Labour, labour 1', { exact: true }).first();
      await firstLine.waitFor();
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.kk-line-grid')].map((g) => g.dataset.layout),
        ),
      ).not.toContain('table');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await firstLine.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const totals = page.getByRole('region', { name: 'Totals' });
      const bar = await totals.boundingBox();
      expect(bar).not.toBeNull();
      expect(bar!.y + bar!.height).toBeLessThanOrEqual(844 + 1);
      // Compact while over the lines: the total (strong) shows, the breakdown waits at the end.
      expect(bar!.height).toBeLessThan(120);
      const strong = await totals.locator('.kk-doc__total--strong').first().boundingBox();
      expect(strong).not.toBeNull();
      expect(strong!.y).toBeGreaterThanOrEqual(bar!.y);

      // A refused save's notice: clear of the header, the page title and the totals.
      await page.route(/\/api\/Service\/WorkOrders\/[0-9A-Z]{26}$/, (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({ errorCode: 'BadRequest', message: 'Refused for the layout check.' }),
            })
          : route.continue(),
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByLabel('Notes').fill('Customer waiting at the counter');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const notice = page.getByText('Refused for the layout check.');
      await notice.waitFor();
      const boxes = await page.evaluate(() => {
        const box = (el: Element | null): Box | undefined => {
          if (!el) return undefined;
          const r = el.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        };
        return {
          toast: box(document.querySelector('.kk-toaster > *')),
          header: box(document.querySelector('.kk-header')),
          title: box(document.querySelector('.kk-doc h2')),
          totals: box(document.querySelector('.kk-doc__totals')),
        };
      });
      expect(boxes.toast).toBeDefined();
      for (const other of ['header', 'title', 'totals'] as const) {
        expect(boxes[other], other).toBeDefined();
        expect(overlaps(boxes.toast!, boxes[other]!), `the notice covers the ${other}`).toBe(false);
      }
      await page.unroute(/\/api\/Service\/WorkOrders\/[0-9A-Z]{26}$/);
    } finally {
      await context.close();
    }
  });
});
