import type { Page } from '@playwright/test';
import { productPath, type StoreProduct } from '@crabclaw/shared';
import { expect, uniqueTag } from './fixtures.ts';
import {
  createCategory,
  createProduct,
  deleteCategory,
  deleteProducts,
  storeProduct,
  testWithProduct,
  type TestProductFields,
} from './catalogue.ts';
import { signInThroughApi } from './staff.ts';
import { addToCartFromList, addToCartOnProductPage, fillCheckoutForm, newBuyer } from './shopping.ts';

// Issue 10: prices are per sale unit, and English mode shows English catalogue texts where there are any.
// Each journey makes its products (issue 24): a 2 kg pack and a product sold per kg, with English texts, and
// one without them to show the fallback to Indonesian.
const test = testWithProduct;

/** A 2 kg pack of frozen shrimp, with its English name. */
const pack = (tag: string): TestProductFields => ({
  productName: `Udang Vaname Beku ${tag} (2 kg)`,
  productNameEn: `Frozen Vannamei Shrimp ${tag} (2 kg)`,
  saleUnit: 'pack',
  weight: 2,
  handling: 'frozen',
});

/** Fresh mussels sold per kg, with English texts. */
const perKg = (tag: string): TestProductFields => ({
  productName: `Kerang Hijau ${tag}`,
  productNameEn: `Fresh Green Mussels ${tag}`,
  description: `Kerang hijau budidaya Cilincing ${tag}.`,
  descriptionEn: `Farmed green mussels from Cilincing ${tag}.`,
  handling: 'fresh',
});

/** The product's own page. */
const pathOf = (product: StoreProduct) => productPath(product.category.slug, product.slug);

test('a 2 kg pack is priced per pack, and a 1 kg product per kg, from card to checkout', async ({
  page,
  makeProduct,
}) => {
  // A whole purchase and its tracking, as checkout's first journey: on a loaded 2-core machine it nears 60 s.
  test.slow();
  const tag = uniqueTag();
  const packed = await makeProduct(pack(tag));
  const mussels = await makeProduct(perKg(tag));
  await page.goto(`/public/products?q=${encodeURIComponent(packed.productName)}`);
  const card = page.getByTestId('product-card').filter({ hasText: packed.productName });
  await expect(card.getByTestId('price-unit')).toHaveText('/pak 2 kg');

  await card.getByRole('link', { name: packed.productName }).click();
  await expect(page).toHaveURL(new RegExp(`${pathOf(packed)}$`));
  await expect(page.getByRole('heading', { level: 1, name: packed.productName })).toBeVisible();
  await expect(page.getByTestId('price-unit').first()).toHaveText('/pak 2 kg');
  await addToCartOnProductPage(page);
  await addToCartFromList(page, mussels.productName, mussels.productName);

  await page.getByRole('button', { name: /^Buka keranjang/ }).click();
  const dropdown = page.getByRole('dialog', { name: 'Keranjang Belanja' });
  await expect(
    dropdown.getByRole('listitem').filter({ hasText: packed.productName }).getByTestId('price-unit'),
  ).toHaveText('/pak 2 kg');
  await expect(
    dropdown.getByRole('listitem').filter({ hasText: mussels.productName }).getByTestId('price-unit'),
  ).toHaveText('/kg');

  await page.goto('/public/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines.filter({ hasText: packed.productName }).getByTestId('price-unit')).toHaveText('/pak 2 kg');
  await expect(lines.filter({ hasText: mussels.productName }).getByTestId('price-unit')).toHaveText('/kg');

  await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
  await expect(page).toHaveURL(/\/public\/checkout$/);
  const summary = page.getByRole('listitem').filter({ hasText: packed.productName });
  await expect(summary.getByTestId('price-unit')).toHaveText('/pak 2 kg');
  await expect(summary).toContainText('1 × Rp');

  const buyer = newBuyer({
    fullName: 'Sari Wulandari',
    city: 'Bogor',
    address: 'Jl. Pajajaran No. 5, Bogor Tengah',
    province: 'Jawa Barat',
    postalCode: '16128',
  });
  await fillCheckoutForm(page, buyer);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-confirmation$/);
  const confirmed = page.getByRole('listitem').filter({ hasText: packed.productName });
  await expect(confirmed.getByTestId('price-unit')).toHaveText('/pak 2 kg');

  await page.getByRole('button', { name: 'Proses Pesanan' }).click();
  const popup = page.getByRole('dialog', { name: 'Pesanan Berhasil Dibuat!' });
  await expect(popup).toContainText(/CC-\d{8}-\d{4}/);
  const orderNumber = (await popup.textContent())!.match(/CC-\d{8}-\d{4}/)![0];
  await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
  const ordered = page.getByRole('listitem').filter({ hasText: packed.productName });
  await expect(ordered.getByTestId('price-unit')).toHaveText('/pak 2 kg');
  await expect(
    page.getByRole('listitem').filter({ hasText: mussels.productName }).getByTestId('price-unit'),
  ).toHaveText('/kg');

  await page.goto(`/public/orders?order=${orderNumber}`);
  await page.getByLabel('Email atau Nomor Telepon').fill(buyer.email);
  await page.getByRole('button', { name: 'Lacak' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: packed.productName }).getByTestId('price-unit')).toHaveText(
    '/pak 2 kg',
  );
});

test('a cart line stored before sale units stays in the cart and gets its unit and English name when refreshed', async ({
  page,
  makeProduct,
}) => {
  const product = await makeProduct(pack(uniqueTag()));
  // The shape a device kept before issue 10: no sale unit, no English name.
  await page.addInitScript(({ productId, productName, category }) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          id: productId,
          name: productName,
          category: category.name,
          weight: 2,
          price: 'Rp 1',
          quantity: 1,
          image: null,
          inStock: true,
          status: 'Available',
        },
      ]),
    );
  }, product);
  await page.goto('/public/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: product.productName });
  await expect(line.getByTestId('price-unit')).toHaveText('/pak 2 kg');
  await expect(line.getByTestId('line-subtotal')).not.toHaveText('Rp 1');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')[0]).toMatchObject({
    price: product.price,
    saleUnit: 'pack',
    nameEn: product.productNameEn,
  });
});

test('in English the list and product page show English names and descriptions, Indonesian where none exists', async ({
  page,
  request,
  baseURL,
}) => {
  await signInThroughApi(request, baseURL!);
  const tag = uniqueTag();
  const category = await createCategory(request, baseURL!, {
    categoryName: `Kerang Segar ${tag}`,
    categoryNameEn: `Fresh Shellfish ${tag}`,
    description: 'Kerang segar dari perairan Jawa',
    descriptionEn: 'Fresh shellfish from Javanese waters',
  });
  const { categoryId } = category;
  const made = [
    await createProduct(request, baseURL!, { ...perKg(tag), categoryId }),
    // Staff entered no English texts for this one.
    await createProduct(request, baseURL!, {
      productName: `Kerang Dara ${tag}`,
      description: `Kerang dara merah dari Probolinggo ${tag}.`,
      categoryId,
    }),
    await createProduct(request, baseURL!, pack(tag)),
  ];
  try {
    const [mussels, cockles, packed] = await Promise.all(made.map(({ productId }) => storeProduct(request, productId)));
    await readInEnglish(page, category.categoryName, mussels!, cockles!, packed!);
  } finally {
    await deleteProducts(request, baseURL!, made);
    await deleteCategory(request, baseURL!, categoryId);
  }
});

async function readInEnglish(
  page: Page,
  categoryName: string,
  mussels: StoreProduct,
  cockles: StoreProduct,
  packed: StoreProduct,
): Promise<void> {
  await page.goto(`/public/products/category/${mussels.category.slug}`);
  await expect(page.getByTestId('product-card').filter({ hasText: mussels.productName })).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: mussels.category.nameEn! })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: categoryName })).toHaveCount(0);
  const cards = page.getByTestId('product-card');
  await expect(cards.filter({ hasText: mussels.productNameEn! })).toBeVisible();
  await expect(cards.filter({ hasText: mussels.productName })).toHaveCount(0);
  // No English text for this one: its Indonesian name stands.
  await expect(cards.filter({ hasText: cockles.productName })).toBeVisible();

  await cards.filter({ hasText: mussels.productNameEn! }).getByRole('link', { name: mussels.productNameEn! }).click();
  await expect(page.getByRole('heading', { level: 1, name: mussels.productNameEn! })).toBeVisible();
  await expect(page.getByText(mussels.descriptionEn!, { exact: false })).toBeVisible();
  await expect(page.getByText(mussels.description, { exact: false })).toHaveCount(0);
  await expect(page.getByTestId('price-unit').first()).toHaveText('/kg');

  await page.goto(pathOf(cockles));
  await expect(page.getByRole('heading', { level: 1, name: cockles.productName })).toBeVisible();
  await expect(page.getByText(cockles.description, { exact: false })).toBeVisible();

  await page.goto(pathOf(packed));
  await expect(page.getByRole('heading', { level: 1, name: packed.productNameEn! })).toBeVisible();
  await expect(page.getByTestId('price-unit').first()).toHaveText('/pack 2 kg');
}

// A customer walk found 'Berat 0.5 kg' on Indonesian pages: Indonesian writes a decimal comma. Weights are
// written as the price units are: grams below a kilogram, kilograms with the language's decimal mark.
test('weights are written the way each language writes numbers, on the card, the product page and in the cart', async ({
  page,
  makeProduct,
}) => {
  const tag = uniqueTag();
  const oysters = await makeProduct({
    productName: `Tiram Pasifik Hidup ${tag} 12 pcs`,
    productNameEn: `Live Pacific Oysters ${tag} 12 pcs`,
    saleUnit: 'pack',
    weight: 1.2,
    handling: 'live',
  });
  const lobster = await makeProduct({ productName: `Lobster Mutiara ${tag}`, saleUnit: 'piece', weight: 0.5 });
  await page.goto(`/public/products?q=${encodeURIComponent(oysters.productName)}`);
  const card = page.getByTestId('product-card').filter({ hasText: oysters.productName });
  await expect(card.getByTestId('weight')).toHaveText('1,2 kg');
  await expect(card.getByTestId('price-unit')).toHaveText('/pak 1,2 kg');

  await card.getByRole('link', { name: oysters.productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: oysters.productName })).toBeVisible();
  await expect(page.getByText('1.2 kg', { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('product-weight')).toHaveText('1,2 kg');
  await addToCartOnProductPage(page);
  await page.goto('/public/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: oysters.productName });
  await expect(line.getByTestId('weight')).toHaveText('1,2 kg');

  await page.getByRole('button', { name: 'English', exact: true }).first().click();
  await expect(
    page.getByTestId('cart-line').filter({ hasText: oysters.productNameEn! }).getByTestId('weight'),
  ).toHaveText('1.2 kg');

  await page.getByRole('button', { name: 'Bahasa Indonesia', exact: true }).first().click();
  await page.goto(pathOf(lobster));
  await expect(page.getByTestId('product-weight')).toHaveText('500 g');
  await expect(page.getByTestId('price-unit').first()).toHaveText('/ekor ±500 g');
});
