import { describe, expect, inject } from 'vitest';
import { browserJourney, DEMO, loginAs } from './browser';

/**
 * Inspections in the browser (docs/inspections.md): the advisor on a phone (390 px) opens
 * a demo repair order with the seeded 20-point check and sees its points by section, the
 * photos on the points that need work (loaded from their signed addresses: the page's
 * Content-Security-Policy lets images come from the files bucket), Add as recommended line
 * on those points, and the vehicle's check-in section, nothing running off the side; the checklist is listed under
 * Settings. Read only: the demo documents other journeys use are left as they are.
 */
const appUrl = inject('appUrl');
const { browser, step } = browserJourney(appUrl);

/** A demo repair order with an inspection (infra/local/seed/seed-demo-inspections.ts), through the API. */
async function inspectedOrderId(): Promise<string> {
  const login = await fetch(`${appUrl}/api/IAM/Auth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'advisor', password: DEMO.password, domain: DEMO.domain }),
  });
  const { Token } = (await login.json()) as { Token: string };
  const headers = { authorization: `Bearer ${Token}` };
  const list = (await (await fetch(`${appUrl}/api/Service/WorkOrders/Dashboard`, { headers })).json()) as {
    Items: { _id: string }[];
  };
  for (const { _id } of list.Items) {
    const found = (await (await fetch(`${appUrl}/api/Service/Inspections/${_id}`, { headers })).json()) as {
      Items?: unknown[];
    };
    if ((found.Items?.length ?? 0) > 0) return _id;
  }
  throw new Error('the demo has no inspected repair order');
}

describe('inspections', () => {
  step('the advisor reads a demo inspection with its photos on a phone', async () => {
    const id = await inspectedOrderId();
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await loginAs(page, appUrl, 'advisor');
    await page.waitForURL(/\/basic\/Home$/i);
    await page.goto(`${appUrl}/Service/WorkOrder/${id}`);
    await page.getByRole('heading', { name: 'Inspections' }).waitFor();
    await page.getByRole('heading', { name: 'Vehicle at check-in' }).waitFor();
    await page.getByRole('button', { name: /20-point check — finished/ }).click();
    await page.getByRole('region', { name: 'Brakes' }).waitFor();
    const photo = page.getByRole('img', { name: /^Photo of / }).first();
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    // The finished inspection's points that need work are offered as recommended lines (not added here).
    await page.getByRole('button', { name: 'Add as recommended line' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${appUrl}/settings/checklists`);
    await page.getByRole('table', { name: 'Checklists' }).getByText('20-point check').waitFor();
    await context.close();
  });
});
