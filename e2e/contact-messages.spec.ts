import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures.ts';
import { signInThroughApi } from './staff.ts';

/** The unread count on the menu item 'Pesan' (its badge reads '(N belum dibaca)' to screen readers). */
async function unreadInMenu(menuItem: Locator): Promise<number> {
  await expect(menuItem).toHaveAccessibleName(/^Pesan \(\d+ belum dibaca\)$/);
  return Number(/\((\d+) belum dibaca\)/.exec((await menuItem.textContent()) ?? '')?.[1]);
}

async function sendContactMessage(page: Page, name: string, text: string) {
  await page.goto('/public/contact');
  await page.getByLabel('Nama').fill(name);
  await page.getByLabel('Email', { exact: true }).fill('pengirim@contoh.id');
  await page.getByLabel('Subjek').selectOption('partnership');
  await page.getByRole('textbox', { name: 'Pesan' }).fill(text);
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Kirim Pesan' }).click();
  expect((await stored).status()).toBe(201);
}

test('read a contact message and mark it handled', async ({ page, baseURL }) => {
  const sender = `Pengirim ${Date.now().toString(36)}`;
  const text = 'Kami ingin menjadi pemasok kepiting bakau untuk restoran kami.';
  await sendContactMessage(page, sender, text);

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

  await message.click();
  await expect(message).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  // Once open, the text is said once: the summary line's preview gives way to it.
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'pengirim@contoh.id' })).toHaveAttribute(
    'href',
    'mailto:pengirim@contoh.id',
  );
  await expect(menuItem).toHaveAccessibleName(
    unreadBefore === 1 ? /^Pesan$/ : `Pesan (${unreadBefore - 1} belum dibaca)`,
  );
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
