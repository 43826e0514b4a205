import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserJourney, DEMO, loginAs, type BrowserSession } from './browser';

/**
 * Approval by link in two browsers (docs/customer-loop.md §12–§17, docs/inspections.md,
 * docs/reminders.md): the advisor at 1366 px inspects the demo estimate waiting for the
 * customer, photographs a worn brake pad, adds it as a recommended line, prices it and
 * sends the estimate; the customer at 390 px opens the link from the SMS, sees the photo,
 * approves the brake pads and another line and declines one, and signs; the advisor's
 * open estimate shows the decisions without a reload, and the declined line comes back
 * among the declined-work reminders when it falls due.
 */
const appUrl = inject('appUrl');
const { browser, step } = browserJourney(appUrl);
let advisor: BrowserSession | undefined;
let link = '';
let declined = '';
/** The recommended line the inspection made (recommend-calls.ts: 'Section: Point — note'). */
const PADS = 'Brakes: Pads front — Worn to 2 mm';

type OutboxEntry = { channel: string; to: string; text: string };

/** The demo estimate waiting for the customer (infra/local/seed/seed-demo-documents.ts), through the API. */
async function waitingEstimateId(): Promise<string> {
  const login = await fetch(`${appUrl}/api/IAM/Auth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'advisor', password: DEMO.password, domain: DEMO.domain }),
  });
  const { Token } = (await login.json()) as { Token: string };
  const list = await fetch(`${appUrl}/api/Service/Estimates/Dashboard?Sts=WtngForAppr`, {
    headers: { authorization: `Bearer ${Token}` },
  });
  const page = (await list.json()) as { Items: { _id: string }[] };
  const id = page.Items[0]?._id;
  if (!id) throw new Error('the demo has no estimate waiting for approval');
  return id;
}

async function lastLink(): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const outbox = (await (await fetch(`${appUrl}/__dev/outbox`)).json()) as OutboxEntry[];
    const found = [...outbox]
      .reverse()
      .find((m) => m.text.includes('/a#'))
      ?.text.match(/(https?:\/\/\S+\/a#[\w.-]+)/)?.[1];
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no approval link in the outbox');
}

const statusOf = (page: Page) => page.locator('.kk-doc__status').first();

describe('approval by link', () => {
  step('the advisor sends the waiting estimate for approval', async () => {
    const id = await waitingEstimateId();
    const context = await browser().newContext({ viewport: { width: 1366, height: 800 } });
    advisor = { context, page: await context.newPage() };
    await loginAs(advisor.page, appUrl, 'advisor');
    await advisor.page.waitForURL(/\/basic\/Home$/i);
    await advisor.page.goto(`${appUrl}/Service/Estimate/${id}`);
    await expect.poll(() => statusOf(advisor!.page).textContent()).toBe('Waiting for Approval');
    const { page } = advisor;

    // The inspection: the worn pad marked Fail with a note and a photo from the camera.
    await page.getByRole('heading', { name: 'Inspections' }).waitFor();
    await page.getByRole('button', { name: 'Start inspection' }).click();
    const pads = page.getByRole('group', { name: 'Pads front' });
    await pads.getByRole('radiogroup', { name: 'Result of Pads front' }).getByText('Fail').click();
    await pads.getByRole('textbox', { name: 'Note on Pads front' }).fill('Worn to 2 mm');
    const jpeg = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const g = canvas.getContext('2d');
      if (g) {
        g.fillStyle = '#7a4b2a';
        g.fillRect(0, 0, 320, 240);
        g.fillStyle = '#d9d9d9';
        g.fillRect(60, 80, 200, 80);
      }
      return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
    });
    await pads.getByLabel('Add photo of Pads front').setInputFiles({
      name: 'pads.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpeg, 'base64'),
    });
    await pads
      .getByRole('img', { name: /^Photo/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Save inspection' }).click();
    // Saved: the sheet comes back at its new ver with nothing unsaved (a click before that would be lost).
    await expect.poll(() => page.getByText(/^\d+ unsaved$/).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Save inspection' }).isDisabled()).toBe(true);
    await pads.getByRole('button', { name: 'Add as recommended line' }).click();
    await pads.getByText(/^On the estimate as /).waitFor();

    // The advisor prices the recommended work and saves the estimate.
    await page.reload();
    const labour = page.getByRole('combobox', { name: /^Labour, / });
    await labour.first().waitFor();
    const values = await labour.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const padsLine = labour.nth(values.indexOf(PADS)).locator('xpath=ancestor::tr[1]');
    await padsLine.getByRole('textbox', { name: /^Rate,/ }).fill('850');
    await expect.poll(() => padsLine.getByText('₹850.00').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/saved/i).first().waitFor();

    await page.getByRole('button', { name: 'Send for approval' }).click();
    await advisor.page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
    await advisor.page
      .getByText(/Approval link sent to \d{10}/)
      .first()
      .waitFor();
    link = await lastLink();
  });

  step(
    'the customer sees the photo, approves the brake pads and two lines and declines one from the phone; the advisor sees it',
    async () => {
      const context = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const page = await context.newPage();
      await page.goto(link.replace(/^https?:\/\/[^/]+/, appUrl));
      const groups = page.getByRole('radiogroup');
      await groups.first().or(page.getByRole('alert')).or(page.getByRole('heading')).first().waitFor();
      if ((await groups.count()) === 0)
        throw new Error(`the page shows: ${await page.locator('body').innerText()} (${page.url()})`);
      expect(await groups.count()).toBe(4);
      // The recommended line carries the inspection's photo, and it opens large on a tap.
      const photo = page.getByRole('img', { name: new RegExp(`^Photo 1 of `) }).first();
      await photo.waitFor();
      await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await page.getByRole('radiogroup', { name: PADS }).getByText('Approve').click();
      const others = page.locator(`[role="radiogroup"]:not([aria-label="${PADS}"])`);
      declined = (await others.nth(0).getAttribute('aria-label')) ?? '';
      await others.nth(0).getByText('Decline').click();
      await others.nth(1).getByText('Approve').click();
      await others.nth(2).getByText('Approve').click();
      await page.getByLabel('Type your full name to sign').fill('Demo Customer');
      await page.getByRole('button', { name: 'Sign and send' }).click();
      await page.getByRole('status').getByText('Thank you').waitFor();
      // Nothing at 390 px runs off the side.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await context.close();

      const seen = advisor?.page;
      if (!seen) throw new Error('the advisor has no page');
      await expect.poll(() => statusOf(seen).textContent(), { timeout: 15_000 }).toBe('Approved');
    },
  );

  step('the declined line is among the declined-work reminders of the week it falls due', async () => {
    const { page } = advisor!;
    // Declined work is due 30 days after the decision (docs/reminders.md §3).
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(`${appUrl}/Service/Reminders?k=DeclinedWork&w=${due}`);
    await page
      .getByRole('table', { name: /^Declined work reminders/ })
      .getByText(declined)
      .waitFor();
    await advisor?.context.close();
  });
});
