import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Messages } from '@shared/api/messages';
import { useChromium, loginAs, newPage } from './browser';

const appUrl = inject('appUrl');
const browser = useChromium();

/** platform §2 'Root shell', §4 'Update and connectivity': offline hides the split pane behind a warning. */
describe('going offline and back', () => {
  it('shows the offline warning, hides the page, and keeps an unsaved edit for when the network is back', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'admin');
    await page.waitForURL(/\/basic\/Home$/i);
    await page.goto(`${appUrl}/settings/companyprofile`);
    const line2 = page.getByLabel('Address line 2');
    await line2.waitFor();
    await line2.fill('Near the water tank, unsaved');

    await context.setOffline(true);
    await page.getByRole('alert').filter({ hasText: Messages.offline }).first().waitFor();
    await expect(line2.isVisible()).resolves.toBe(false);

    await context.setOffline(false);
    await page.getByText(Messages.online).first().waitFor();
    await line2.waitFor();
    await expect(line2.inputValue()).resolves.toBe('Near the water tank, unsaved');
    await context.close();
  });
});
