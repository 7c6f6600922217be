import { writeNumber } from './number-text.ts';

/**
 * How a product is sold, so its price is labelled right (issue 10): per kilogram, per pack of a stated
 * weight, or per piece (of about a stated weight). Prices are always per sale unit.
 */
export const SALE_UNITS = ['kg', 'pack', 'piece'] as const;
export type SaleUnit = (typeof SALE_UNITS)[number];
export const DEFAULT_SALE_UNIT: SaleUnit = 'kg';

/** The storefront's two languages; anything else reads as Indonesian, the shop's own. */
type LabelLanguage = 'id' | 'en' | (string & {});

const isEnglish = (language: LabelLanguage) => language === 'en' || language.startsWith('en-');

const WORDS = {
  id: { pack: 'pak', piece: 'ekor', about: '±' },
  en: { pack: 'pack', piece: 'piece', about: '~' },
} as const;

/**
 * A number as the language writes it, to two decimals at most: Indonesian '0,5' and '1.250', English
 * '0.5' and '1,250'. Numbers on a page follow the page's language, not JavaScript's own notation.
 */
export function formatDecimal(value: number, language: LabelLanguage = 'id'): string {
  return writeNumber(value, isEnglish(language) ? 'en' : 'id', 2);
}

/**
 * A weight in kg as shoppers read it: grams below 1 kg ('500 g'), kilograms from 1 kg with the language's
 * decimal mark ('1,2 kg' in Indonesian, '1.2 kg' in English). The storefront's weights, the price-unit
 * labels, the invoice and the structured data all write weights with it.
 */
export function formatWeight(weight: number, language: LabelLanguage = 'id'): string {
  const grams = Math.round(weight * 1000);
  if (grams < 1000) return `${formatDecimal(grams, language)} g`;
  return `${formatDecimal(weight, language)} kg`;
}

/**
 * A weight as a cart line or product holds it (a number, or text on an older device) written as
 * formatWeight does; text that is no number is shown as it is, rather than as 'NaN kg'.
 */
export function formatStoredWeight(weight: number | string, language: LabelLanguage = 'id'): string {
  const kg = typeof weight === 'number' ? weight : weight.trim() === '' ? Number.NaN : Number(weight);
  return Number.isFinite(kg) ? formatWeight(kg, language) : String(weight);
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
  const words = isEnglish(language) ? WORDS.en : WORDS.id;
  const weight = Number(product.weight);
  const hasWeight = product.weight !== null && product.weight !== '' && Number.isFinite(weight) && weight > 0;
  if (unit === 'pack') return hasWeight ? `/${words.pack} ${formatWeight(weight, language)}` : `/${words.pack}`;
  return hasWeight ? `/${words.piece} ${words.about}${formatWeight(weight, language)}` : `/${words.piece}`;
}

/** A line's quantity with its sale unit, as the e-mails and WhatsApp texts write it: '2 kg', '1 pak 2 kg', '3 ekor ±500 g'. */
export function quantityLabel(
  line: { quantity: number; saleUnit?: SaleUnit | null; weight?: number | string | null },
  language: LabelLanguage = 'id',
): string {
  return `${line.quantity}${priceUnitLabel(line, language).replace('/', ' ')}`;
}

/**
 * How much a list of lines holds, per sale unit, in the order SALE_UNITS gives: '3 kg · 2 ekor' ('3 kg ·
 * 2 piece'). Lines from before sale units were priced per kilogram and count as kilograms. A packing slip's
 * total: kilograms and pieces do not add up to one number.
 */
export function quantityTotals(
  lines: readonly { quantity: number; saleUnit?: SaleUnit | null }[],
  language: LabelLanguage = 'id',
): string {
  const words = isEnglish(language) ? WORDS.en : WORDS.id;
  const unitWord: Record<SaleUnit, string> = { kg: 'kg', pack: words.pack, piece: words.piece };
  return SALE_UNITS.map((unit) => {
    const total = lines
      .filter((line) => (line.saleUnit ?? DEFAULT_SALE_UNIT) === unit)
      .reduce((sum, line) => sum + line.quantity, 0);
    return total > 0 ? `${formatDecimal(total, language)} ${unitWord[unit]}` : '';
  })
    .filter(Boolean)
    .join(' · ');
}
