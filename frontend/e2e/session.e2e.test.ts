import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Messages } from '@shared/api/messages';
import { useChromium, loginAs, newPage } from './browser';

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

  it('switching branch says "Switched to the new branch successfully." and shows the new branch', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'owner');
    await page.waitForURL(/\/basic\/Home$/i);
    await page.getByRole('button', { name: /Switch branch/ }).click();
    await page.getByRole('menuitem', { name: /Karkhana Spares Hosur/ }).click();
    await page.getByText(Messages.branchSwitched).first().waitFor();
    await page.getByRole('button', { name: 'Branch: Karkhana Spares Hosur. Switch branch' }).waitFor();
    await page.getByText('33', { exact: true }).first().waitFor();
    await context.close();
  });

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
