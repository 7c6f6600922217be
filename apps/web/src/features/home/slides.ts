import { isBannerLink, type StoreBanner, type StoreProduct } from '@crabclaw/shared';

/** Storefront 4, Carousel: banner 5 feeds slide 1, banner 4 slide 2, the first other banner slide 3. */
export const HERO_BANNER_ID = 5;
export const GRID_BANNER_ID = 4;

export interface Stat {
  value: string;
  label: string;
}

export interface SlideBanners {
  hero: StoreBanner | undefined;
  grid: StoreBanner | undefined;
  features: StoreBanner | undefined;
}

export function pickSlideBanners(banners: readonly StoreBanner[]): SlideBanners {
  const hero = banners.find((b) => b.bannerId === HERO_BANNER_ID);
  const grid = banners.find((b) => b.bannerId === GRID_BANNER_ID);
  const other = banners.find((b) => b.bannerId !== HERO_BANNER_ID && b.bannerId !== GRID_BANNER_ID) ?? banners[0];
  return { hero, grid, features: other };
}

function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * Slide 1's figures: markup blocks with a centred value ('text-center' element holding value then label),
 * or lines of the form '*value* label'. Empty when the description has neither (the caller uses defaults).
 */
export function parseStats(description: string): Stat[] {
  const blocks = [...description.matchAll(/<(\w+)[^>]*class="[^"]*text-center[^"]*"[^>]*>([\s\S]*?)<\/\1>/gi)]
    .map((match) =>
      textOf(match[2] ?? '')
        .split('\n')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .filter((parts) => parts.length >= 2)
    .map(([value, ...label]) => ({ value: value!, label: label.join(' ') }));
  if (blocks.length > 0) return blocks;
  return [...textOf(description).matchAll(/\*([^*\n]+)\*\s*([^\n]+)/g)].map((match) => ({
    value: match[1]!.trim(),
    label: match[2]!.trim(),
  }));
}

/** Slide 3's features: list items, else the description's non-empty lines. */
export function parseFeatures(description: string): string[] {
  const items = [...description.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)]
    .map((match) => textOf(match[1] ?? '').trim())
    .filter(Boolean);
  if (items.length > 0) return items;
  return textOf(description)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Slide 2's pictures: 4 featured products when there are 4, else the banner's own when it has 2 or more. */
export function gridImages(
  featured: readonly StoreProduct[],
  banner: StoreBanner | undefined,
): { src: string; alt: string }[] {
  const products = featured.filter((p) => p.images);
  if (products.length >= 4) return products.slice(0, 4).map((p) => ({ src: p.images!.card, alt: p.productName }));
  if (banner && banner.images.length >= 2) return banner.images.slice(0, 4).map((src) => ({ src, alt: banner.title }));
  return [];
}

export type BannerLink = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

/** Where a banner's button goes when its stored link is one the shop no longer takes. */
const FALLBACK_PATH = '/public/products';

/**
 * Button link rule: http(s) opens a new window, '/...' navigates there, anything else is under /public. A
 * link the back office refuses (isBannerLink: '/\evil.com', '//host', javascript:) may have been stored
 * before it did: it goes to the product list instead, never off the shop.
 */
export function bannerLink(link: string): BannerLink {
  const trimmed = link.trim();
  if (!isBannerLink(trimmed)) return { kind: 'internal', to: FALLBACK_PATH };
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', href: trimmed };
  if (trimmed.startsWith('/')) return { kind: 'internal', to: trimmed };
  return { kind: 'internal', to: `/public/${trimmed.replace(/^\.?\/*/, '')}` };
}
