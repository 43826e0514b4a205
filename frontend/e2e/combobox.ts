import type { Locator, Page } from 'playwright-core';

/**
 * Types into a search combobox as a person does and picks the suggestion that
 * matches; `prefer` picks, among them, the one that also names it (a part for the
 * vehicle's model).
 */
export async function pick(page: Page, box: Locator, typed: string, option: RegExp, prefer?: string): Promise<void> {
  await box.click();
  await box.fill('');
  await box.pressSequentially(typed, { delay: 40 });
  // The combobox's own suggestions (role="option"), never a native <option> of some select on the page.
  const options = page.locator('[role="option"]').filter({ hasText: option });
  await options.first().waitFor({ timeout: 15_000 });
  const preferred = prefer ? options.filter({ hasText: prefer }) : undefined;
  await (preferred && (await preferred.count()) > 0 ? preferred : options).first().click();
}
