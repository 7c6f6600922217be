import { test, expect, expectAccessible } from './fixtures.ts';
import { recordFormCode } from './form-code.ts';
import { E2E_SHOP, E2E_WHATSAPP_DIGITS } from './shop-facts.ts';

test('company profile and vision-mission pages, with the brochure as a real PDF', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveURL(/\/public\/company\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil Perusahaan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Dari Laut Nusantara ke Dapur Anda' })).toBeVisible();
  await expect(page.getByText('ISO 22000', { exact: true })).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Unduh Brosur' }).click();
  const brochure = await download;
  expect(brochure.suggestedFilename()).toBe('Brosur-CrabClaw-Seafood.pdf');

  await page.getByRole('link', { name: 'Visi & Misi' }).first().click();
  await expect(page).toHaveURL(/\/public\/company\/vision-mission$/);
  await expect(page.getByRole('heading', { name: 'Peta Jalan Strategis 2030' })).toBeVisible();
  await expect(page.getByText('Berlangsung')).toBeVisible();
  await expectAccessible(page);
});

test('privacy and terms are reachable from the footer', async ({ page }) => {
  await page.goto('/public/home');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Kebijakan Privasi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
  await expect(page.getByText(/UU PDP/).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('site-footer').getByRole('link', { name: 'Syarat & Ketentuan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Syarat & Ketentuan' })).toBeVisible();
  await page.getByTestId('site-footer').getByRole('link', { name: 'Hubungi Kami' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a shop page loads no form code; the contact page, which has a form, does', async ({ page }) => {
  const formCode = recordFormCode(page);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(formCode).toEqual([]);
  await page.getByTestId('site-footer').getByRole('link', { name: 'Hubungi Kami' }).click();
  await expect(page.getByRole('button', { name: 'Kirim Pesan' })).toBeVisible();
  expect(formCode.sort()).toEqual(['forms', 'zod']);
});

test('contact form: errors first, then a message the server stores', async ({ page }) => {
  await page.goto('/public/contact');
  await expect(page.getByRole('main').getByRole('link', { name: /Chat WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${E2E_WHATSAPP_DIGITS}\\?text=`),
  );
  await expect(page.getByRole('main').getByRole('link', { name: /^Email/ })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${E2E_SHOP.email.replaceAll('.', '\\.')}\\?subject=`),
  );
  await expect(page.getByRole('link', { name: 'Buka di peta' })).toHaveCount(3);
  await expectAccessible(page);

  // A field clicked into and left empty says what it needs, as soon as it is left.
  const name = page.getByLabel('Nama');
  const message = page.getByRole('textbox', { name: 'Pesan' });
  await name.focus();
  await name.blur();
  await expect(page.getByText('Nama harus diisi')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Nama harus diisi');
  await page.getByLabel('Email', { exact: true }).fill('salah@');
  await page.getByLabel('Email', { exact: true }).blur();
  await expect(page.getByText('Email harus diisi dengan format yang benar')).toBeVisible();
  await expect(page.getByText('Pesan harus diisi')).toHaveCount(0);

  // Pressing send with a field still empty names it and takes the visitor there.
  const send = page.getByRole('button', { name: 'Kirim Pesan' });
  await send.click();
  await expect(page.getByText('Pesan harus diisi')).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nama')).toBeFocused();

  await page.getByLabel('Nama').fill('Dewi Lestari');
  await page.getByLabel('Email', { exact: true }).fill('dewi@restoranlaut.id');
  await page.getByLabel('Subjek').selectOption('quotation');
  await page
    .getByRole('textbox', { name: 'Pesan' })
    .fill('Kami butuh 30 kg kepiting bakau setiap minggu. Mohon penawarannya.');
  const stored = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await send.click();
  expect((await stored).status()).toBe(201);
  await expect(page.getByText('Pesan Anda berhasil dikirim! Kami akan merespons dalam 1x24 jam.')).toBeVisible();
  await expect(page.getByLabel('Nama')).toHaveValue('');
});

test('contact form in English: a field left empty says it is required', async ({ page }) => {
  await page.goto('/public/contact');
  await page.getByRole('button', { name: 'English' }).first().click();
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.focus();
  await message.blur();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
});
