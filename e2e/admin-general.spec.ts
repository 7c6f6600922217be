import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { newBuyer, placeOrderThroughApi } from './shopping.ts';
import { signInAsNewStaff, signInThroughApi } from './staff.ts';
import { parameterByCode, saveParameter, type Parameter } from './general-parameters.ts';
import { pdfText } from '../apps/server/src/test/pdf-text.ts';

// Issue 10, general parameters: staff edit the shop's facts and the storefront, the success page and the
// invoice say them (docs/shop-parameters.md). The interface runs in its default language, Indonesian.

/** Edits one parameter's description through the back office, as a person would. */
async function editDescription(page: Page, parameter: Parameter, deskripsi: string) {
  await page.goto(`/app/general?search=${parameter.paramCode}`);
  await page.getByRole('link', { name: `Ubah parameter ${parameter.paramName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/general/edit/${parameter.id}$`));
  const field = page.getByLabel('Deskripsi', { exact: true });
  await expect(field).toHaveValue(parameter.deskripsi);
  // The code of a parameter the shop reads stays as it is.
  await expect(page.getByLabel('Kode Parameter')).toHaveAttribute('readonly', '');
  await field.fill(deskripsi);
  await expect(page.getByTestId('deskripsi-counter')).toHaveText(`${deskripsi.length}/500`);
  await page.getByRole('button', { name: 'Perbarui' }).click();
  await expect(page.getByText('Parameter general berhasil diperbarui')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/general$/);
}

test('a Manager edits the phone (002) and the storefront footer shows the new number', async ({ page, baseURL }) => {
  await signInAsNewStaff(page, baseURL!, 'Manager');
  const phone = await parameterByCode(page.request, '002');
  const newPhone = `+62 21 ${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  try {
    await editDescription(page, phone, newPhone);
    await expect(page.getByRole('row').filter({ hasText: newPhone })).toBeVisible();

    await page.goto('/public/home');
    await expect(page.getByTestId('footer-phone')).toHaveText(newPhone);
  } finally {
    await saveParameter(page.request, baseURL!, phone);
  }
});

test('a Manager sets the shop’s Instagram page (011) and no Facebook page (010), and the footer follows', async ({
  page,
  baseURL,
}) => {
  await signInAsNewStaff(page, baseURL!, 'Manager');
  const [facebook, instagram] = [
    await parameterByCode(page.request, '010'),
    await parameterByCode(page.request, '011'),
  ];
  const footer = page.getByTestId('site-footer');
  const newPage = `https://www.instagram.com/toko_laut_${Math.floor(Math.random() * 1e6)}`;
  try {
    await page.goto('/public/home');
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', facebook.deskripsi);

    await editDescription(page, instagram, newPage);
    await editDescription(page, facebook, '-');
    await page.goto('/public/home');
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', newPage);
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  } finally {
    await saveParameter(page.request, baseURL!, facebook);
    await saveParameter(page.request, baseURL!, instagram);
  }
});

test('an Admin lengthens the payment window (005) and the terms state it; the privacy policy names the shop’s e-mail', async ({
  page,
  baseURL,
}) => {
  await signInAsNewStaff(page, baseURL!, 'Admin');
  const [window, email] = [await parameterByCode(page.request, '005'), await parameterByCode(page.request, '003')];
  try {
    await editDescription(page, window, '36');
    await page.goto('/terms');
    await expect(page.getByText(/belum dibayar dalam 36 jam dibatalkan/)).toBeVisible();
    await expect(page.getByText(/COD, biaya Rp 5\.000\), e-wallet \(biaya Rp 2\.500\)/)).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByText(`Pertanyaan tentang privasi dapat dikirim ke ${email.deskripsi} atau`)).toBeVisible();
  } finally {
    await saveParameter(page.request, baseURL!, window);
  }
});

testWithProduct(
  'an Admin edits the bank account (008) and a new order’s success page and invoice show it',
  async ({ page, baseURL, product }) => {
    await signInAsNewStaff(page, baseURL!, 'Admin');
    const accounts = await parameterByCode(page.request, '008');
    const number = String(Math.floor(1e9 + Math.random() * 8e9));
    const account = `Mandiri ${number} a.n. PT Uji Rekening`;
    try {
      await editDescription(page, accounts, account);

      const order = await placeOrderThroughApi(
        page.request,
        {
          customerInfo: newBuyer({ fullName: 'Uji Rekening' }),
          items: [{ productId: product.productId, quantity: 1 }],
        },
        baseURL,
      );
      // What checkout leaves for the confirmation page, as the storefront would after placing the order.
      await page.evaluate((receipt) => sessionStorage.setItem('lastOrder', JSON.stringify(receipt)), order);
      await page.goto(`/public/order-success?order=${order.orderId}`);
      const howToPay = page.getByRole('region', { name: /Cara membayar/ });
      await expect(howToPay).toContainText(`Transfer total pesanan ke ${account}`);
      await expect(howToPay).not.toContainText(accounts.deskripsi);

      const invoice = await page.request.get(`/api/Orders/${order.orderId}/invoice?token=${order.accessToken}`);
      expect(invoice.status()).toBe(200);
      const text = pdfText(await invoice.body()).replace(/\s+/g, '');
      expect(text).toContain(`TransfertotalpesanankeMandiri${number}a.n.PTUjiRekening`);
      expect(text).not.toContain(accounts.deskripsi.replace(/\s+/g, ''));
    } finally {
      await saveParameter(page.request, baseURL!, accounts);
    }
  },
);

test('an Admin’s change of the bank account is in its history and on the Owner’s dashboard; a Manager may only read it', async ({
  page,
  baseURL,
}) => {
  const admin = await signInAsNewStaff(page, baseURL!, 'Admin');
  const accounts = await parameterByCode(page.request, '008');
  const account = `BNI ${String(Math.floor(1e9 + Math.random() * 8e9))} a.n. PT Uji Riwayat`;
  try {
    await editDescription(page, accounts, account);
    await page.goto(`/app/general/edit/${accounts.id}`);
    const history = page.getByRole('list', { name: 'Riwayat perubahan' });
    const change = history
      .getByRole('listitem')
      .filter({ hasText: `Diubah oleh ${admin} pada` })
      .first();
    await expect(change).toContainText(`Sebelum: ${accounts.deskripsi}`);
    await expect(change).toContainText(`Sesudah: ${account}`);

    await signInThroughApi(page.request, baseURL!);
    await page.goto('/app/LandingLaporan');
    await expect(page.getByRole('status').filter({ hasText: `Rekening bank diubah oleh ${admin} pada` })).toBeVisible();

    await signInAsNewStaff(page, baseURL!, 'Manager');
    await page.goto(`/app/general/edit/${accounts.id}`);
    await expect(page.getByText('hanya dapat diubah oleh Owner atau Admin')).toBeVisible();
    await expect(page.getByText(account, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Perbarui' })).toHaveCount(0);
    await expect(page.getByLabel('Deskripsi', { exact: true })).toHaveCount(0);
  } finally {
    await signInThroughApi(page.request, baseURL!);
    await saveParameter(page.request, baseURL!, accounts);
  }
});

test('a User sees the general parameters but no create, edit or delete controls', async ({ page, baseURL }) => {
  await signInAsNewStaff(page, baseURL!, 'User');
  await page.goto('/app/general');
  await expect(page.getByRole('heading', { name: 'Parameter General' })).toBeVisible();
  const phoneRow = page.getByRole('row', { name: /^\d+ 002 Telepon/ });
  await expect(phoneRow).toBeVisible();
  await expect(phoneRow.getByRole('button', { name: 'Lihat parameter Telepon' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tambah Parameter' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Ubah parameter/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Hapus parameter/ })).toHaveCount(0);

  await page.goto('/app/general/create');
  await expect(page).toHaveURL(/\/app\/general$/);
  await expect(page.getByLabel('Kode Parameter')).toHaveCount(0);
});

test('signing out over unsaved changes asks first: staying keeps the session and the text, leaving signs out', async ({
  page,
  baseURL,
}) => {
  const username = await signInAsNewStaff(page, baseURL!, 'Manager');
  const phone = await parameterByCode(page.request, '002');
  const signOuts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/auth/logout') signOuts.push(new URL(page.url()).pathname);
  });
  await page.goto(`/app/general/edit/${phone.id}`);
  const field = page.getByLabel('Deskripsi', { exact: true });
  await expect(field).toHaveValue(phone.deskripsi);
  await field.fill('+62 21 5550000');
  const signOut = async () => {
    await page.getByRole('button', { name: `Menu ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    return page.getByRole('dialog', { name: 'Batalkan perubahan?' });
  };

  await (await signOut()).getByRole('button', { name: 'Lanjutkan mengedit' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/general/edit/${phone.id}$`));
  await expect(field).toHaveValue('+62 21 5550000');
  const me = await page.request.get('/auth/me');
  expect(((await me.json()) as { user: { username: string } | null }).user?.username).toBe(username);
  expect(signOuts).toEqual([]);

  await (await signOut()).getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page).toHaveURL(/\/public\/home$/);
  await expect.poll(() => signOuts).toEqual(['/public/home']);
  await expect.poll(async () => (await (await page.request.get('/auth/me')).json()) as unknown).toEqual({ user: null });
  // Nothing was saved, and a reload of the page the sign-out landed on does not sign out again.
  expect((await parameterByCode(page.request, '002')).deskripsi).toBe(phone.deskripsi);
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(signOuts).toEqual(['/public/home']);
});
