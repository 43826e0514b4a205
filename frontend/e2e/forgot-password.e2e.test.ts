import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { useChromium, loginAs, newPage } from './browser';

const appUrl = inject('appUrl');
const browser = useChromium();

type OutboxEntry = { to: string; text: string };

async function lastCodeFor(to: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const outbox = (await (await fetch(`${appUrl}/__dev/outbox`)).json()) as OutboxEntry[];
    const code = [...outbox]
      .reverse()
      .find((m) => m.to === to)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code sent to ${to}`);
}

describe('forgot password with a one-time code (platform §2 Forgot password modal)', () => {
  it('partsclerk resets the password by e-mail code and logs in with the new one', async () => {
    const { context, page } = await newPage(browser());
    await page.goto(`${appUrl}/login`);
    await page.getByRole('button', { name: 'Forgot password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Domain').fill('demo');
    await dialog.getByLabel('E-mail address').fill('partsclerk@demo.karkhana.app');
    await dialog.getByRole('button', { name: /Send/ }).click();
    await dialog.getByLabel('OTP').waitFor();
    await expect(dialog.getByRole('button', { name: /Resend OTP/ }).isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('OTP').fill(await lastCodeFor('partsclerk@demo.karkhana.app'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByLabel('New password').fill('fresh-password-1');
    await dialog.getByLabel('Confirm password').fill('fresh-password-1');
    await dialog.getByRole('button', { name: /Set password|Save|Reset/ }).click();
    await dialog.waitFor({ state: 'detached' });

    await loginAs(page, appUrl, 'partsclerk', { password: 'fresh-password-1' });
    await page.waitForURL(/\/basic\/Home$/i);
    await context.close();
  });
});
