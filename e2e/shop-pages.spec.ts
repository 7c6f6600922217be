import { test, expect, uniqueTag } from './fixtures.ts';
import { signInThroughApi } from './staff.ts';
import { E2E_SHOP } from './shop-facts.ts';

// Issue 23: the shop's own texts are the shop's to write. An owner edits the privacy policy in both languages
// in the back office, and the storefront shows it in each language, the shop's facts still filled in.

test('the owner rewrites the privacy policy in both languages and the storefront shows each', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page.request, baseURL!);
  const original = await (await page.request.get('/api/pages/privacy')).json();
  const tag = uniqueTag();
  try {
    await page.goto('/app/LandingLaporan');
    await page.getByRole('link', { name: 'Halaman Toko' }).click();
    await page.getByRole('link', { name: 'Kebijakan Privasi' }).click();
    await expect(page).toHaveURL(/\/app\/pages\/privacy$/);
    const indonesian = page.getByRole('textbox', { name: 'Teks bahasa Indonesia' });
    await expect(indonesian).toHaveValue(/UU PDP/);
    await indonesian.fill(
      `<h2>Privasi ${tag}</h2><p>Data Anda kami jaga. Tanya ke {{email}}.</p><script>alert(1)</script>`,
    );
    await page
      .getByRole('textbox', { name: 'Teks bahasa Inggris' })
      .fill(`<h2>Privacy ${tag}</h2><p>We look after your data.</p>`);
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Halaman berhasil disimpan')).toBeVisible();
    // What was stored, sanitized: the script is gone.
    await expect(indonesian).toHaveValue(`<h2>Privasi ${tag}</h2><p>Data Anda kami jaga. Tanya ke {{email}}.</p>`);

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Privasi ${tag}` })).toBeVisible();
    await expect(page.getByText(`Data Anda kami jaga. Tanya ke ${E2E_SHOP.email}.`)).toBeVisible();
    await expect(page.getByText(/UU PDP/)).toHaveCount(0);

    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: `Privacy ${tag}` })).toBeVisible();
    await expect(page.getByText('We look after your data.')).toBeVisible();
    // The server renders it too, in the language the visitor chose.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `Privacy ${tag}` })).toBeVisible();
  } finally {
    const { version } = await (await page.request.get('/api/pages/privacy')).json();
    const restored = await page.request.put('/api/pages/privacy', {
      data: { id: original.id, en: original.en, version },
      headers: { origin: baseURL! },
    });
    expect(restored.status()).toBe(200);
  }
});
