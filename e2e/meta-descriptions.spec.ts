import { request as apiRequest, type Page } from '@playwright/test';
import { productPath } from '@crabclaw/shared';
import { test, expect, uniqueTag } from './fixtures.ts';
import { createCategory, createProduct, deleteCategory, deleteProducts } from './catalogue.ts';
import { signInThroughApi } from './staff.ts';

// Issue 21: every storefront page has one meta description (Lighthouse's SEO audit asks for it), in the
// language the page is rendered in.

type Language = 'id' | 'en';

const tag = uniqueTag();
// A search with a quote and markup: the description says it as text.
const SEARCHED = `rajungan "${tag}" <b>`;
const CATEGORY = {
  categoryName: `Rajungan ${tag}`,
  categoryNameEn: `Blue Swimmer Crab ${tag}`,
  description: `Rajungan segar dari Cirebon ${tag}.`,
  descriptionEn: `Fresh blue swimmer crabs from Cirebon ${tag}.`,
};
const PRODUCT = {
  productName: `Rajungan Kupas ${tag}`,
  productNameEn: `Picked Crab Meat ${tag}`,
  description: `Daging rajungan kupas ${tag}, siap masak.`,
  descriptionEn: `Picked blue swimmer crab meat ${tag}, ready to cook.`,
  originalPrice: 180_000,
};

let created: { categoryId: number; categorySlug: string; productId: number; productPath: string };

test.beforeAll(async ({ baseURL }) => {
  const staff = await apiRequest.newContext({ baseURL });
  await signInThroughApi(staff, baseURL!);
  const { categoryId, slug } = await createCategory(staff, baseURL!, CATEGORY);
  const { productId, slug: productSlug } = await createProduct(staff, baseURL!, { ...PRODUCT, categoryId });
  created = { categoryId, categorySlug: slug, productId, productPath: productPath(slug, productSlug) };
  await staff.dispose();
});

test.afterAll(async ({ baseURL }) => {
  const staff = await apiRequest.newContext({ baseURL });
  await signInThroughApi(staff, baseURL!);
  await deleteProducts(staff, baseURL!, [created]);
  await deleteCategory(staff, baseURL!, created.categoryId);
  await staff.dispose();
});

/** Every storefront page a visitor may land on, by name. */
const storefrontPages = () => ({
  home: '/public/home',
  list: '/public/products',
  search: `/public/products?q=${encodeURIComponent(SEARCHED)}`,
  categoryList: `/public/products/category/${created.categorySlug}`,
  category: `/category/${created.categorySlug}`,
  product: created.productPath,
  companyProfile: '/public/company/profile',
  visionMission: '/public/company/vision-mission',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  cart: '/public/cart',
  checkout: '/public/checkout',
});

/** The page's one meta description, as the server sent it and as it stands once the app has hydrated. */
async function descriptionOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  expect(html.match(/<meta name="description"/g), `descriptions sent for ${path}`).toHaveLength(1);
  await page.goto(path);
  const meta = page.locator('meta[name="description"]');
  await expect(meta, `descriptions in ${path}`).toHaveCount(1);
  const content = (await meta.getAttribute('content')) ?? '';
  expect(content.trim(), `description of ${path}`).not.toBe('');
  return content;
}

async function descriptionsIn(page: Page, language: Language, baseURL: string) {
  await page.context().addCookies([{ name: 'selectedLanguage', value: language, url: baseURL }]);
  const descriptions: Record<string, string> = {};
  for (const [name, path] of Object.entries(storefrontPages())) {
    descriptions[name] = await descriptionOf(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  }
  return descriptions;
}

test('every storefront page has one description, in Indonesian and in English', async ({ page, browser, baseURL }) => {
  test.slow();
  const indonesian = await descriptionsIn(page, 'id', baseURL!);
  const englishPage = await (await browser.newContext({ baseURL })).newPage();
  const english = await descriptionsIn(englishPage, 'en', baseURL!);
  await englishPage.context().close();

  for (const name of Object.keys(indonesian)) {
    expect(english[name], `${name}: the English description is not the Indonesian one`).not.toBe(indonesian[name]);
  }
  // The catalogue's own texts, in the page's language.
  expect(indonesian.product).toBe(PRODUCT.description);
  expect(english.product).toBe(PRODUCT.descriptionEn);
  expect(indonesian.category).toBe(`${CATEGORY.description} Mulai Rp 180.000.`);
  expect(english.category).toBe(`${CATEGORY.descriptionEn} From Rp 180.000.`);
  // A search's description says what was searched, as text.
  expect(indonesian.search).toContain(`Hasil pencarian "${SEARCHED}"`);
  expect(english.search).toContain(`Search results for "${SEARCHED}"`);
  expect(english.home).toMatch(/^Shop live, fresh, frozen and dried crab/);
  expect(english.privacy).toMatch(/personal data/);
});

test('after moving to another page the description is that page’s, in the visitor’s language', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'selectedLanguage', value: 'en', url: baseURL! }]);
  await page.goto(created.productPath);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', PRODUCT.descriptionEn);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^How CrabClaw Seafood processes/);
});
