import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';

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

/** Logs in through the login page as a demo user (of the workshop's domain unless another is named). */
export async function loginAs(
  page: Page,
  appUrl: string,
  username: string,
  options: { keepLoggedIn?: boolean; password?: string; domain?: string } = {},
): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Domain').fill(options.domain ?? DEMO.domain);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO.password);
  // The checkbox input is visually hidden behind its styled box; a person clicks the label.
  if (options.keepLoggedIn) await page.getByText('Keep me logged in').click();
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A page in a context of its own (its own cookies and storage: one person). */
export type BrowserSession = { context: BrowserContext; page: Page };

export async function newPage(browser: Browser): Promise<BrowserSession> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}

/**
 * The Chromium of a test file: started before its first test, closed after its
 * last (after `beforeClose`, which closes what the file opened in it).
 */
export function useChromium(beforeClose?: () => Promise<void>): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await beforeClose?.();
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: call useChromium() at the top of the test file.');
    return browser;
  };
}

export type Journey = {
  /** The file's Chromium, for pages the journey opens itself (another width, no login). */
  browser: () => Browser;
  /**
   * A step of the journey: its own test, so a failure names the step; skipped
   * once an EARLIER step failed (it needs what that step makes). The e2e project
   * retries a failed test once, so a step's own retry runs its body again (and a
   * failure stays a failure, never a skip).
   */
  step: (name: string, body: () => Promise<void>, timeout?: number) => void;
  /** A new person's page, logged in as the demo user (of `domain`, else the workshop's) and on Basic/Home; it closes with the journey. */
  loggedIn: (username: string, domain?: string) => Promise<BrowserSession>;
};

/**
 * One journey in steps against the full local stack (the chat, service and
 * invoice journeys): the file's Chromium, its steps, and the people logged in
 * along the way. Call once at the top of the test file.
 */
export function browserJourney(appUrl: string, { stepTimeout = 120_000 }: { stepTimeout?: number } = {}): Journey {
  const sessions: BrowserSession[] = [];
  let failed: string | undefined;
  const browser = useChromium(async () => {
    for (const session of sessions) await session.context.close();
  });
  return {
    browser,
    step(name, body, timeout = stepTimeout) {
      it(name, { timeout }, async (ctx) => {
        if (failed !== undefined && failed !== name) ctx.skip(`needs "${failed}"`);
        try {
          await body();
          failed = undefined;
        } catch (error) {
          failed = name;
          throw error;
        }
      });
    },
    async loggedIn(username, domain) {
      const session = await newPage(browser());
      sessions.push(session);
      await loginAs(session.page, appUrl, username, domain === undefined ? {} : { domain });
      await session.page.waitForURL(/\/basic\/Home$/i);
      return session;
    },
  };
}

/** At a desktop width the branch's whole name shows, and the branch button never runs into the page title. */
export const headerProblem = (page: Page) =>
  page.evaluate(() => {
    const name = document.querySelector<HTMLElement>('.kk-entity-switcher__name');
    const branch = document.querySelector('.kk-entity-switcher')?.getBoundingClientRect();
    const title = document.querySelector('.kk-header__title')?.getBoundingClientRect();
    if (!name || !branch || !title) return 'header without branch or title';
    if (name.scrollWidth > name.clientWidth)
      return `branch name cut: ${name.clientWidth} of ${name.scrollWidth} px shown`;
    if (branch.right > title.left && branch.bottom > title.top) return 'branch button overlaps the page title';
    return undefined;
  });
