import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@shared/api/messages';
import { gstinCheckChar, gstinProblem } from '@shared/gst/gstin';
import { headerProblem, useChromium, loginAs, newPage } from './browser';

const appUrl = inject('appUrl');
const browser = useChromium();

/** A 4x4 red PNG, generated once with zlib; small enough to need no file on disk. */
const RED_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP4z8AARwzEcQCukw/x0F8jngAAAABJRU5ErkJggg==';

async function loginAndOpen(page: Page, username: string, menuLabel: string): Promise<void> {
  await loginAs(page, appUrl, username);
  await page.waitForURL(/\/basic\/Home$/i);
  await page.getByRole('link', { name: menuLabel, exact: true }).click();
}

/** The settings screens in Chromium against the full local stack. */
describe('settings screens (platform §2 Settings and Guard behaviour, §3 Entity Settings)', () => {
  it('an admin changes the tax settings and saves them: "Updated Successfully."', async () => {
    const { context, page } = await newPage(browser());
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
    const { context, page } = await newPage(browser());
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
    await page
      .getByRole('img', { name: /^Logo of / })
      .first()
      .waitFor();
    // With the logo beside it, the whole branch name still shows and stays clear of the page title.
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await headerProblem(page)).toBeUndefined();
    }
    await context.close();
  });

  it('a technician opening a settings address sees "Sorry You Are Unauthorised To Access This Page."', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'technician');
    await page.waitForURL(/\/basic\/Home$/i);
    expect(await page.getByRole('link', { name: 'Tax Settings' }).count()).toBe(0);
    await page.goto(`${appUrl}/settings/TaxSettings`);
    await page.getByText(Messages.unauthorisedPage).waitFor();
    expect(await page.getByLabel('SAC for services').count()).toBe(0);
    await context.close();
  });

  it('an unsaved edit asks before leaving: Stay keeps the edit, Leave navigates', async () => {
    const { context, page } = await newPage(browser());
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

  it('an admin sets the garage code of an insurer and adds a branch with a GSTIN of its state; both are there after a reload', async () => {
    const { context, page } = await newPage(browser());
    await loginAndOpen(page, 'admin', 'Insurance Settings');
    await page.waitForURL(/\/settings\/entityinsurancesettings$/i);
    const insurer = 'Kshema General Insurance Ltd.';
    const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
    const garageCode = `KS-${suffix}`;
    const branchName = `Kshema Pune ${suffix}`;
    // A Maharashtra (27) GSTIN with a fresh PAN each run and its right check character.
    const letters = Array.from({ length: 5 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
    const first14 = `27${letters}${String(1000 + Math.floor(Math.random() * 9000))}K1Z`;
    const gstin = `${first14}${gstinCheckChar(first14)}`;
    expect(gstinProblem(gstin)).toBeUndefined();

    await page.getByRole('button', { name: `Details of ${insurer}` }).click();
    const details = page.getByRole('dialog', { name: insurer, exact: true });
    await details.getByLabel('Garage code').fill(garageCode);
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(Messages.updated).first().waitFor();

    await details.getByRole('button', { name: 'Add branch' }).click();
    const branch = page.getByRole('dialog', { name: `New branch of ${insurer}`, exact: true });
    await branch.getByLabel('Branch name').fill(branchName);
    await branch.getByLabel('City').fill('Pune');
    await branch.getByLabel('State').selectOption({ label: 'Maharashtra' });
    await branch.getByLabel('GSTIN').fill(gstin);
    await branch.getByText('Valid GSTIN of').waitFor();
    await branch.getByRole('button', { name: 'Save branch' }).click();
    await page.getByText(Messages.saved).first().waitFor();
    await branch.waitFor({ state: 'detached' });
    await details.getByRole('cell', { name: branchName, exact: true }).waitFor();

    // The server kept both: a fresh load shows the garage code in the list and in the details, and the branch.
    await page.reload();
    await page.getByRole('cell', { name: garageCode, exact: true }).waitFor();
    await page.getByRole('button', { name: `Details of ${insurer}` }).click();
    expect(await details.getByLabel('Garage code').inputValue()).toBe(garageCode);
    const row = details.getByRole('row').filter({ hasText: branchName });
    await row.waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(0, 5)).toEqual([
      branchName,
      'Pune',
      'Maharashtra',
      gstin,
      '',
    ]);

    // Removed after confirmation, and gone for good.
    await row.getByRole('button', { name: `Remove ${branchName}` }).click();
    await page.getByRole('dialog', { name: 'Remove branch' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText(Messages.deleted).first().waitFor();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: `Details of ${insurer}` }).click();
    await details.getByLabel('Garage code').waitFor();
    await expect(details.getByRole('cell', { name: branchName, exact: true }).count()).resolves.toBe(0);
    await context.close();
  });

  it('on a 390 px phone an admin adds a quick-list entry with the keyboard on stacked lines, saves it, and it is there after a reload', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await loginAs(page, appUrl, 'admin');
    await page.waitForURL(/\/basic\/Home$/i);
    await page.goto(`${appUrl}/settings/quicklist`);
    const grid = page.locator('.kk-line-grid');
    await grid.waitFor();
    expect(await grid.getAttribute('data-layout')).toBe('cards');
    const code = `E2E${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const before = await page.getByRole('combobox', { name: /^Op code, entry \d+$/ }).count();
    const n = before + 1;

    await page.getByRole('button', { name: 'Add entry' }).click();
    const opCode = page.getByRole('combobox', { name: `Op code, entry ${n}` });
    await expect.poll(() => opCode.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Brake fluid change');
    // Enter on the last cell adds the next entry; left blank, it is not saved.
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: `Op code, entry ${n + 1}` }).waitFor();
    // Nothing of the screen reaches past the phone's edge (the lines stack instead of scrolling sideways).
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('.kk-content *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)}`),
    );
    expect(outside).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(Messages.saved).first().waitFor();

    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: `Op code, entry ${n}` }).inputValue()).toBe(code);
    expect(await page.getByRole('textbox', { name: `Description, entry ${n}` }).inputValue()).toBe(
      'Brake fluid change',
    );
    expect(await page.getByRole('combobox', { name: /^Op code, entry \d+$/ }).count()).toBe(n);
    await context.close();
  });
});
