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

/** The shop as `npm start` runs it (bench/shop-process.ts) on a fresh embedded database, removed when it stops. */
export async function startShop(port: number): Promise<Shop> {
  const database = embeddedDatabase();
  try {
    const shop = await startShopProcess(database, port);
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
  /** The page needs something in the cart (checkout sends an empty cart back to the cart page). */
  needsCart: boolean;
}

interface ProductSummary {
  slug: string;
  category: { slug: string };
  inStock: boolean;
}

/** Home, product list, the first product in stock and checkout, as a phone visitor reaches them. */
async function storefrontRoutes(shopUrl: string): Promise<StorefrontRoute[]> {
  const response = await fetch(`${shopUrl}/api/Product/paginated?page=1&pageSize=24`);
  const { data } = (await response.json()) as { data: ProductSummary[] };
  const product = data.find((p) => p.inStock);
  if (!product) throw new Error('the demo catalogue has no product in stock');
  return [
    { name: 'home', path: '/public/home', needsCart: false },
    { name: 'products', path: '/public/products', needsCart: false },
    { name: 'product', path: `/product/${product.category.slug}/${product.slug}`, needsCart: false },
    { name: 'checkout', path: '/public/checkout', needsCart: true },
  ];
}

/** Launches the benches' Chromium (headless, no network but the shop). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/**
 * The cart a buyer has after adding the product page's product, as the value stored under 'cart' on the
 * device: added through the page itself, so the bench follows whatever shape the cart store writes.
 */
async function cartAfterAdding(browser: Browser, shopUrl: string, productPath: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(`${shopUrl}${productPath}`);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    const handle = await page.waitForFunction(() => {
      const cart = localStorage.getItem('cart');
      return cart && cart !== '[]' ? cart : undefined;
    });
    return (await handle.jsonValue()) as string;
  } finally {
    await page.close();
  }
}

/** The storefront routes a bench measures, and the cart that checkout needs put on the device first. */
export async function storefrontToMeasure(
  browser: Browser,
  shopUrl: string,
): Promise<{ routes: StorefrontRoute[]; cart: string }> {
  const routes = await storefrontRoutes(shopUrl);
  const product = routes.find((route) => route.name === 'product')!;
  return { routes, cart: await cartAfterAdding(browser, shopUrl, product.path) };
}
