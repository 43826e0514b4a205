import { describe, expect, inject, it } from 'vitest';
import { useChromium, loginAs } from './browser';

const appUrl = inject('appUrl');
const browser = useChromium();

/** Spec platform §2 'Guard behaviour': Back closes dialogs and the overlay menu before it leaves a page. */
describe('leaving a page with a dialog or the menu open (platform §2 Guard behaviour)', () => {
  it('browser Back closes an open dialog first and stays on the page; the next Back leaves', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await loginAs(page, appUrl, 'admin');
    await page.waitForURL(/\/basic\/Home$/i);
    await page.locator('a.kk-side-menu__link', { hasText: 'Warehouses' }).click();
    await page.waitForURL(/\/settings\/warehousesettings$/);
    await page.getByRole('button', { name: 'New warehouse' }).click();
    await page.getByRole('dialog', { name: 'New warehouse' }).waitFor();

    await page.goBack();
    await page.getByRole('dialog', { name: 'New warehouse' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/settings/warehousesettings');
    await page.getByRole('heading', { name: 'Warehouses', level: 2 }).waitFor();

    await page.goBack();
    await page.waitForURL(/\/basic\/Home$/i);
    await context.close();
  });

  it('on a phone, browser Back closes the open side menu and stays on the page', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await loginAs(page, appUrl, 'advisor');
    await page.getByRole('button', { name: 'Show menu' }).waitFor();
    const landing = page.url();
    await page.getByRole('button', { name: 'Show menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL(/\/Customers\/CustomerSearch$/i);
    // Arriving closed the menu; open it again over the customer search.
    await page.getByRole('button', { name: 'Show menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();

    await page.goBack();
    await page.getByRole('button', { name: 'Show menu' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toMatch(/\/Customers\/CustomerSearch$/i);

    await page.goBack();
    await page.waitForURL(landing);
    await context.close();
  });
});
