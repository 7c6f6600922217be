import type { StoreBanner } from './catalogue.ts';

// Issue 23: the home page follows the banner list. No banner id is special: a banner's type says whether it
// is a carousel slide, its position where else on the home page it goes, its display order where in line.
// Only types are imported here: the home page's bundle takes this rule without the banner schemas (and zod).

/** The home page's places for promotional and announcement banners, from their position. */
export const HOME_BANNER_PLACES = ['TOP', 'MIDDLE', 'BOTTOM'] as const;
export type HomeBannerPlace = (typeof HOME_BANNER_PLACES)[number];

/** What the rule reads of a banner: the storefront's and the back office's banners both have it. */
export type PlacedBanner = Pick<StoreBanner, 'bannerId' | 'bannerType' | 'position' | 'displayOrder'>;

export interface HomeBanners<B extends PlacedBanner> {
  /** The hero banners, whatever their position: the carousel's slides, in display order. */
  slides: B[];
  /**
   * Promotional and announcement banners at their place: TOP under the carousel, MIDDLE between the
   * categories and the featured products, BOTTOM before the contact section; each in display order.
   */
  places: Record<HomeBannerPlace, B[]>;
  /** Promotional and announcement banners placed in the SIDEBAR or a POPUP: the home page has neither. */
  notShown: B[];
}

const isPlace = (position: string): position is HomeBannerPlace =>
  (HOME_BANNER_PLACES as readonly string[]).includes(position);

/** Display order, then the older banner first (the server's order of GET /api/Banner/active). */
const inLine = (a: PlacedBanner, b: PlacedBanner) => a.displayOrder - b.displayOrder || a.bannerId - b.bannerId;

/** Where the home page shows each of the banners shown now (active, visible, inside their dates). */
export function homeBanners<B extends PlacedBanner>(shown: readonly B[]): HomeBanners<B> {
  const result: HomeBanners<B> = { slides: [], places: { TOP: [], MIDDLE: [], BOTTOM: [] }, notShown: [] };
  for (const banner of [...shown].sort(inLine)) {
    if (banner.bannerType === 'HERO') result.slides.push(banner);
    else if (isPlace(banner.position)) result.places[banner.position].push(banner);
    else result.notShown.push(banner);
  }
  return result;
}
