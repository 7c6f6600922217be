import type { MessageLanguage } from '@crabclaw/shared';

/**
 * The words of the heads this module writes, in each of the page's languages (issue 21: the heads follow the
 * language the page is rendered in). The other storefront pages' titles and descriptions are the web app's
 * (common:titles, common:descriptions).
 */
export interface HeadWords {
  homeTitle: string;
  /** Also the web app's common:descriptions.home, which a client-side navigation to home shows: change both. */
  homeDescription: string;
  /** A category page's title: its name as a shopper searches for it. */
  categoryTitle: (name: string) => string;
  /** Ends a category's description with its cheapest price. */
  startingAt: (price: string) => string;
  home: string;
  products: string;
  productNotFound: string;
  categoryNotFound: string;
}

export const HEAD_WORDS: Record<MessageLanguage, HeadWords> = {
  id: {
    homeTitle: 'CrabClaw Seafood - Seafood Segar, Hidup dan Beku dari Laut Nusantara',
    homeDescription:
      'Belanja kepiting, udang, lobster, ikan dan kerang hidup, segar, beku dan kering. Rantai dingin 24/7, dikirim ke 50+ kota di Pulau Jawa.',
    categoryTitle: (name) => `${name} Segar`,
    startingAt: (price) => `Mulai ${price}.`,
    home: 'Beranda',
    products: 'Produk',
    productNotFound: 'Produk tidak ditemukan',
    categoryNotFound: 'Kategori tidak ditemukan',
  },
  en: {
    homeTitle: 'CrabClaw Seafood - Fresh, Live and Frozen Seafood from the Indonesian Seas',
    homeDescription:
      'Shop live, fresh, frozen and dried crab, shrimp, lobster, fish and shellfish. Cold chain 24/7, delivered to 50+ cities on Java.',
    categoryTitle: (name) => `Fresh ${name}`,
    startingAt: (price) => `From ${price}.`,
    home: 'Home',
    products: 'Products',
    productNotFound: 'Product not found',
    categoryNotFound: 'Category not found',
  },
};
