import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { Messages } from '@shared/api/messages';
import { useChromium, loginAs, newPage } from './browser';

const appUrl = inject('appUrl');
const browser = useChromium();

// Data persists for the whole run: a surname, phone and registration number of this run only.
const letters = (n: number) =>
  Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'.charAt(Math.floor(Math.random() * 23))).join('');
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const surname = `Q${letters(7).toLowerCase()}`;
const displayName = `Ravi ${surname}`;
const phone = `98${digits(8)}`;
const series = letters(2);
const number = digits(4);
const regNo = `KA 05 ${series} ${number}`;

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openCustomerSearch(page: Page): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Customers' }).click();
  await page.waitForURL(/\/Customers\/CustomerSearch/);
  await page.getByRole('form', { name: 'Customer search' }).waitFor();
}

async function search(page: Page, label: string, value: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Customer search' });
  await form.getByRole('button', { name: 'Clear' }).click();
  await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Search' }).click();
}

/** Customers with vehicles, found again by name and registration number (platform §2 'Common', §5). */
describe('customers and vehicles (platform §2 Common, §3, §5)', () => {
  it('an empty search says a field is required', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'advisor');
    await page.waitForURL(/\/basic\/Home$/i);
    await openCustomerSearch(page);
    await page.getByRole('form', { name: 'Customer search' }).getByRole('button', { name: 'Search' }).click();
    await page.getByText(Messages.searchNeedsField).waitFor();
    await context.close();
  });

  it('an advisor creates a customer with a vehicle and finds them by two letters of the surname and by part of the registration number, then ends the ownership', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'advisor');
    await page.waitForURL(/\/basic\/Home$/i);
    await openCustomerSearch(page);

    await page.getByRole('link', { name: 'New customer' }).click();
    await page.waitForURL(/\/Customers\/Customer\/New$/);
    await page.getByRole('heading', { name: 'New customer' }).waitFor();
    const form = page.getByRole('form', { name: 'Customer', exact: true });
    await form.getByLabel('First name', { exact: true }).fill('Ravi');
    await form.getByLabel('Last name', { exact: true }).fill(surname);
    await form.getByLabel('Phone', { exact: true }).fill(phone);
    const billing = form.getByRole('group', { name: 'Billing address' });
    // The state first: the city is picked from that state's cities.
    await billing.getByLabel('State').selectOption('Karnataka');
    await billing.getByLabel('City').selectOption('Bengaluru');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(Messages.saved).first().waitFor();
    await page.waitForURL((url) => /\/Customers\/Customer\/(?!New$)[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { name: displayName }).waitFor();

    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add vehicle' });
    await dialog.getByLabel('Registration number').fill(regNo);
    await dialog.getByLabel('Make').fill('Maruti Suzuki');
    await dialog.getByLabel('Model').fill('Swift');
    await dialog.getByLabel('Year').fill('2021');
    await dialog.getByRole('button', { name: 'Add vehicle' }).click();
    await page.getByText(Messages.ownershipAssigned).first().waitFor();
    const normalised = regNo.replace(/\s/g, '');
    await page
      .getByRole('table', { name: `Vehicles of ${displayName}` })
      .getByRole('link', { name: normalised })
      .waitFor();

    await openCustomerSearch(page);
    await search(page, 'Name', surname.slice(0, 2));
    await page.getByRole('link', { name: displayName }).waitFor();

    await search(page, 'Registration number', `${series}${number.slice(0, 2)}`);
    const found = page.getByRole('link', { name: displayName });
    await found.waitFor();
    await expect(page.getByRole('cell', { name: normalised }).count()).resolves.toBe(1);
    await found.click();
    await page.waitForURL((url) => /\/Customers\/Customer\/(?!New$)[^/]+$/.test(url.pathname));
    await page.getByRole('heading', { name: displayName }).waitFor();

    // Spec §5: ending an ownership needs product, date and customer; the vehicle leaves the customer's list.
    await page.getByRole('button', { name: 'End ownership' }).click();
    const end = page.getByRole('dialog', { name: 'End ownership' });
    await end.getByLabel('Ownership end date').waitFor();
    await end.getByRole('button', { name: 'End ownership' }).click();
    await page.getByText(Messages.ownershipEnded).first().waitFor();
    await page.getByText('No Vehicles to Show.').waitFor();
    await context.close();
  });

  it('the Vehicles menu opens the vehicle search; a new vehicle without owner is found by part of its number', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'advisor');
    await page.waitForURL(/\/basic\/Home$/i);
    await mainMenu(page).getByRole('link', { name: 'Vehicles' }).click();
    await page.waitForURL(/\/Products\/ProductSearch/);
    await page.getByRole('link', { name: 'New vehicle' }).click();
    await page.waitForURL(/\/Products\/Product\/New$/);
    // The address changes before the new screen replaces the search (the router renders
    // in a transition), and the search form has a 'Registration number' field too: name
    // the form exactly ('Vehicle' also matches 'Vehicle search') and wait for its screen.
    await page.getByRole('heading', { name: 'New vehicle' }).waitFor();
    const vehicleNo = `TN 09 ${letters(2)} ${digits(4)}`;
    const form = page.getByRole('form', { name: 'Vehicle', exact: true });
    await form.getByLabel('Registration number').fill(vehicleNo);
    await form.getByLabel('Make').fill('Hyundai');
    await form.getByLabel('Model').fill('Creta');
    await expect(form.getByLabel('Registration number').inputValue()).resolves.toBe(vehicleNo);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /\/Products\/Product\/(?!New$)[^/]+$/.test(url.pathname));
    await page.getByText(Messages.saved).first().waitFor();
    await page.getByText('No current owner.', { exact: false }).waitFor();

    await mainMenu(page).getByRole('link', { name: 'Vehicles' }).click();
    const compact = vehicleNo.replace(/\s/g, '');
    const searchForm = page.getByRole('form', { name: 'Vehicle search' });
    await searchForm.getByLabel('Registration number').fill(compact.slice(4, 9));
    await searchForm.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: compact }).click();
    await page.getByRole('heading', { name: `${compact} · Hyundai · Creta` }).waitFor();
    await context.close();
  });

  it('the parts manager creates a vendor and finds it by name', async () => {
    const { context, page } = await newPage(browser());
    await loginAs(page, appUrl, 'partsmanager');
    await page.waitForURL(/\/basic\/Home$/i);
    await expect(mainMenu(page).getByRole('link', { name: 'Customers' }).count()).resolves.toBe(0);
    await mainMenu(page).getByRole('link', { name: 'Vendors' }).click();
    await page.waitForURL(/\/Vendors\/VendorSearch/);
    await page.getByRole('link', { name: 'New vendor' }).click();
    await page.waitForURL(/\/Vendors\/Vendor\/New$/);
    await page.getByRole('heading', { name: 'New vendor' }).waitFor();
    const vendorName = `Sri ${letters(6)} Auto Spares`;
    const form = page.getByRole('form', { name: 'Vendor', exact: true });
    await form.getByText('Company', { exact: true }).click();
    await form.getByLabel('Display name').fill(vendorName);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText(Messages.saved).first().waitFor();
    await page.getByRole('heading', { name: vendorName }).waitFor();

    await mainMenu(page).getByRole('link', { name: 'Vendors' }).click();
    const searchForm = page.getByRole('form', { name: 'Vendor search' });
    await searchForm.getByLabel('Name', { exact: true }).fill(vendorName.split(' ')[1] ?? '');
    await searchForm.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: vendorName }).waitFor();
    await context.close();
  });
});
