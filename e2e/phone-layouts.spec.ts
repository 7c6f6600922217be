import type { Page } from '@playwright/test';
import type { ProductPage, StoreProduct } from '@crabclaw/shared';
import { expect, uniqueTag } from './fixtures.ts';
import { testWithProduct, type TestProductFields } from './catalogue.ts';
import {
  addToCartOnProductPage,
  continueShopping,
  fillCheckoutForm,
  placeOrderThroughApi,
  newBuyer,
} from './shopping.ts';
import { parameterByCode } from './general-parameters.ts';
import { signInThroughApi } from './staff.ts';
import { pictureDataUrl } from './test-pictures.ts';

// Issue 11 (Phones): every storefront page fits a phone, with the cart holding long product names. A page
// fits when nothing scrolls sideways and no visible element reaches past the viewport's right edge.
// Elements inside a container that clips or scrolls on purpose (the carousel track, the cart sheet's list)
// are left to that container, which is measured itself; visually hidden ones (sr-only) are skipped. A button
// must also stay a button a thumb can press: at least 24 px high (WCAG 2.5.8), whatever its layout does to it.
// Each journey makes the products (and orders) it lays out, with names as long as staff might type.
const test = testWithProduct;

const PHONES = [360, 390];
const DROPDOWN_WIDTHS = [320, 360, 390];
const HEIGHT = 780;
/** Added to a long product name, as staff might type it: long, but made of ordinary words. */
const LONGER = ' Kualitas Ekspor Pilihan Nelayan Pantai Utara Jawa dalam Kemasan Vakum Berpendingin Es Batu';

interface Overflow {
  scrollWidth: number;
  innerWidth: number;
  offenders: string[];
}

/** What reaches past the viewport, and which buttons' labels spill out of them. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (el: Element, what: string) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 6).join('.')} "${(
        el.textContent ?? ''
      )
        .trim()
        .slice(0, 40)}" ${what}`;
    const hidden = (el: Element) => {
      const style = getComputedStyle(el);
      return (
        style.visibility === 'hidden' ||
        style.opacity === '0' ||
        style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)'
      );
    };
    const insideClip = (el: Element) => {
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (hidden(parent)) return true;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || hidden(el)) continue;
      if (rect.right > width + 1 && !insideClip(el)) {
        offenders.push(describe(el, `right ${Math.round(rect.right)} > ${width}`));
      }
      const looksLikeButton = el.matches('button, a[class*="rounded-xl"][class*="inline-flex"]');
      // Too low for a thumb: buttons, and links laid out as a block of their own (inline-flex).
      const pressable = looksLikeButton || el.matches('a[class*="inline-flex"]');
      if (pressable && !insideClip(el) && rect.height < 24) {
        offenders.push(describe(el, `${Math.round(rect.height)} px high`));
      }
      // A label spilling out of its button: its own text, not a badge hanging off a corner by design.
      if (looksLikeButton && !insideClip(el)) {
        for (const node of el.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const text = range.getBoundingClientRect();
          if (text.left < rect.left - 1 || text.right > rect.right + 1) {
            offenders.push(
              describe(el, `label ${Math.round(text.width)} px wide in a ${Math.round(rect.width)} px button`),
            );
          }
          if (text.top < rect.top - 1 || text.bottom > rect.bottom + 1) {
            offenders.push(
              describe(el, `label ${Math.round(text.height)} px high in a ${Math.round(rect.height)} px button`),
            );
          }
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, offenders };
  });
}

async function expectFits(page: Page, where: string) {
  // Fonts and pictures change sizes: measure the page as the shopper sees it once loading is over.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const found = await measure(page);
  expect(found.offenders, `${where}: elements wider than the viewport`).toEqual([]);
  expect(found.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(found.innerWidth);
}

type MakeProduct = (fields?: TestProductFields) => Promise<StoreProduct>;

/**
 * A product of the journey's own with a name as long as the demo's longest, and stock for every test's cart;
 * the page then answers it with LONGER added (lengthenName), so the cart holds an even longer one.
 */
async function makeLongNamedProduct(page: Page, makeProduct: MakeProduct) {
  const product = await makeProduct({
    productName: `Kepiting Bakau Jantan Super Hidup ${uniqueTag()}`,
    productNameEn: `Live Male Mud Crab Super ${uniqueTag()}`,
    stock: 50,
  });
  await lengthenName(page, product);
  return product;
}

/** Answers the product with an even longer name wherever the shop reads it, so the cart holds it too. */
async function lengthenName(page: Page, { productId, productName, productNameEn }: StoreProduct) {
  // A server-rendered page (decision 012) carries the name in its HTML and in the data it hydrates from.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    // The longer name first, so one that starts with the other is lengthened once.
    const names = [productName, productNameEn ?? productName]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const body = (await response.text()).replace(new RegExp(names.join('|'), 'g'), (name) => name + LONGER);
    await route.fulfill({ response, body });
  });
  const lengthen = (product: StoreProduct): StoreProduct =>
    product.productId === productId
      ? {
          ...product,
          productName: product.productName + LONGER,
          productNameEn: product.productNameEn ? product.productNameEn + LONGER : null,
        }
      : product;
  await page.route(/\/api\/Product\/paginated(\?|$)/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as ProductPage;
    await route.fulfill({ response, json: { ...body, data: body.data.map(lengthen) } });
  });
  await page.route(new RegExp(`/api/Product/(${productId}|by-slug/.+)$`), async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    await route.fulfill({ response, json: lengthen((await response.json()) as StoreProduct) });
  });
}

async function addToCart(page: Page, product: StoreProduct) {
  await page.goto(`/product/${product.category.slug}/${product.slug}`);
  await addToCartOnProductPage(page);
}

/**
 * A buyer whose name and address are as long as people's are, with a phone of their own (newBuyer), inside the
 * shop's delivery area: whatever the products, live and fresh ones too, one method takes them.
 */
const longWindedBuyer = () =>
  newBuyer({
    fullName: 'Bambang Sutrisno Wicaksono Adiningrat',
    email: 'bambang.sutrisno.wicaksono@example.co.id',
    city: 'Jakarta Selatan',
    address: 'Jl. Kemang Raya No. 123, Kelurahan Bangka, Kecamatan Mampang Prapatan',
    province: 'DKI Jakarta',
    postalCode: '12730',
  });

for (const width of PHONES) {
  test(`every storefront page fits a ${width} px phone with long names in the cart`, async ({ page, makeProduct }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: HEIGHT });
    const longest = await makeLongNamedProduct(page, makeProduct);
    const second = await makeProduct();
    const buyer = longWindedBuyer();

    await page.goto('/public/home');
    await expect(page.getByRole('heading', { name: 'Produk Unggulan' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectFits(page, 'home');

    await page.goto('/public/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectFits(page, 'product list');

    await page.goto(`/category/${longest.category.slug}`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectFits(page, 'category');

    await page.goto(`/product/${longest.category.slug}/${longest.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LONGER.trim());
    await expectFits(page, 'product page');
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect(page.getByRole('dialog', { name: 'Berhasil Ditambahkan!' })).toBeVisible();
    await expectFits(page, 'added to the cart');
    await continueShopping(page);
    await addToCart(page, second);

    for (const [path, name] of [
      ['/public/company/profile', 'company profile'],
      ['/public/company/vision-mission', 'vision and mission'],
      ['/public/contact', 'contact'],
      ['/privacy', 'privacy'],
      ['/terms', 'terms'],
      ['/public/orders', 'order tracking'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFits(page, name);
    }

    await page.goto('/public/cart');
    await expect(page.getByTestId('cart-line').filter({ hasText: LONGER.trim() })).toBeVisible();
    await expectFits(page, 'cart');

    await page.getByRole('button', { name: 'Lanjut ke Checkout' }).click();
    await expect(page).toHaveURL(/\/public\/checkout$/);
    // Checkout and confirmation are measured by their own tests below, marked as failing until fixed.
    await fillCheckoutForm(page, buyer);
    await page.getByRole('button', { name: 'Buat Pesanan' }).click();
    await expect(page).toHaveURL(/\/public\/order-confirmation$/);
    await expect(page.getByText(buyer.fullName)).toBeVisible();

    await page.getByRole('button', { name: 'Proses Pesanan' }).click();
    await expect(page).toHaveURL(/\/public\/order-success\?order=\d+$/);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    await expectFits(page, 'order success');

    await page.getByRole('link', { name: 'Lacak Pesanan' }).click();
    await expect(page.getByLabel('Nomor Pesanan')).toHaveValue(orderNumber);
    await page.getByLabel('Email atau Nomor Telepon').fill(buyer.phone);
    await page.getByRole('button', { name: 'Lacak' }).click();
    await expect(page.getByTestId('order-status')).toBeVisible();
    await expectFits(page, 'tracked order');
  });
}

test('the header cart opens inside the viewport at 320, 360 and 390 px, long names and all', async ({
  page,
  makeProduct,
}) => {
  const longest = await makeLongNamedProduct(page, makeProduct);
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await addToCart(page, longest);
  for (const width of DROPDOWN_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/public/products');
    await page.getByRole('button', { name: /^Buka keranjang/ }).click();
    const dropdown = page.getByRole('dialog', { name: 'Keranjang Belanja' });
    await expect(dropdown.getByRole('listitem').filter({ hasText: longest.productName })).toBeVisible();
    const box = (await dropdown.boundingBox())!;
    expect(box.x, `${width} px: the cart's left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${width} px: the cart's right edge`).toBeLessThanOrEqual(width);
    await expect(dropdown.getByText('Subtotal')).toBeInViewport();
    await expect(dropdown.getByRole('link', { name: 'Checkout' })).toBeInViewport();
    await expectFits(page, `cart dropdown at ${width} px`);
  }
});

// On a phone the checkout form and the confirmation have one grid column; without `grid-cols-1`
// (minmax(0, 1fr)) it grew to the min-content width of a long product name in the summary.
async function toCheckout(page: Page, makeProduct: MakeProduct) {
  const longest = await makeLongNamedProduct(page, makeProduct);
  await page.setViewportSize({ width: 360, height: HEIGHT });
  await addToCart(page, longest);
  await page.goto('/public/checkout');
  await expect(page.getByLabel('Nama Lengkap')).toBeVisible();
}

test('the checkout fits a phone with long names in the cart', async ({ page, makeProduct }) => {
  await toCheckout(page, makeProduct);
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expectFits(page, `checkout at ${width} px`);
  }
});

test('the order confirmation fits a phone with long names in the cart', async ({ page, makeProduct }) => {
  await toCheckout(page, makeProduct);
  const buyer = longWindedBuyer();
  await fillCheckoutForm(page, buyer);
  await page.getByRole('button', { name: 'Buat Pesanan' }).click();
  await expect(page).toHaveURL(/\/public\/order-confirmation$/);
  await expect(page.getByText(buyer.fullName)).toBeVisible();
  for (const width of PHONES) {
    await page.setViewportSize({ width, height: HEIGHT });
    await expectFits(page, `order confirmation at ${width} px`);
    // Stacked on a phone, the two large buttons keep their height (a row's flex-1 once squeezed them to 24 px).
    for (const name of ['Proses Pesanan', 'Kembali ke Checkout']) {
      const button = page.getByRole('button', { name }).or(page.getByRole('link', { name }));
      expect((await button.boundingBox())!.height, `${name} at ${width} px`).toBeGreaterThanOrEqual(44);
    }
  }
});

test('every back-office page fits a 390 px phone, its buttons a thumb', async ({ page, baseURL, makeProduct }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: HEIGHT });
  // The owner sees every screen of the back office, its lists holding a long-named product and its order.
  await signInThroughApi(page.context().request, baseURL!);
  const longest = await makeLongNamedProduct(page, makeProduct);
  await placeOrderThroughApi(
    page.request,
    { customerInfo: longWindedBuyer(), items: [{ productId: longest.productId, quantity: 1 }] },
    baseURL,
  );
  for (const path of [
    '/app/dashboard',
    '/app/product',
    '/app/product/create',
    '/app/category',
    '/app/category/create',
    '/app/banner',
    '/app/banner/create',
    '/app/orders',
    '/app/customer',
    '/app/marketing',
    '/app/general',
    '/app/general/create',
    '/app/akun',
    '/app/akun/create',
    '/app/messages',
    '/app/pages',
    '/app/pages/privacy',
    // A payment parameter: its change history and, for a Manager, its read-only view.
    `/app/general/edit/${(await parameterByCode(page.request, '008')).id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFits(page, path);
  }
});

/**
 * Boxes in the back office's content (main) ending past the viewport's right edge. Unlike `measure`, an
 * element a card clips still counts: a card's overflow-hidden cut off the product page's description and
 * picture address instead of letting the page scroll, so the page measured as fitting. Only what scrolls
 * sideways on purpose (a table's wrapper) is left out, and what is visually hidden.
 */
function contentPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollsSideways = (el: Element) => {
      for (let parent = el.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const past: string[] = [];
    for (const el of document.querySelectorAll('main *')) {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden' || style.opacity === '0') continue;
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      if (rect.right > width + 1 && !scrollsSideways(el)) {
        const text = (el.textContent ?? '').trim().slice(0, 40);
        past.push(`${el.tagName.toLowerCase()} "${text}" right ${Math.round(rect.right)} > ${width}`);
      }
    }
    return past;
  });
}

/** One word as long as a pasted link: staff paste addresses into descriptions. */
const LONG_WORD = 'https://www.crabclaw.example/katalog/udang-vaname-segar-size-50-dari-tambak-lampung-timur';

/** Answers the back office's `path` with its description (and English one) ending in LONG_WORD. */
async function lengthenDescription(page: Page, path: RegExp) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { description: string; descriptionEn?: string | null };
    const longer = (text: string) => `${text} ${LONG_WORD}`;
    await route.fulfill({
      response,
      json: { ...body, description: longer(body.description), descriptionEn: longer(body.descriptionEn ?? '') },
    });
  });
}

test('the back office’s product and category pages fit a 390 px phone, long words and picture addresses too', async ({
  page,
  baseURL,
  makeProduct,
}) => {
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await signInThroughApi(page.context().request, baseURL!);
  // With a picture: its width and its address are what ran past the card.
  const product = await makeProduct({ imageUrl: await pictureDataUrl('#1f7a8c', { width: 1200, height: 800 }) });
  await lengthenDescription(page, new RegExp(`/api/Product/admin/${product.productId}$`));
  await lengthenDescription(page, new RegExp(`/api/CrabClawCategories/admin/${product.categoryId}$`));

  for (const path of [`/app/product/detail/${product.productId}`, `/app/category/detail/${product.categoryId}`]) {
    await page.goto(path);
    await expect(page.getByText(LONG_WORD).first()).toBeVisible();
    await expectFits(page, path);
    expect(await contentPastRightEdge(page), `${path}: content past the right edge`).toEqual([]);
  }
});

test('staff switch the back office’s language on a 390 px phone, from the menu drawer', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: HEIGHT });
  await signInThroughApi(page.context().request, baseURL!);
  await page.goto('/app/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Produk' })).toBeVisible();
  // The header has no room for the switch on a phone; the drawer (☰) offers it.
  await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeHidden();
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const drawer = page.getByRole('complementary', { name: 'Back office' });
  await drawer.getByRole('button', { name: 'English' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Product', exact: true })).toBeInViewport();
  await expect(drawer.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expectFits(page, 'the open drawer');
  // The choice is kept on the device, as the header's switch keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});
