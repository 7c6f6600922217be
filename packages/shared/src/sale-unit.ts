/**
 * How a product is sold, so its price is labelled right (issue 10): per kilogram, per pack of a stated
 * weight, or per piece (of about a stated weight). Prices are always per sale unit.
 */
export const SALE_UNITS = ['kg', 'pack', 'piece'] as const;
export type SaleUnit = (typeof SALE_UNITS)[number];
export const DEFAULT_SALE_UNIT: SaleUnit = 'kg';

/** The storefront's two languages; anything else reads as Indonesian, the shop's own. */
type LabelLanguage = 'id' | 'en' | (string & {});

const WORDS = {
  id: { pack: 'pak', piece: 'ekor', about: '±', decimal: ',' },
  en: { pack: 'pack', piece: 'piece', about: '~', decimal: '.' },
} as const;

/**
 * A weight as shoppers read it: grams below 1 kg ('500 g'), kilograms from 1 kg with the language's
 * decimal mark ('1,2 kg' in Indonesian, '1.2 kg' in English).
 */
export function formatWeight(weight: number, language: LabelLanguage = 'id'): string {
  const words = language === 'en' ? WORDS.en : WORDS.id;
  if (weight < 1) return `${Math.round(weight * 1000)} g`;
  const kg = String(Math.round(weight * 100) / 100).replace('.', words.decimal);
  return `${kg} kg`;
}

/**
 * What a price is for, written after it (issue 10: prices are per sale unit): '/kg'; a pack of its
 * weight, '/pak 2 kg' ('/pack 2 kg'); a piece of about its weight, '/ekor ±500 g' ('/piece ~500 g').
 * A pack or piece without a usable weight is labelled without one.
 */
export function priceUnitLabel(
  product: { saleUnit?: SaleUnit | null; weight?: number | string | null },
  language: LabelLanguage = 'id',
): string {
  const unit = product.saleUnit ?? DEFAULT_SALE_UNIT;
  if (unit === 'kg') return '/kg';
  const words = language === 'en' ? WORDS.en : WORDS.id;
  const weight = Number(product.weight);
  const hasWeight = product.weight !== null && product.weight !== '' && Number.isFinite(weight) && weight > 0;
  if (unit === 'pack') return hasWeight ? `/${words.pack} ${formatWeight(weight, language)}` : `/${words.pack}`;
  return hasWeight ? `/${words.piece} ${words.about}${formatWeight(weight, language)}` : `/${words.piece}`;
}
