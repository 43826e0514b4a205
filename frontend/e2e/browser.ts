import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags these machines need (DESIGN §7). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export const DEMO = { domain: 'demo', password: 'karkhana-demo' } as const;

/** Logs in through the login page as a demo user; resolves on Basic/Home. */
export async function loginAs(
  page: Page,
  appUrl: string,
  username: string,
  options: { keepLoggedIn?: boolean; password?: string } = {},
): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Domain').fill(DEMO.domain);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO.password);
  // The checkbox input is visually hidden behind its styled box; a person clicks the label.
  if (options.keepLoggedIn) await page.getByText('Keep me logged in').click();
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}
