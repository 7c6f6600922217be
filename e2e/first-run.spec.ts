import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures.ts';
import { createShelf } from './catalogue.ts';
import { parameterByCode, saveParameter } from './general-parameters.ts';
import { signInThroughApi } from './staff.ts';

// Issue 22: the dashboard lists what a new shop lacks until it is done. The demo's bank account is an example,
// so the checklist shows on the demo shop too; this journey also empties the WhatsApp number to see an item
// ticked while another is still to do, and puts both back for the journeys that read them. It makes a category
// and a product of its own, so the catalogue's two items are done on a shop without the demo too.

const checklist = (page: Page) => page.getByRole('list', { name: 'Siapkan toko Anda' });
const item = (page: Page, text: string) => checklist(page).getByRole('listitem').filter({ hasText: text });

/** Follows the item's link to its parameter's edit page and saves a new value there, as a person would. */
async function fillThroughChecklist(page: Page, itemText: string, parameterId: number, deskripsi: string) {
  await item(page, itemText).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/app/general/edit/${parameterId}$`));
  await page.getByLabel('Deskripsi', { exact: true }).fill(deskripsi);
  await page.getByRole('button', { name: 'Perbarui' }).click();
  // The list is where a saved edit leads (the first save's toast may still show during the second).
  await expect(page).toHaveURL(/\/app\/general$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Dasbor' }).click();
}

test('an owner sees what the shop lacks, does it through the checklist’s links and sees it ticked', async ({
  page,
  baseURL,
}) => {
  await signInThroughApi(page.request, baseURL!);
  const [accounts, whatsApp] = [await parameterByCode(page.request, '008'), await parameterByCode(page.request, '009')];
  const shelf = await createShelf(page.request, baseURL!, 1);
  try {
    await saveParameter(page.request, baseURL!, { ...whatsApp, deskripsi: '-' });
    await page.goto('/app/LandingLaporan');
    await expect(item(page, 'Rekening bank')).toContainText('Belum');
    await expect(item(page, 'WhatsApp')).toContainText('Belum');
    await expect(item(page, 'Alamat toko')).toContainText('Selesai');
    await expect(checklist(page)).toHaveAccessibleName('Siapkan toko Anda');
    await expectAccessible(page);

    await fillThroughChecklist(page, 'Rekening bank', accounts.id, 'Mandiri 123 456 7890 a.n. PT Uji Toko Laut');
    await expect(item(page, 'Rekening bank')).toContainText('Selesai');
    await expect(item(page, 'WhatsApp')).toContainText('Belum');
    await expect(page.getByText('5 dari 6 selesai.')).toBeVisible();

    await fillThroughChecklist(page, 'WhatsApp', whatsApp.id, '0812 8800 2015');
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor' })).toBeVisible();
    await expect(page.getByText('Pesanan hari ini')).toBeVisible();
    await expect(checklist(page)).toHaveCount(0);
  } finally {
    await saveParameter(page.request, baseURL!, accounts);
    await saveParameter(page.request, baseURL!, whatsApp);
    await shelf.remove();
  }
});
