import type { GeneralParameter, MessageLanguage, StoreProduct } from '@crabclaw/shared';
import { isListed, localized, priceUnitLabel, readShopFacts, type ShopFacts } from '@crabclaw/shared';
import { openingHoursOf } from './opening-hours.ts';

const COMPANY = 'CrabClaw Seafood';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A fact staff have not set is left out, not sent empty. */
const known = (value: string | null) => value ?? undefined;

const contactOf = (facts: ShopFacts) => ({ email: known(facts.email), telephone: known(facts.phone) });

export function organization(base: string, parameters: GeneralParameter[]) {
  const facts = readShopFacts(parameters);
  const pages = [facts.facebookUrl, facts.instagramUrl].filter((url) => url !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY,
    url: base,
    logo: `${base}/favicon.svg`,
    ...contactOf(facts),
    foundingDate: '2015',
    ...(pages.length > 0 ? { sameAs: pages } : {}),
  };
}

/** The shop's address and opening hours as staff set them (001, 004): what search engines show as its hours. */
export function localBusiness(base: string, parameters: GeneralParameter[]) {
  const facts = readShopFacts(parameters);
  const hours = facts.openingHours.map(openingHoursOf).filter((period) => period !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: COMPANY,
    url: base,
    image: `${base}/favicon.svg`,
    ...contactOf(facts),
    ...(facts.address
      ? { address: { '@type': 'PostalAddress', streetAddress: facts.address, addressCountry: 'ID' } }
      : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    priceRange: 'Rp',
  };
}

export function website(base: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: COMPANY,
    url: base,
    potentialAction: {
      '@type': 'SearchAction',
      target: `${base}/public/products?q={search_term_string}`,
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumb(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * What the price is for, in schema.org terms (issue 10): per kilogram (UN/CEFACT KGM), per pack of the
 * product's weight in kilograms, or per piece (C62, 'one').
 */
function unitPriceSpecification(product: StoreProduct, language: MessageLanguage) {
  const referenceQuantity =
    product.saleUnit === 'kg'
      ? { value: 1, unitCode: 'KGM' }
      : product.saleUnit === 'pack'
        ? { value: product.weight, unitCode: 'KGM' }
        : { value: 1, unitCode: 'C62' };
  return {
    '@type': 'UnitPriceSpecification',
    price: product.price,
    priceCurrency: 'IDR',
    referenceQuantity: {
      '@type': 'QuantitativeValue',
      ...referenceQuantity,
      unitText: priceUnitLabel(product, language).slice(1),
    },
  };
}

/** Whether the offer can be taken: a Discontinued product's page says it is no longer sold (issue 23). */
function availabilityOf(product: StoreProduct): string {
  if (!isListed(product.productStatus)) return 'https://schema.org/Discontinued';
  return product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/**
 * A product's offer at its real price per sale unit and stock; valid for a year like the spec's. Its texts
 * are in the page's language.
 */
export function productData(base: string, product: StoreProduct, url: string, now: Date, language: MessageLanguage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localized(product.productName, product.productNameEn, language),
    description: localized(product.description, product.descriptionEn, language),
    sku: product.barcode ?? String(product.productId),
    ...(product.barcode ? { gtin13: product.barcode } : {}),
    category: localized(product.category.name, product.category.nameEn, language),
    brand: { '@type': 'Brand', name: COMPANY },
    ...(product.images ? { image: `${base}${product.images.jpeg}` } : {}),
    ...(product.saleUnit === 'kg'
      ? {}
      : { weight: { '@type': 'QuantitativeValue', value: product.weight, unitCode: 'KGM' } }),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'IDR',
      price: product.price,
      priceSpecification: unitPriceSpecification(product, language),
      priceValidUntil: new Date(now.getTime() + YEAR_MS).toISOString().slice(0, 10),
      availability: availabilityOf(product),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** What a category offers: its cheapest price, and how many products it has (undefined past the count's cap). */
export interface CategoryOffers {
  lowPrice: number;
  offerCount: number | undefined;
}

/**
 * A category page: the category's starting price as an aggregate offer, and the products its first screen
 * shows, in the page's order, as a list (not all of them: a category may hold tens of thousands). Its name
 * and description are in the page's language.
 */
export function categoryData(
  category: { name: string; description: string },
  url: string,
  offers: CategoryOffers | undefined,
  shown: { name: string; url: string }[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: category.name,
    description: category.description,
    url,
    ...(offers
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'IDR',
            lowPrice: offers.lowPrice,
            ...(offers.offerCount === undefined ? {} : { offerCount: offers.offerCount }),
          },
        }
      : {}),
    ...(shown.length > 0
      ? {
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: shown.map((item, i) => ({ '@type': 'ListItem', position: i + 1, ...item })),
          },
        }
      : {}),
  };
}
