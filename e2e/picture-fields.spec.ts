import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { signInAsNewStaff } from './staff.ts';

// Issue 23: a text file renamed .jpg is refused at once on every picture field (product, category, banner),
// naming the file and saying it is not a picture, before anything is saved; the server refuses it too.
// The interface runs in its default language, Indonesian.

const NOT_A_PICTURE = {
  name: 'catatan.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('Catatan belanja: kepiting 2 kg, udang 1 kg. Ini bukan gambar.'),
};
const REFUSAL = 'catatan.jpg bukan gambar. Pilih file JPEG, PNG, GIF, atau WebP.';

/** Chooses the text file in the form's picture field and expects the refusal beside it, with no preview. */
async function chooseTextFile(page: Page, path: string, previews: ReturnType<Page['getByRole']>) {
  let posted = false;
  page.on('request', (request) => {
    if (request.method() !== 'GET') posted = true;
  });
  await page.goto(path);
  await page.getByLabel('Pilih gambar').setInputFiles(NOT_A_PICTURE);
  await expect(page.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
  await expect(previews).toHaveCount(0);
  // Refused on the spot: nothing went to the server.
  expect(posted).toBe(false);
}

test('a text file renamed .jpg is refused at once, by name, on the product, category and banner forms', async ({
  page,
  baseURL,
}) => {
  await signInAsNewStaff(page, baseURL!, 'Manager');

  await chooseTextFile(page, '/app/product/create', page.getByRole('img', { name: 'Pratinjau gambar' }));
  await chooseTextFile(page, '/app/category/create', page.getByRole('img', { name: 'Pratinjau gambar kategori' }));
  await chooseTextFile(page, '/app/banner/create', page.getByRole('list', { name: 'Gambar banner' }).getByRole('img'));
});

test('the server refuses the same text file on each of the three, and stores nothing', async ({ page, baseURL }) => {
  await signInAsNewStaff(page, baseURL!, 'Manager');
  const api = page.context().request;
  const headers = { origin: baseURL!, 'accept-language': 'id' };

  const upload = await api.post('/api/Product/upload-image', { headers, multipart: { file: NOT_A_PICTURE } });
  expect(upload.status()).toBe(400);
  expect(await upload.json()).toMatchObject({ errors: { file: REFUSAL } });

  const dataUrl = `data:image/jpeg;base64,${NOT_A_PICTURE.buffer.toString('base64')}`;
  const category = await api.post('/api/CrabClawCategories', {
    headers,
    data: {
      categoryName: 'Bukan Gambar',
      description: 'Kategori dengan berkas teks',
      priceRangeStart: 0,
      priceRangeEnd: 0,
      imageUrl: dataUrl,
    },
  });
  expect(category.status()).toBe(400);
  expect(await category.json()).toMatchObject({
    errors: { imageUrl: 'Pilih file gambar yang valid (JPEG, PNG, GIF, atau WebP)' },
  });

  const now = Date.now();
  const banner = await api.post('/api/Banner', {
    headers,
    data: {
      title: 'Bukan gambar',
      subtitle: 'Banner dengan berkas teks',
      description: '<p>Uji</p>',
      buttonText: 'Belanja',
      buttonLink: '/public/products',
      bannerType: 'HERO',
      position: 'TOP',
      displayOrder: 1,
      startDate: new Date(now).toISOString(),
      endDate: new Date(now + 86_400_000).toISOString(),
      createdBy: 'Uji',
      images: [dataUrl],
    },
  });
  expect(banner.status()).toBe(400);
  expect(await banner.json()).toMatchObject({ errors: { 'images.0': 'Hanya file gambar yang diperbolehkan' } });
  const listed = await api.get(`/api/Banner?search=${encodeURIComponent('Bukan gambar')}`);
  expect((await listed.json()).data).toEqual([]);
});
