import { describe, expect, inject, it } from 'vitest';
import { Messages } from '@shared/api/messages';
import { useChromium, loginAs, newPage } from './browser';

const appUrl = inject('appUrl');
const browser = useChromium();

/** Letters only, so the word is one search word; new each run, so the search finds this run's operation alone. */
const tag = `zq${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/** The catalogue in Chromium against the full local stack. */
describe('service catalogue', () => {
  it('an admin adds an operation with labour times; the advisor finds it by typing two words into the combobox', async () => {
    const admin = await newPage(browser());
    await loginAs(admin.page, appUrl, 'admin');
    await admin.page.waitForURL(/\/basic\/Home$/i);
    await admin.page.getByRole('link', { name: 'Services', exact: true }).click();
    await admin.page.waitForURL(/\/settings\/ServiceList$/i);
    await admin.page.getByRole('button', { name: 'New operation' }).click();
    await admin.page.waitForURL(/\/settings\/service\/New$/i);

    const form = admin.page.getByRole('form', { name: 'New operation' });
    await form.getByRole('textbox', { name: 'Op code' }).fill(`E2E-${tag.toUpperCase()}`);
    await form.getByRole('textbox', { name: 'Description' }).fill(`Wiper linkage ${tag} overhaul`);
    const category = form.getByRole('combobox', { name: 'Category' });
    await expect.poll(() => category.locator('option').count()).toBeGreaterThan(1);
    await category.selectOption({ index: 1 });
    await form.getByRole('textbox', { name: 'Hatchback' }).fill('1.5');
    await form.getByRole('textbox', { name: 'Sedan' }).fill('1.75');
    await form.getByRole('textbox', { name: 'SUV / MUV' }).fill('2');
    await form.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText(Messages.saved).first().waitFor();
    await admin.page.waitForURL(/\/settings\/ServiceList$/i);
    await admin.context.close();

    const advisor = await newPage(browser());
    await loginAs(advisor.page, appUrl, 'advisor');
    await advisor.page.waitForURL(/\/basic\/Home$/i);
    await advisor.page.getByRole('link', { name: 'Services', exact: true }).click();
    await advisor.page.waitForURL(/\/settings\/ServiceList$/i);
    // Read-only for the advisor: no New button.
    expect(await advisor.page.getByRole('button', { name: 'New operation' }).count()).toBe(0);

    const search = advisor.page.getByRole('combobox', { name: 'Find an operation' });
    await search.pressSequentially(`wiper ${tag}`, { delay: 40 });
    const option = advisor.page.getByRole('option', { name: new RegExp(`Wiper linkage ${tag} overhaul`) });
    await option.waitFor();
    // The result carries its code and the figure that matters: hours × the hatchback rate.
    expect(await option.textContent()).toMatch(new RegExp(`E2E-${tag.toUpperCase()}.*1\\.5 h × ₹`, 'i'));
    await search.press('ArrowDown');
    await search.press('Enter');
    const picked = advisor.page.getByRole('region', { name: 'Chosen operation' });
    await picked.getByText(`Wiper linkage ${tag} overhaul`).waitFor();
    await advisor.context.close();
  });
});
