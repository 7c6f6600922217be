import type { Page } from '@playwright/test';
import { createBanner, deleteBanners, type CreatedBanner } from './banners.ts';
import { pictureDataUrl } from './test-pictures.ts';
import {
  createCategory,
  createProduct,
  deleteCategory,
  deleteProducts,
  type CreatedCategory,
  type CreatedProduct,
} from './catalogue.ts';
import { test as base, expect, testExpectingStatus, uniqueTag } from './fixtures.ts';
import { E2E_SHOP } from './shop-facts.ts';
import { signInThroughApi } from './staff.ts';

// Decision 012: the storefront's pages come from the server with their content and data; the browser
// hydrates them without asking the API again and without a mismatch. The journeys render home content of their
// own (issue 24): a category of three products with pictures, the first featured, and a hero banner with a
// picture and markup.

/** What the journeys here render, made once for the worker and deleted after it. */
interface OwnContent {
  /** In the name of each product and of the category, and in no other run's. */
  tag: string;
  category: CreatedCategory;
  /** The category's first product's page: Rp 259.000, featured on home, with a picture. */
  product: { path: string; name: string; slug: string };
  banner: CreatedBanner & { markup: string };
  /** The pages the server renders, with the journey's own catalogue where the page shows some. */
  serverRendered: string[];
}

const test = base.extend<object, { content: OwnContent }>({
  content: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const request = await playwright.request.newContext({ baseURL });
      await signInThroughApi(request, baseURL);
      const tag = uniqueTag();
      // Pictures larger than the phone's 960 px size, so the shop has that size to send (decision 016).
      const picture = await pictureDataUrl('#0e7c86', { width: 1600, height: 900 });
      const category = await createCategory(request, baseURL, { categoryName: `Etalase uji ${tag}` });
      const products: CreatedProduct[] = [];
      for (const n of [1, 2, 3]) {
        products.push(
          await createProduct(request, baseURL, {
            productName: `Etalase uji ${tag} ${n}`,
            categoryId: category.categoryId,
            imageUrl: picture,
            originalPrice: 259_000 - n + 1,
            // The first on home at the last place, one no other journey takes (featured-products takes 1 and 2).
            ...(n === 1 ? { isUnggulan: true, featuredPosition: 6 } : {}),
          }),
        );
      }
      const [first] = products;
      const markup = `<p>Etalase uji ${tag} dipilih setiap pagi di pelabuhan dan dikirim dalam rantai dingin.</p>`;
      const banner = await createBanner(request, baseURL, { description: markup, images: [picture] });
      const product = { path: `/product/${category.slug}/${first!.slug}`, name: first!.productName, slug: first!.slug };
      await use({
        tag,
        category,
        product,
        banner: { ...banner, markup },
        serverRendered: [
          '/public/home',
          `/public/products?q=${tag}`,
          `/public/products/category/${category.slug}?sort=price_asc`,
          `/category/${category.slug}`,
          product.path,
          '/public/company/profile',
          '/public/company/vision-mission',
          '/public/contact',
          '/privacy',
          '/terms',
        ],
      });
      await deleteBanners(request, baseURL, [banner]);
      await deleteProducts(request, baseURL, products);
      await deleteCategory(request, baseURL, category.categoryId);
      await request.dispose();
    },
    // Every journey here reads the shop with it there (the phone's first banner is the journey's).
    { scope: 'worker', auto: true },
  ],
});

/**
 * Pages the server sends as a frame (issue 21) that the device's cart fills once they have hydrated: their
 * header, heading and footer stay as the server sent them. Checkout with products in the cart is in
 * cart-frame.spec.ts; with none it goes to the cart.
 */
const FRAMES = ['/public/cart'];
/** What of a page is compared: all of it, or of a frame the parts the device's cart does not fill. */
const WHOLE_PAGE = ['#root'];
const FRAME_PARTS = ['header', 'main h1', 'footer'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name and price', async ({ page, content: { product } }) => {
    await page.goto(product.path);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('main').getByText('Rp 259.000').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${product.name} - Rp 259\\.000`));
  });

  test('home and the product list show product cards, the footer its contact data', async ({ page, content }) => {
    await page.goto('/public/home');
    await expect(page.getByTestId('category-card').filter({ hasText: content.category.categoryName })).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: content.product.name })).toBeVisible();
    await expect(page.getByTestId('footer-email')).toHaveText(E2E_SHOP.email);
    await page.goto(`/public/products?q=${content.tag}`);
    await expect(page.getByTestId('shown-range')).toHaveText(/dari 3 produk/);
    await expect(page.getByTestId('product-card')).toHaveCount(3);
  });

  test('the company pages show their text', async ({ page }) => {
    await page.goto('/public/company/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil Perusahaan' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dari Laut Nusantara ke Dapur Anda' })).toBeVisible();
    await page.goto('/public/company/vision-mission');
    await expect(page.getByRole('heading', { name: 'Peta Jalan Strategis 2030' })).toBeVisible();
  });

  test('the language cookie chooses the language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'selectedLanguage', value: 'en', url: baseURL! }]);
    await page.goto('/public/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Seafood Products' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Seafood Products - CrabClaw Seafood');
  });
});

test('the HTML of a product page carries its name, price and one title, with the data it was rendered from', async ({
  request,
  content: { product },
}) => {
  const response = await request.get(product.path);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html.match(/<title/g)).toHaveLength(1);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
  expect(html).toContain('Rp 259.000');
  const state = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html);
  const { language, queries } = JSON.parse(state![1]!) as { language: string; queries: { queries: unknown[] } };
  expect(language).toBe('id');
  expect(JSON.stringify(queries)).toContain(`"${product.slug}"`);
});

test('what the first paint needs, and the largest picture, come before the code, which waits in a template', async ({
  request,
  content,
}) => {
  for (const path of ['/public/home', `/public/products?q=${content.tag}`, content.product.path]) {
    const html = await (await request.get(path)).text();
    const [head, code] = html.split('<template id="app-code">');
    const needs = {
      stylesheet: head!.indexOf('<link rel="stylesheet"'),
      font: head!.indexOf('<link rel="preload" as="font"'),
      picture: head!.search(/<link rel="preload" as="image"[^>]*fetchPriority="high"/),
    };
    for (const [need, at] of Object.entries(needs)) expect(at, `${path}: ${need}`).toBeGreaterThan(0);
    // Nothing outside the template fetches code before the pictures have arrived.
    expect(head, path).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(code!.split('</template>')[0], path).toMatch(
      /^<script type="module"[^>]*><\/script>(<link rel="modulepreload"[^>]*>)+$/,
    );
  }
});

test('a rendered page asks for its code only once its first screen’s pictures have arrived and it has painted', async ({
  page,
  content,
}) => {
  await page.goto(content.product.path);
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(
      (img) => img.currentSrc,
    );
    const pictureEnds = entries.filter((entry) => pictures.includes(entry.name)).map((entry) => entry.responseEnd);
    const codeStarts = entries.filter((entry) => /\/assets\/.*\.js$/.test(entry.name)).map((entry) => entry.startTime);
    return {
      pictures: pictures.length,
      arrived: pictureEnds.length,
      lastPicture: Math.max(...pictureEnds),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstCode: Math.min(...codeStarts),
    };
  });
  expect(timing.pictures).toBeGreaterThan(0);
  expect(timing.arrived).toBe(timing.pictures);
  expect(timing.firstCode).toBeGreaterThanOrEqual(timing.lastPicture);
  expect(timing.firstPaint).toBeDefined();
  expect(timing.firstCode).toBeGreaterThan(timing.firstPaint!);
});

test('a button pressed before the page’s code has arrived is pressed once it has', async ({ page, content }) => {
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  let codeAsked!: () => void;
  const codeWanted = new Promise<void>((resolve) => (codeAsked = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    codeAsked();
    await codeHeld;
    await route.continue();
  });
  // The frame's own goto: the journeys' page.goto waits for hydration, which the held code keeps from coming.
  await page.mainFrame().goto(content.product.path, { waitUntil: 'commit' });
  await codeWanted;
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  releaseCode();
  await expect(page.getByRole('dialog', { name: 'Berhasil Ditambahkan!' })).toBeVisible();
});

// Decisions 009 and 016: the server makes banner markup safe, so the page inserts it as it comes, in the
// server's render too, and fetches no sanitizer of its own.
// Decision 016 took the sanitizer and zod off the first load; a shared import can bring either back unseen
// (a banner-link check once pulled the banner schemas, and zod with them, into home: 23 KB).
test('home’s HTML carries a banner’s markup, and the page asks for no sanitizer and no zod', async ({
  page,
  request,
  content: { banner },
}) => {
  expect(await (await request.get('/public/home')).text()).toContain(banner.markup);
  const scripts: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'script') scripts.push(new URL(asked.url()).pathname);
  });
  await page.goto('/public/home');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /purify|\/zod[-.]/i.test(path))).toEqual([]);
  const slide = page.locator('[aria-roledescription="slide"]').filter({ hasText: banner.title });
  expect(await slide.innerHTML()).toContain(banner.markup);
});

test.describe('on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1.75 });

  // Decision 016: about 720 device pixels wide, so the banner's 960 px size, not its large one.
  // The journey's banner is at display order 1: the first slide has a picture whether or not the demo's are there.
  test('home shows its first banner at the 960 px size', async ({ page }) => {
    const medium = page.waitForResponse((response) => /\/media\/[0-9a-f]{32}\/medium\.webp$/.test(response.url()));
    await page.goto('/public/home');
    expect((await medium).status()).toBe(200);
    const firstBanner = page.locator('img[fetchpriority="high"]');
    await expect.poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/medium\.webp$/);
  });
});

test('the back office is still rendered in the browser', async ({ request }) => {
  const html = await (await request.get('/app/LandingLaporan')).text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('server-state');
  // Its code is all it has to show: asked for at once, from <head>.
  expect(html).not.toContain('<template id="app-code">');
  expect(html.split('</head>')[0]).toMatch(/<script type="module"/);
});

/** Waits until the page has hydrated: the root's first effect keeps the language on the device. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem('selectedLanguage') !== null);
}

/** Console warnings (errors fail every journey already, through the fixture). */
function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/** API requests the page makes, apart from those a visitor's action makes. */
function collectApiRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
  });
  return requests;
}

declare global {
  interface Window {
    serverDom?: Record<string, { content: string; elements: Element[] }>;
    contentOf?: (root: Element) => string;
  }
}

/**
 * Records the page's content as the server sent it, once the document is parsed and before its code runs
 * (the code waits in a template for the first screen's pictures, decision 016). Content is written out with
 * each element's attributes in name order, styles as the browser reads them, fields by their state and
 * adjacent texts joined, comments left out: how a render orders and spaces attributes, and React's comments
 * (text separators, Suspense marks), are not content.
 */
async function recordServerDom(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // A field's state: the server writes it as attributes, a render in the browser may set properties instead.
    const formState = (element: Element): Record<string, string> => {
      if (element instanceof HTMLInputElement) return { value: element.value, checked: String(element.checked) };
      if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)
        return { value: element.value };
      if (element instanceof HTMLOptionElement) return { selected: String(element.selected) };
      return {};
    };
    const contentOf = (root: Element): string => {
      let text = '';
      const parts: string[] = [];
      const endText = () => {
        if (text) parts.push(JSON.stringify(text));
        text = '';
      };
      for (const node of root.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
        if (node.nodeType !== Node.ELEMENT_NODE) continue;
        endText();
        const element = node as Element;
        // A style as the browser reads it: the same declarations may come with other spacing.
        const value = (at: Attr) => (at.name === 'style' ? (element as HTMLElement).style.cssText : at.value);
        const attributes = [...element.attributes]
          .filter((at) => !(at.name in formState(element)))
          .map((at) => `${at.name}=${JSON.stringify(value(at))}`);
        for (const [name, state] of Object.entries(formState(element))) attributes.push(`.${name}=${state}`);
        attributes.sort();
        parts.push(`<${element.localName} ${attributes.join(' ')}>${contentOf(element)}</${element.localName}>`);
      }
      endText();
      return parts.join('');
    };
    window.contentOf = contentOf;
    document.addEventListener('DOMContentLoaded', () => {
      window.serverDom = {};
      for (const selector of ['#root', 'header', 'main h1', 'footer']) {
        const part = document.querySelector(selector);
        if (part) window.serverDom[selector] = { content: contentOf(part), elements: [...part.querySelectorAll('*')] };
      }
    });
  });
}

/**
 * What the browser changed in the server's content: elements it replaced, and where the content first differs.
 * Hydration must keep the server's page as it is (decision 012).
 */
async function hydrationChanges(
  page: Page,
  parts = WHOLE_PAGE,
): Promise<{ replaced: number; firstDifference: string | null }> {
  return page.evaluate((selectors) => {
    const changes = { replaced: 0, firstDifference: null as string | null };
    for (const selector of selectors) {
      const recorded = window.serverDom![selector];
      if (!recorded) return { replaced: 0, firstDifference: `${selector}: not in the server's page` };
      const server = recorded.content;
      const now = window.contentOf!(document.querySelector(selector)!);
      let at = 0;
      while (at < server.length && server[at] === now[at]) at += 1;
      const around = (content: string) => content.slice(Math.max(0, at - 100), at + 100);
      changes.replaced += recorded.elements.filter((element) => !element.isConnected).length;
      if (server !== now) changes.firstDifference ??= `${selector}: server: ${around(server)}\nbrowser: ${around(now)}`;
    }
    return changes;
  }, parts);
}

for (const language of ['id', 'en'] as const) {
  test(`every server-rendered page hydrates without errors, warnings, API requests or changes (${language})`, async ({
    page,
    context,
    baseURL,
    content,
  }) => {
    await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
    const warnings = collectWarnings(page);
    const requests = collectApiRequests(page);
    await recordServerDom(page);
    for (const path of [...content.serverRendered, ...FRAMES]) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(warnings, path).toEqual([]);
      expect(requests, path).toEqual([]);
      const parts = FRAMES.includes(path) ? FRAME_PARTS : WHOLE_PAGE;
      expect(await hydrationChanges(page, parts), path).toEqual({ replaced: 0, firstDifference: null });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await page.evaluate(() => localStorage.clear());
    }
  });
}

testExpectingStatus(404)('the not-found page answers 404 and hydrates', async ({ page }) => {
  const warnings = collectWarnings(page);
  const response = await page.goto('/halaman-tidak-ada');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expect(page).toHaveTitle('Halaman Tidak Ditemukan - CrabClaw Seafood');
  expect(warnings).toEqual([]);
});

test('a page rendered in the browser starts in the cookie’s language', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'selectedLanguage', value: 'en', url: baseURL! }]);
  await page.goto('/public/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Track Order' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('en');
});

test('a visitor who chose English before the cookie existed gets English after the page loads', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('selectedLanguage', 'en');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/public/home');
  await expect(page.getByRole('heading', { name: 'Our Product Categories' })).toBeVisible();
  await page.reload();
  // The cookie now follows the device: the server renders English itself.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Our Product Categories' })).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'selectedLanguage')?.value).toBe('en');
});

// In production React neither reports nor mends an attribute that differs while hydrating: what the browser
// renders by itself (the page without the server's state, from the API, in the same language) must equal the
// server's HTML, so that no such difference can stay on screen unseen.
for (const language of ['id', 'en'] as const) {
  test(`the browser’s own render of every server-rendered page equals the server’s HTML (${language})`, async ({
    page,
    context,
    baseURL,
    content,
  }) => {
    // Eleven pages, each rendered by the browser from the API: under load (load average 24) 4 to 18 s a page; the
    // two languages ran out of their 60 s on the ninth and the eleventh page, every page before equal to the server's.
    test.slow();
    await context.addCookies([{ name: 'selectedLanguage', value: language, url: baseURL! }]);
    await recordServerDom(page);
    const pages = [...content.serverRendered, ...FRAMES];
    await page.route(
      (url) => pages.includes(url.pathname + url.search),
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<script type="application\/json" id="server-state">.*?<\/script>/s,
          '',
        );
        await route.fulfill({ response, body: html });
      },
    );
    for (const path of pages) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // Rendered by the browser, the page starts behind the start loader for 500 ms (spec section 9).
      await expect(page.getByRole('status').filter({ has: page.locator('img[src="/favicon.svg"]') })).toHaveCount(0);
      // Rendered anew, every element is the browser's own: only the content is compared.
      const parts = FRAMES.includes(path) ? FRAME_PARTS : WHOLE_PAGE;
      expect(await hydrationChanges(page, parts), path).toMatchObject({ firstDifference: null });
      await page.evaluate(() => localStorage.clear());
    }
  });
}
