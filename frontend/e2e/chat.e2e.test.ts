import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserJourney, loginAs, type BrowserSession } from './browser';

/**
 * Browser end-to-end: two Chromium pages as two demo users of the
 * workshop branch, the service advisor Priya Nair and the technician Ravi
 * Kumar (infra/local/seed/demo-organisation.ts), chatting through the full
 * local stack: a message arrives live, the typing indicator shows and clears,
 * the read receipt arrives, an edit and a delete propagate, and an image
 * attachment opens in the viewer.
 *
 * One journey in steps: each step is its own test, so a failure names the step,
 * and the steps after a failed one are skipped (they need what it made).
 */
const appUrl = inject('appUrl');
const { browser, step, loggedIn } = browserJourney(appUrl, { stepTimeout: 90_000 });
type Person = BrowserSession & { name: string };
let priya: Person | undefined;
let ravi: Person | undefined;
/** The connected distributor's sales manager (domain bharat, infra/local/seed/seed-demo-vendor.ts). */
let deepa: Person | undefined;
/** A text unique to this run, so a retried step never meets an earlier attempt's message. */
const run = Date.now().toString(36);

async function signIn(username: string, name: string, domain?: string): Promise<Person> {
  return { ...(await loggedIn(username, domain)), name };
}

/** Opens the chat menu and the private chat with `other`; resolves with the room. */
async function openChatWith(person: Person, other: string): Promise<Locator> {
  const { page } = person;
  await page.getByRole('button', { name: /^Chat/ }).click();
  const menu = page.getByRole('complementary', { name: 'Chat' });
  await menu.getByRole('button', { name: new RegExp(`^${other}`) }).click();
  const room = menu.getByRole('region', { name: `Chat with ${other}` });
  await room.waitFor();
  await expect
    .poll(() => room.getByRole('log', { name: 'Messages' }).getAttribute('aria-busy'), { timeout: 15_000 })
    .toBe('false');
  return room;
}

const roomOf = (person: Person, other: string): Locator =>
  person.page.getByRole('region', { name: `Chat with ${other}` });
const messageBox = (room: Locator): Locator => room.getByPlaceholder('Write message…');

/** A 2×2 PNG, so the viewer has a real picture to decode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

describe('the chat menu on a phone', () => {
  it('takes the whole 390 px width, under the header', { timeout: 60_000 }, async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 800 } });
    try {
      const page = await context.newPage();
      await loginAs(page, appUrl, 'cashier');
      await page.waitForURL(/\/basic\/Home$/i);
      await page.getByRole('button', { name: /^Chat/ }).click();
      const menu = page.getByRole('complementary', { name: 'Chat' });
      await menu.getByRole('tab', { name: 'Employees' }).waitFor();
      const box = await menu.boundingBox();
      expect(box?.x).toBe(0);
      expect(box?.width).toBe(390);
      // Nothing inside runs past the screen's edge.
      expect(await menu.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('chat between two people in the browser', () => {
  step('both sign in and open their private chat with each other', async () => {
    priya = await signIn('advisor', 'Priya Nair');
    ravi = await signIn('technician', 'Ravi Kumar');
    await openChatWith(priya, 'Ravi Kumar');
    await openChatWith(ravi, 'Priya Nair');
  });

  step('the typing indicator shows on the other page and clears after 3 s idle', async () => {
    const box = messageBox(roomOf(priya!, 'Ravi Kumar'));
    await box.click();
    await box.pressSequentially('Is the Cre', { delay: 30 });
    const indicator = roomOf(ravi!, 'Priya Nair').getByText('Priya Nair is typing…');
    await indicator.waitFor({ timeout: 10_000 });
    await indicator.waitFor({ state: 'detached', timeout: 10_000 });
  });

  step('a message arrives live, and its read receipt comes back', async () => {
    const box = messageBox(roomOf(priya!, 'Ravi Kumar'));
    await box.fill('');
    await box.pressSequentially(`Is the Creta ready? ${run}`, { delay: 10 });
    await roomOf(ravi!, 'Priya Nair').getByText('Priya Nair is typing…').waitFor({ timeout: 10_000 });
    await box.press('Enter');
    const arrived = roomOf(ravi!, 'Priya Nair').getByText(`Is the Creta ready? ${run}`);
    await arrived.waitFor({ timeout: 10_000 });
    // Sending cleared the flag at once.
    await roomOf(ravi!, 'Priya Nair').getByText('Priya Nair is typing…').waitFor({ state: 'detached', timeout: 5_000 });
    // Ravi's room is open at the end: the message is read, and Priya's copy says so.
    const mine = roomOf(priya!, 'Ravi Kumar')
      .getByRole('listitem')
      .filter({ hasText: `Is the Creta ready? ${run}` });
    await mine.getByLabel('Read', { exact: true }).waitFor({ timeout: 15_000 });
  });

  step('an edit of the last message reaches the other page, then its deletion', async () => {
    const room = roomOf(priya!, 'Ravi Kumar');
    const mine = room.getByRole('listitem').filter({ hasText: `Is the Creta ready? ${run}` });
    await mine.hover();
    await mine.getByRole('button', { name: 'Message options' }).click();
    await mine.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = priya!.page.getByRole('dialog', { name: 'Edit Message' });
    await dialog.getByLabel('Message').fill(`Is the Creta ready for delivery? ${run}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await roomOf(ravi!, 'Priya Nair').getByText(`Is the Creta ready for delivery? ${run}`).waitFor({ timeout: 10_000 });

    const edited = room.getByRole('listitem').filter({ hasText: `Is the Creta ready for delivery? ${run}` });
    await edited.hover();
    await edited.getByRole('button', { name: 'Message options' }).click();
    await edited.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = priya!.page.getByRole('dialog', { name: 'Confirm Deletion' });
    await confirm.getByText('Do you really want to delete this message?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await roomOf(ravi!, 'Priya Nair')
      .getByText(`Is the Creta ready for delivery? ${run}`)
      .waitFor({ state: 'detached', timeout: 10_000 });
  });

  step(
    'in a conversation long enough to scroll, one’s own last message can still be edited and deleted (its menu stays inside the list)',
    async () => {
      const room = roomOf(priya!, 'Ravi Kumar');
      const box = messageBox(room);
      for (let n = 1; n <= 16; n += 1) {
        await box.fill(`Bay check ${n} ${run}`);
        await box.press('Enter');
        await room
          .getByRole('listitem')
          .filter({ hasText: `Bay check ${n} ${run}` })
          .waitFor({ timeout: 10_000 });
      }
      const list = room.getByRole('log', { name: 'Messages' });
      expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight + 100)).toBe(true);
      const last = room.getByRole('listitem').filter({ hasText: `Bay check 16 ${run}` });
      await last.hover();
      await last.getByRole('button', { name: 'Message options' }).click();
      const menu = last.getByRole('menu');
      await menu.waitFor();
      // Focus moved into the menu; what it offers was decided as it opened.
      await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual(['Star', 'Edit', 'Delete']);
      const [inside, own] = await Promise.all([menu.boundingBox(), list.boundingBox()]);
      expect(inside!.y).toBeGreaterThanOrEqual(own!.y - 1);
      expect(inside!.y + inside!.height).toBeLessThanOrEqual(own!.y + own!.height + 1);
      await menu.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = priya!.page.getByRole('dialog', { name: 'Confirm Deletion' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await roomOf(ravi!, 'Priya Nair')
        .getByText(`Bay check 16 ${run}`)
        .waitFor({ state: 'detached', timeout: 10_000 });
    },
  );

  step('an image sent by one opens in the viewer on the other page', async () => {
    const room = roomOf(priya!, 'Ravi Kumar');
    await room
      .getByTestId('chat-file-input')
      .setInputFiles({ name: `bumper-${run}.png`, mimeType: 'image/png', buffer: PNG });
    await room.getByRole('list', { name: 'Files to send' }).getByText(`bumper-${run}.png`).waitFor();
    await messageBox(room).fill(`Damage photo ${run}`);
    await room.getByRole('button', { name: 'Send' }).click();
    const other = roomOf(ravi!, 'Priya Nair');
    await other.getByText(`Damage photo ${run}`).waitFor({ timeout: 15_000 });
    await other.getByRole('button', { name: `View bumper-${run}.png` }).click();
    const viewer = ravi!.page.getByRole('dialog', { name: `bumper-${run}.png` });
    const image = viewer.getByRole('img', { name: `bumper-${run}.png` });
    await image.waitFor({ timeout: 10_000 });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBe(2);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'detached' });
  });

  step(
    'a message to a connected vendor organisation arrives live on its side, named with the sender’s branch',
    async () => {
      // Priya leaves her chat with Ravi and opens the public chat with the demo's connected distributor.
      const menu = priya!.page.getByRole('complementary', { name: 'Chat' });
      await menu.getByRole('button', { name: 'Back to people' }).click();
      await menu.getByRole('tab', { name: 'Vendors' }).click();
      await menu.getByRole('button', { name: 'Bharat Auto Parts: public chat' }).click();
      const ours = menu.getByRole('region', { name: 'Chat with Bharat Auto Parts Peenya' });
      await ours.waitFor({ timeout: 15_000 });

      // Deepa signs in to the distributor (domain bharat) and finds the conversation under Active customer:
      // the workshop linked the distributor as its vendor, so to the distributor the workshop is a customer.
      deepa = await signIn('partsmanager', 'Deepa Menon', 'bharat');
      await deepa.page.getByRole('button', { name: /^Chat/ }).click();
      const theirMenu = deepa.page.getByRole('complementary', { name: 'Chat' });
      await theirMenu.getByRole('tab', { name: 'Active customer' }).click();
      await theirMenu.getByRole('button', { name: /^Karkhana Motors Koramangala, customer/ }).click();
      const theirs = theirMenu.getByRole('region', { name: 'Chat with Karkhana Motors Koramangala' });
      await theirs.waitFor();

      await messageBox(ours).fill(`Do you have Bosch wiper blades for a Creta? ${run}`);
      await ours.getByRole('button', { name: 'Send' }).click();
      const arrived = theirs
        .getByRole('listitem')
        .filter({ hasText: `Do you have Bosch wiper blades for a Creta? ${run}` });
      await arrived.waitFor({ timeout: 15_000 });
      await arrived.getByText('Priya Nair (Karkhana Motors Koramangala)').waitFor();
    },
  );
});
