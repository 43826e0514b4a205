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

/** At a desktop width the branch's whole name shows, and the branch button never runs into the page title (item 14). */
export const headerProblem = (page: Page) =>
  page.evaluate(() => {
    const name = document.querySelector<HTMLElement>('.kk-entity-switcher__name');
    const branch = document.querySelector('.kk-entity-switcher')?.getBoundingClientRect();
    const title = document.querySelector('.kk-header__title')?.getBoundingClientRect();
    if (!name || !branch || !title) return 'header without branch or title';
    if (name.scrollWidth > name.clientWidth) return `branch name cut: ${name.clientWidth} of ${name.scrollWidth} px shown`;
    if (branch.right > title.left && branch.bottom > title.top) return 'branch button overlaps the page title';
    return undefined;
  });
