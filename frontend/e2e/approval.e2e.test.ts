import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { browserJourney, DEMO, loginAs, type BrowserSession } from './browser';

/**
 * Approval by link in two browsers (docs/customer-loop.md §12–§17): the advisor at
 * 1366 px sends the demo estimate waiting for the customer; the customer at 390 px
 * opens the link from the SMS, approves two lines and declines one, and signs; the
 * advisor's open estimate shows the decisions without a reload.
 */
const appUrl = inject('appUrl');
const { browser, step } = browserJourney(appUrl);
let advisor: BrowserSession | undefined;
let link = '';

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
    await advisor.page.getByRole('button', { name: 'Send for approval' }).click();
    await advisor.page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
    await advisor.page
      .getByText(/Approval link sent to \d{10}/)
      .first()
      .waitFor();
    link = await lastLink();
  });

  step('the customer approves two lines and declines one from the phone, and the advisor sees it', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(link.replace(/^https?:\/\/[^/]+/, appUrl));
    const groups = page.getByRole('radiogroup');
    await groups.first().or(page.getByRole('alert')).or(page.getByRole('heading')).first().waitFor();
    if ((await groups.count()) === 0)
      throw new Error(`the page shows: ${await page.locator('body').innerText()} (${page.url()})`);
    expect(await groups.count()).toBe(3);
    await groups.nth(0).getByText('Approve').click();
    await groups.nth(1).getByText('Decline').click();
    await groups.nth(2).getByText('Approve').click();
    await page.getByLabel('Type your full name to sign').fill('Demo Customer');
    await page.getByRole('button', { name: 'Sign and send' }).click();
    await page.getByRole('status').getByText('Thank you').waitFor();
    // Nothing at 390 px runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();

    const seen = advisor?.page;
    if (!seen) throw new Error('the advisor has no page');
    await expect.poll(() => statusOf(seen).textContent(), { timeout: 15_000 }).toBe('Approved');
    await advisor?.context.close();
  });
});
