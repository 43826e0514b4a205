import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { industryLabels } from '@shared/access/industry-labels';
import { INDUSTRIES, type Industry } from '@shared/entity/entity-config';
import type { LoginResponse } from '@shared/api/routes/iam';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '../../infra/local/seed/demo-organisation';
import { APP_SCREENS } from '../src/app/screens';
import type { ScreenEntry } from '../src/lib/screen-manifest';
import { ruleHolds } from '../src/lib/screen-rules';
import { headerProblem, launchChromium, loginAs } from './browser';

/**
 * Every routed screen, as every demo user (one
 * per predefined role), on a desktop and at 390 px. Per screen: nothing on the
 * console, no failed request, no sideways page scroll, and the tab title in the
 * branch industry's words. One browser and one page per role, one login each;
 * a screen the role cannot reach (not in its menu) is skipped.
 */
const appUrl = inject('appUrl');
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 800 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Problems = string[];

/** Watches a page for what a normal session must never show. */
function watch(page: Page): { problems: Problems; inFlight: () => number } {
  const problems: Problems = [];
  let pending = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', () => {
    pending += 1;
  });
  page.on('requestfinished', (request) => {
    pending -= 1;
    void request.response().then((response) => {
      if (response && response.status() >= 400)
        problems.push(`${response.status()} ${request.method()} ${request.url()}`);
    });
  });
  page.on('requestfailed', (request) => {
    pending -= 1;
    problems.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`);
  });
  return { problems, inFlight: () => pending };
}

/** Waits until the screen has drawn and no request has been open for a moment. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  await page.locator('main').first().waitFor();
  let quietSince = Date.now();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 250) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const sideways = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth > window.innerWidth
      ? `page is ${scroller.scrollWidth} px wide in ${window.innerWidth} px`
      : undefined;
  });

/**
 * The screens a session reaches: what its menu and settings home would list
 * (platform §2, §6), with the specific rules besides the permission (My Jobs
 * only for the technician flag).
 */
function reachable(login: LoginResponse): ScreenEntry[] {
  const ctx: AccessContext = {
    access: login.Access,
    config: login.Entity.Config,
    user: login.User,
    settings: login.Entity.Settings,
  };
  return APP_SCREENS.filter(
    (screen) =>
      isPermitted(screen.permission, ctx) &&
      ruleHolds(screen, ctx) &&
      (screen.industries?.(ctx.config.Industry) ?? true),
  );
}

/**
 * The tab title names the screen in the branch industry's words (platform §1): a
 * screen with an industry word carries it, and no title uses another industry's
 * word for the same thing (no 'Product' in a workshop that calls them vehicles).
 */
function titleProblem(title: string, screen: ScreenEntry, industry: Industry): string | undefined {
  const own = industryLabels(industry);
  const ownWords = new Set(Object.values(own));
  const foreign = [...new Set(INDUSTRIES.flatMap((other) => Object.values(industryLabels(other))))].filter(
    (word) => !ownWords.has(word),
  );
  const name = title.replace(/ · Karkhana$/, '');
  if (!title.endsWith(' · Karkhana') || name === '') return `title "${title}" names no screen`;
  const wrong = foreign.find((word) => new RegExp(`\\b${word}\\b`).test(name));
  if (wrong) return `title "${title}" says "${wrong}" in a branch that says ${[...ownWords].join(', ')}`;
  // 'Vehicles' for a list, 'Vehicle' for a record or a search: the singular is in both.
  const word = screen.industryLabel ? own[screen.industryLabel].replace(/s$/, '') : undefined;
  if (word && !name.includes(word)) return `title "${title}" lacks "${word}"`;
  return undefined;
}

/** Opens a path inside the running app, as a link would: no reload, no second login. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await page.waitForFunction((to) => location.pathname === to, path);
}

/**
 * A record screen (`…/:Id`) opens 'New' and a record its list links to; it is
 * visited only after its list (the same first path segment), as a person reaches it.
 */
async function pathsOf(screen: ScreenEntry, page: Page, visited: readonly string[]): Promise<string[]> {
  // A screen with nested routes (`…/:Id/*`) is opened at its own path.
  const own = screen.path.replace(/\/\*$/, '');
  if (!own.includes(':Id')) return [`/${own}`];
  // A page beneath a record (a print variant, `…/:Id/Print/:Variant`) is reached from the record, not from a list.
  if (own.replace(':Id', '').includes('/:')) return [];
  const area = own.split('/')[0]?.toLowerCase();
  if (!visited.some((path) => path.split('/')[1]?.toLowerCase() === area)) return [];
  const prefix = `/${own.replace(':Id', '')}`.toLowerCase();
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const record = hrefs.find((href) => href.toLowerCase().startsWith(prefix) && !href.toLowerCase().endsWith('/new'));
  return [`/${own.replace(':Id', 'New')}`, ...(record ? [record] : [])];
}

/** Logins hash a password on a shared 2-core machine: one at a time, so none times out; the screens then run side by side. */
let loginQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = loginQueue.then(work, work);
  loginQueue = turn.catch(() => undefined);
  return turn;
}

describe('every screen, every role, desktop and 390 px', () => {
  // Roles run side by side: most of a visit is waiting for the screen's requests.
  it.concurrent.each(DEMO_USERS.map((user) => user.UserName))(
    '%s: each reachable screen is clean',
    { timeout: 240_000, retry: 0 },
    async (username) => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const { problems, inFlight } = watch(page);
      const login = await oneAtATime(async () => {
        const answer = page.waitForResponse(
          (response) => response.url().endsWith('/IAM/Auth/Authenticate') && response.ok(),
        );
        await loginAs(page, appUrl, username);
        const body = (await (await answer).json()) as LoginResponse;
        await page.waitForURL(/\/basic\/Home$/i);
        return body;
      });
      await settle(page, inFlight);

      const found: string[] = [];
      if (problems.length) found.push(`login: ${problems.splice(0).join('; ')}`);
      // The list screen comes before its record screen in the manifests, so the list's links are on the page.
      const visited: string[] = [];
      for (const screen of reachable(login)) {
        for (const path of await pathsOf(screen, page, visited)) {
          visited.push(path);
          await page.setViewportSize(DESKTOP);
          await openInApp(page, path);
          await settle(page, inFlight);
          const issues = [...problems.splice(0)];
          const wide = await sideways(page);
          if (wide) issues.push(`desktop: ${wide}`);
          const header = await headerProblem(page);
          if (header) issues.push(`desktop: ${header}`);
          const title = titleProblem(await page.title(), screen, login.Entity.Config.Industry);
          if (title) issues.push(title);
          await page.setViewportSize(PHONE);
          await settle(page, inFlight);
          const narrow = await sideways(page);
          if (narrow) issues.push(`390 px: ${narrow}`);
          issues.push(...problems.splice(0));
          if (issues.length) found.push(`${path}: ${issues.join('; ')}`);
        }
      }
      await context.close();
      expect(found.join('\n')).toBe('');
    },
  );
});
