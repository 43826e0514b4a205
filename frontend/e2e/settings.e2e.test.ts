import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Messages } from '@shared/api/messages';
import { launchChromium, loginAs, newPage } from './browser';

const appUrl = inject('appUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A 4x4 red PNG, generated once with zlib; small enough to need no file on disk. */
const RED_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==';

async function loginAndOpen(page: Page, username: string, menuLabel: string): Promise<void> {
  await loginAs(page, appUrl, username);
  await page.waitForURL(/\/basic\/Home$/i);
  await page.getByRole('link', { name: menuLabel, exact: true }).click();
}

/** Issue 4: the settings screens in Chromium against the full local stack. */
describe('settings screens (platform §2 Settings and Guard behaviour, §3 Entity Settings)', () => {
  it('an admin changes the tax settings and saves them: "Updated Successfully."', async () => {
    const { context, page } = await newPage(browser);
    await loginAndOpen(page, 'admin', 'Tax Settings');
    await page.waitForURL(/\/settings\/TaxSettings$/i);
    const sac = page.getByLabel('SAC for services');
    // A fresh code each run, so the save is always a change.
    const code = String(9980 + Math.floor(Math.random() * 10));
    const next = (await sac.inputValue()) === code ? '998711' : code;
    await sac.fill(next);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(Messages.updated).first().waitFor();

    // The server kept it: a fresh load shows the saved code.
    await page.reload();
    await expect.poll(() => page.getByLabel('SAC for services').inputValue()).toBe(next);
    await context.close();
  });

  it('an admin uploads a logo, which then shows in the header instead of the initials', async () => {
    const { context, page } = await newPage(browser);
    await loginAndOpen(page, 'admin', 'Company Profile');
    await page.waitForURL(/\/settings\/companyprofile$/i);
    await page.getByRole('heading', { name: 'Logo' }).waitFor();
    await page.getByLabel('Logo file').setInputFiles({
      name: `logo-${Math.random().toString(36).slice(2, 8)}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(RED_PNG_BASE64, 'base64'),
    });
    await page.getByText('Logo saved.').first().waitFor();

    const headerLogo = page.locator('img.kk-entity-switcher__logo');
    await headerLogo.waitFor();
    expect(await headerLogo.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(4);
    // The preview on the page shows the same image.
    await page.getByRole('img', { name: /^Logo of / }).first().waitFor();
    await context.close();
  });

  it('a technician opening a settings address sees "Sorry You Are Unauthorised To Access This Page."', async () => {
    const { context, page } = await newPage(browser);
    await loginAs(page, appUrl, 'technician');
    await page.waitForURL(/\/basic\/Home$/i);
    expect(await page.getByRole('link', { name: 'Tax Settings' }).count()).toBe(0);
    await page.goto(`${appUrl}/settings/TaxSettings`);
    await page.getByText(Messages.unauthorisedPage).waitFor();
    expect(await page.getByLabel('SAC for services').count()).toBe(0);
    await context.close();
  });

  it('an unsaved edit asks before leaving: Stay keeps the edit, Leave navigates', async () => {
    const { context, page } = await newPage(browser);
    await loginAndOpen(page, 'admin', 'Print Options');
    await page.waitForURL(/\/settings\/PrintOptions$/i);
    const header = page.getByLabel('Header text');
    const edit = `Thank you for servicing with us ${Math.random().toString(36).slice(2, 6)}`;
    await header.fill(edit);

    await page.getByRole('link', { name: 'Home', exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/settings/PrintOptions');
    expect(await header.inputValue()).toBe(edit);

    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/basic\/Home$/i);
    await context.close();
  });
});
