import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  formatRupiah,
  localized,
  priceUnitLabel,
  PRODUCT_PAGE_SIZES,
  productPath,
  type GeneralParameter,
  type MessageLanguage,
  type ProductPage,
  type StoreCategory,
  type StoreProduct,
} from '@crabclaw/shared';
import { HttpError } from '../../lib/http-errors.ts';
import { pageLanguageOf } from '../../lib/language.ts';
import { publicBaseUrl } from '../../lib/public-origin.ts';
import { cachedPage } from '../../plugins/web.ts';
import { listCategories, productUrlParts } from '../catalogue/index.ts';
import { readCatalogue } from './catalogue-reads.ts';
import { escapeMarkup, renderHead, type PageHead } from './head.ts';
import { HEAD_WORDS } from './head-words.ts';
import { breadcrumb, categoryData, localBusiness, organization, productData, website } from './structured-data.ts';

const SlugSchema = z.string().min(1).max(200);

/** What an unknown product or category URL tells crawlers: not found, do not index. */
function notFoundHead(base: string, title: string, language: MessageLanguage): string {
  return renderHead({
    language,
    title: `${title} | CrabClaw Seafood`,
    description: HEAD_WORDS[language].homeDescription,
    canonicalUrl: `${base}/public/products`,
    structuredData: [],
    noIndex: true,
  });
}

const isNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;
const clip = (text: string, length = 160) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/** What a category's head lists: the first page of its products, in the order the page shows them. */
const LISTED_PRODUCTS = PRODUCT_PAGE_SIZES[0];

/**
 * What a category page's head reads, bounded whatever the category's size: the first products the page
 * shows (product id order, as the page lists them) and the cheapest one with the count (capped) of them all.
 */
async function categoryProducts(app: FastifyInstance, categoryId: number, language: MessageLanguage) {
  const products = `/api/Product/paginated?categoryId=${categoryId}`;
  const [firstPage, cheapest] = await Promise.all([
    readCatalogue<ProductPage>(app, `${products}&page=1&pageSize=${LISTED_PRODUCTS}`, language),
    readCatalogue<ProductPage>(app, `${products}&sort=price_asc&pageSize=1`, language),
  ]);
  const lowPrice = cheapest.data[0]?.price;
  return {
    shown: firstPage.data,
    offers:
      lowPrice === undefined
        ? undefined
        : { lowPrice, offerCount: cheapest.totalCountCapped ? undefined : cheapest.totalCount },
  };
}

/**
 * Server-written <head> for the pages crawlers care about (home, product, category), the sitemap and
 * robots.txt (issue 3, SEO). The web plugin renders these pages with this head; other pages get their
 * title and description from their route (decision 012). The heads read the catalogue's public reads as the
 * render does, from its read cache (catalogue-reads.ts), and are written in the page's language (HEAD_WORDS,
 * the catalogue's English texts where staff entered them).
 */
const seoRoutes: FastifyPluginAsync = async (app) => {
  const hide = { schema: { hide: true } };
  // The pages are kept rendered in the read cache, as every other storefront page (plugins/web.ts).
  const page = { ...hide, config: { cachedPage } };
  // Without PUBLIC_URL the links come from the request's host, so a shared cache must not reuse them for another.
  const varyOnHost = app.config.PUBLIC_URL ? {} : { vary: 'host, x-forwarded-host, x-forwarded-proto' };

  app.get('/public/home', page, async (request, reply) => {
    const base = publicBaseUrl(request);
    const language = pageLanguageOf(request);
    const words = HEAD_WORDS[language];
    const parameters = await readCatalogue<GeneralParameter[]>(app, '/api/general', language);
    const head: PageHead = {
      language,
      title: words.homeTitle,
      description: words.homeDescription,
      canonicalUrl: `${base}/public/home`,
      structuredData: [website(base), organization(base, parameters), localBusiness(base, parameters)],
    };
    return reply.sendPage({ head: renderHead(head) });
  });

  app.get<{ Params: { categorySlug: string; productSlug: string } }>(
    '/product/:categorySlug/:productSlug',
    page,
    async (request, reply) => {
      const base = publicBaseUrl(request);
      const language = pageLanguageOf(request);
      const words = HEAD_WORDS[language];
      const { categorySlug, productSlug } = request.params;
      if (!SlugSchema.safeParse(categorySlug).success || !SlugSchema.safeParse(productSlug).success)
        return reply.sendPage({ status: 404 });
      try {
        const product = await readCatalogue<StoreProduct>(
          app,
          `/api/Product/by-slug/${encodeURIComponent(categorySlug)}/${encodeURIComponent(productSlug)}`,
          language,
        );
        const url = `${base}${productPath(product.category.slug, product.slug)}`;
        // A renamed (or moved) product's old URL leads to its current one for good (issue 10).
        if (product.slug !== productSlug || product.category.slug !== categorySlug) {
          return reply.redirect(productPath(product.category.slug, product.slug), 301);
        }
        const name = localized(product.productName, product.productNameEn, language);
        const head: PageHead = {
          language,
          title: `${name} - ${formatRupiah(product.price)} ${priceUnitLabel(product, language)} | CrabClaw Seafood`,
          description: clip(localized(product.description, product.descriptionEn, language)),
          canonicalUrl: url,
          type: 'product',
          imageUrl: product.images ? `${base}${product.images.jpeg}` : undefined,
          structuredData: [
            productData(base, product, url, new Date(), language),
            breadcrumb([
              { name: words.home, url: `${base}/public/home` },
              { name: words.products, url: `${base}/public/products` },
              {
                name: localized(product.category.name, product.category.nameEn, language),
                url: `${base}/category/${product.category.slug}`,
              },
              { name, url },
            ]),
          ],
        };
        return reply.sendPage({ head: renderHead(head) });
      } catch (error) {
        if (isNotFound(error))
          return reply.sendPage({ head: notFoundHead(base, words.productNotFound, language), status: 404 });
        throw error;
      }
    },
  );

  app.get<{ Params: { categorySlug: string } }>('/category/:categorySlug', page, async (request, reply) => {
    const base = publicBaseUrl(request);
    const language = pageLanguageOf(request);
    const words = HEAD_WORDS[language];
    if (!SlugSchema.safeParse(request.params.categorySlug).success) return reply.sendPage({ status: 404 });
    try {
      const category = await readCatalogue<StoreCategory>(
        app,
        `/api/CrabClawCategories/slug/${encodeURIComponent(request.params.categorySlug)}`,
        language,
      );
      const { shown, offers } = await categoryProducts(app, category.categoryId, language);
      const url = `${base}/category/${category.slug}`;
      const name = localized(category.categoryName, category.categoryNameEn, language);
      const description = localized(category.description, category.descriptionEn, language);
      const head: PageHead = {
        language,
        title: `${words.categoryTitle(name)} | CrabClaw Seafood`,
        description: clip(
          offers === undefined ? description : `${description} ${words.startingAt(formatRupiah(offers.lowPrice))}`,
        ),
        canonicalUrl: url,
        imageUrl: category.images ? `${base}${category.images.jpeg}` : undefined,
        structuredData: [
          categoryData(
            { name, description },
            url,
            offers,
            shown.map((product) => ({
              name: localized(product.productName, product.productNameEn, language),
              url: `${base}${productPath(product.category.slug, product.slug)}`,
            })),
          ),
          breadcrumb([
            { name: words.home, url: `${base}/public/home` },
            { name: words.products, url: `${base}/public/products` },
            { name, url },
          ]),
        ],
      };
      return reply.sendPage({ head: renderHead(head) });
    } catch (error) {
      if (isNotFound(error))
        return reply.sendPage({ head: notFoundHead(base, words.categoryNotFound, language), status: 404 });
      throw error;
    }
  });

  app.get('/sitemap.xml', hide, async (request, reply) => {
    const base = publicBaseUrl(request);
    const [categories, products] = await Promise.all([listCategories(app.db, {}), productUrlParts(app.db)]);
    const pages = [
      '/public/home',
      '/public/products',
      '/public/company/profile',
      '/public/company/vision-mission',
      '/contact',
      '/privacy',
      '/terms',
    ];
    const entry = (path: string, lastModified?: Date) =>
      `<url><loc>${escapeMarkup(`${base}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const urls = [
      ...pages.map((path) => entry(path)),
      ...categories.map((category) => entry(`/category/${category.slug}`)),
      ...products.map((product) => entry(productPath(product.categorySlug, product.productSlug), product.updatedAt)),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .headers({ 'cache-control': 'public, max-age=3600', ...varyOnHost })
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', hide, async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Disallow: /app',
      'Disallow: /auth',
      'Disallow: /api/',
      'Allow: /',
      '',
      `Sitemap: ${publicBaseUrl(request)}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .headers({ 'cache-control': 'public, max-age=86400', ...varyOnHost })
      .send(`${lines.join('\n')}\n`);
  });
};

export default seoRoutes;
