// The shop the storefront benches load pages from: started as `npm start` does, on a throwaway embedded
// database, with the storefront routes each bench measures (a real product, and a cart for checkout).
import { chromium, type Browser } from '@playwright/test';
import { embeddedDatabase, startShop as startShopProcess } from './shop-process.ts';

/** The Chromium the e2e tests use; the flags keep it from talking to anything but the shop. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Shop {
  url: string;
  stop(): Promise<void>;
}

/** How a checkout starts its shop: its own bench/shop-process.ts (another checkout's, for BENCH_AGAINST). */
export type ShopProcesses = Pick<typeof import('./shop-process.ts'), 'embeddedDatabase' | 'startShop'>;

/** The shop as `npm start` runs it (bench/shop-process.ts) on a fresh embedded database, removed when it stops. */
export async function startShop(
  port: number,
  processes: ShopProcesses = { embeddedDatabase, startShop: startShopProcess },
): Promise<Shop> {
  const database = processes.embeddedDatabase();
  try {
    const shop = await processes.startShop(database, port);
    return {
      url: shop.url,
      stop: async () => {
        await shop.stop();
        await database.remove();
      },
    };
  } catch (error) {
    await database.remove();
    throw error;
  }
}

export interface StorefrontRoute {
  name: string;
  path: string;
  /** The page is measured with the cart on the device (checkout sends an empty cart back to the cart page). */
  needsCart: boolean;
  /** Measured for its SEO only: a content page, with no speed goal of its own (issue 21). */
  seoOnly?: boolean;
}

interface ProductSummary {
  slug: string;
  category: { slug: string };
  inStock: boolean;
}

/** A cart of typical size (issue 21): the cart and checkout are measured holding this many products. */
const CART_PRODUCTS = 3;

/**
 * Home, product list, the first product's category, the first product in stock, the cart empty and holding
 * three products, and checkout, as a phone visitor reaches them; then the content pages (company, contact,
 * legal), for their SEO only; with the pages of the products the cart holds.
 */
async function storefrontRoutes(shopUrl: string): Promise<{ routes: StorefrontRoute[]; cartProducts: string[] }> {
  const response = await fetch(`${shopUrl}/api/Product/paginated?page=1&pageSize=24`);
  const { data } = (await response.json()) as { data: ProductSummary[] };
  const inStock = data.filter((p) => p.inStock).slice(0, CART_PRODUCTS);
  if (inStock.length < CART_PRODUCTS) throw new Error(`the demo catalogue has not ${CART_PRODUCTS} products in stock`);
  const productPath = (product: ProductSummary) => `/product/${product.category.slug}/${product.slug}`;
  return {
    routes: [
      { name: 'home', path: '/public/home', needsCart: false },
      { name: 'products', path: '/public/products', needsCart: false },
      { name: 'category', path: `/category/${inStock[0]!.category.slug}`, needsCart: false },
      { name: 'product', path: productPath(inStock[0]!), needsCart: false },
      { name: 'cart (empty)', path: '/public/cart', needsCart: false },
      { name: 'cart', path: '/public/cart', needsCart: true },
      { name: 'checkout', path: '/public/checkout', needsCart: true },
      { name: 'company', path: '/public/company/profile', needsCart: false, seoOnly: true },
      { name: 'vision', path: '/public/company/vision-mission', needsCart: false, seoOnly: true },
      { name: 'contact', path: '/public/contact', needsCart: false, seoOnly: true },
      { name: 'privacy', path: '/privacy', needsCart: false, seoOnly: true },
      { name: 'terms', path: '/terms', needsCart: false, seoOnly: true },
    ],
    cartProducts: inStock.map(productPath),
  };
}

/** Launches the benches' Chromium (headless, no network but the shop). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * The cart a buyer has after adding each product on its page, as the value stored under 'cart' on the
 * device: added through the pages themselves, so the bench follows whatever shape the cart store writes.
 */
async function cartAfterAdding(browser: Browser, shopUrl: string, productPaths: string[]): Promise<string> {
  const page = await browser.newPage();
  try {
    for (const [added, productPath] of productPaths.entries()) {
      await page.goto(`${shopUrl}${productPath}`);
      await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
      await page.waitForFunction(
        (lines) => JSON.parse(localStorage.getItem('cart') ?? '[]').length === lines,
        added + 1,
      );
    }
    return await page.evaluate(() => localStorage.getItem('cart')!);
  } finally {
    await page.close();
  }
}

/** The storefront routes a bench measures, and the cart that the cart and checkout need put on the device first. */
export async function storefrontToMeasure(
  browser: Browser,
  shopUrl: string,
): Promise<{ routes: StorefrontRoute[]; cart: string }> {
  const { routes, cartProducts } = await storefrontRoutes(shopUrl);
  return { routes, cart: await cartAfterAdding(browser, shopUrl, cartProducts) };
}
