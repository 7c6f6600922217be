import type { Locator, Page } from '@playwright/test';
import type { AdminContactMessagePage, ContactMessageCounts } from '@crabclaw/shared';
import { test, expect, expectAccessible } from './fixtures.ts';
import { signInThroughApi } from './staff.ts';

/** The unread count on the menu item 'Pesan' (its badge reads '(N belum dibaca)' to screen readers). */
async function unreadInMenu(menuItem: Locator): Promise<number> {
  await expect(menuItem).toHaveAccessibleName(/^Pesan \(\d+ belum dibaca\)$/);
  return Number(/\((\d+) belum dibaca\)/.exec((await menuItem.textContent()) ?? '')?.[1]);
}

/** Sends the contact form as a visitor does; answers the stored message's id. */
async function sendContactMessage(page: Page, name: string, text: string): Promise<number> {
  await page.goto('/public/contact');
  await page.getByLabel('Nama').fill(name);
  await page.getByLabel('Email', { exact: true }).fill('pengirim@contoh.id');
  await page.getByLabel('Subjek').selectOption('partnership');
  await page.getByRole('textbox', { name: 'Pesan' }).fill(text);
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  expect((await stored).status()).toBe(201);
  return ((await (await stored).json()) as { id: number }).id;
}

/** Unread messages that came in after message `id` (newest first, so they lead the list). */
async function unreadSince(page: Page, id: number): Promise<number> {
  const answer = await page.request.get('/api/admin/contact-messages?filter=unread&pageSize=100');
  const { data } = (await answer.json()) as AdminContactMessagePage;
  return data.filter((message) => message.id > id).length;
}

test('read a contact message and mark it handled', async ({ page, baseURL }) => {
  const sender = `Pengirim ${Date.now().toString(36)}`;
  const text = 'Kami ingin menjadi pemasok kepiting bakau untuk restoran kami.';
  const sent = await sendContactMessage(page, sender, text);

  // The owner signs in in the same browser (the session cookie lands in the page's context).
  await signInThroughApi(page.request, baseURL!);
  await page.goto('/app/LandingLaporan');
  const menuItem = page.getByRole('link', { name: /^Pesan( \(\d+ belum dibaca\))?$/ });
  const unreadBefore = await unreadInMenu(menuItem);
  expect(unreadBefore).toBeGreaterThanOrEqual(1);

  await menuItem.click();
  await expect(page).toHaveURL(/\/app\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pesan Kontak' })).toBeVisible();
  const message = page.getByRole('button', { name: new RegExp(`^${sender}`) });
  await expect(message).toHaveAccessibleName(new RegExp(`^${sender} \\(belum dibaca\\)`));
  await expect(message).toHaveAttribute('aria-expanded', 'false');
  await expectAccessible(page);

  const recounted = page.waitForResponse((response) => response.url().endsWith('/api/admin/contact-messages/counts'));
  await message.click();
  await expect(message).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  // Once open, the text is said once: the summary line's preview gives way to it.
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'pengirim@contoh.id' })).toHaveAttribute(
    'href',
    'mailto:pengirim@contoh.id',
  );
  // The menu counts again at once. Another journey's message may come in meanwhile (content.spec.ts sends
  // one), so the count to show is the server's answer once this message was read, not the count before less one.
  const { unread } = (await (await recounted).json()) as ContactMessageCounts;
  expect(unread).toBeLessThanOrEqual(unreadBefore - 1 + (await unreadSince(page, sent)));
  await expect(menuItem).toHaveAccessibleName(unread === 0 ? /^Pesan$/ : `Pesan (${unread} belum dibaca)`);
  await expect(message).not.toHaveAccessibleName(/belum dibaca/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Tandai ditangani' }).click();
  await expect(page.getByText(`Pesan dari ${sender} ditandai ditangani.`)).toBeVisible();
  await expect(message).toContainText('Ditangani');
  await expect(page.getByRole('button', { name: 'Buka kembali' })).toBeVisible();

  await page.reload();
  await expect(message).toContainText('Ditangani');
  await expect(message).not.toHaveAccessibleName(/belum dibaca/);
});
