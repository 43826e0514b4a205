import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { UsersMessages } from '@shared/users/users-messages';
import { useChromium, loginAs, newPage } from './browser';

const appUrl = inject('appUrl');
const browser = useChromium();

/** Users and access administration in Chromium against the full local stack. */
describe('users and access administration (platform §2 User/Users, User/User/New)', () => {
  it('admin creates a user with the Service Advisor role in the workshop branch, and that user can log in', async () => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const username = `advisor${suffix}`;
    const name = `Kavya Advisor ${suffix}`;
    const password = `pass-${suffix}-1234`;

    const admin = await newPage(browser());
    await loginAs(admin.page, appUrl, 'admin');
    await admin.page.waitForURL(/\/basic\/Home$/i);
    await admin.page.goto(`${appUrl}/User/User/New`);
    await admin.page.getByRole('heading', { name: 'New user' }).waitFor();
    await admin.page.getByLabel('Name', { exact: true }).fill(name);
    await admin.page.getByLabel('Username', { exact: true }).fill(username);
    await admin.page.getByLabel('Initial password', { exact: true }).fill(password);
    await admin.page.getByLabel('Default branch').selectOption({ label: 'Karkhana Motors Koramangala' });
    await admin.page.getByLabel('Role', { exact: true }).selectOption({ label: 'Service Advisor' });
    await admin.page.getByRole('button', { name: 'Create user' }).click();
    await admin.page.getByText(UsersMessages.userCreated).first().waitFor();
    await admin.page.waitForURL(/\/User\/User\/[0-9A-Z]{26}$/);
    await admin.page.getByRole('heading', { name: new RegExp(name) }).waitFor();
    const role = admin.page.getByLabel('Role in Karkhana Motors Koramangala');
    expect(await role.locator('option:checked').textContent()).toBe('Service Advisor');

    // The users list shows the new user with the role per branch.
    await admin.page.goto(`${appUrl}/User/Users`);
    await admin.page.getByLabel('Search by name').fill(suffix);
    const row = admin.page.getByTestId('user-row').filter({ hasText: name });
    await row.getByText('Karkhana Motors Koramangala: Service Advisor').waitFor();
    await admin.context.close();

    const advisor = await newPage(browser());
    await loginAs(advisor.page, appUrl, username, { password });
    await advisor.page.waitForURL(/\/basic\/Home$/i);
    await advisor.page.getByRole('heading', { name: new RegExp(name) }).waitFor();
    await advisor.page.getByRole('button', { name: 'Branch: Karkhana Motors Koramangala. Switch branch' }).waitFor();
    // An advisor has no User rights: the users screen is refused.
    await advisor.page.goto(`${appUrl}/User/Users`);
    await advisor.page.getByText('Sorry You Are Unauthorised To Access This Page.').waitFor();
    await advisor.context.close();
  });
});
