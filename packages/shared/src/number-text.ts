/**
 * Numbers written out as Intl's id-ID and en-US formats write them (number-text.test.ts holds the two
 * side by side), without Intl: a page's first Intl number format loads the locale's data, 45 ms of a
 * phone's hydration and a tenth of a second of a server's start (decision 019).
 */
const MARKS = { id: { group: '.', decimal: ',' }, en: { group: ',', decimal: '.' } } as const;
export type NumberLanguage = keyof typeof MARKS;

const groupThousands = (whole: string, group: string) => whole.replace(/\B(?=(\d{3})+$)/g, group);

/**
 * `value` rounded half away from zero to at most `decimals` places (no trailing zeros), with the
 * language's digit grouping and decimal mark: 'id' 12.500,13, 'en' 12,500.13. Unlike Intl, a value that
 * rounds to zero is written without a minus sign ('0', never '-0').
 */
export function writeNumber(value: number, language: NumberLanguage, decimals = 0): string {
  const plain = String(Math.abs(value));
  // Below 1e-6 (written with an exponent), past what rounds exactly, NaN and infinities: left to Intl.
  if (!/^\d+(\.\d+)?$/.test(plain) || Math.abs(value) * 10 ** decimals > Number.MAX_SAFE_INTEGER)
    return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'id-ID', { maximumFractionDigits: decimals }).format(
      value,
    );
  // Rounded on the value's shortest decimal text, as Intl rounds ('1.005' to 1.01, where binary gives 1.00).
  const scaled = String(Math.round(Number(`${plain}e${decimals}`))).padStart(decimals + 1, '0');
  const whole = scaled.slice(0, scaled.length - decimals);
  const fraction = scaled.slice(scaled.length - decimals).replace(/0+$/, '');
  const { group, decimal } = MARKS[language];
  const sign = value < 0 && /[1-9]/.test(scaled) ? '-' : '';
  return `${sign}${groupThousands(whole, group)}${fraction ? decimal + fraction : ''}`;
}

/** The language's decimal mark: ',' in Indonesian, '.' in English. */
const decimalMark = (language: NumberLanguage): string => MARKS[language].decimal;

/** Whole-number digits ('150000') with the language's grouping, as a price field shows them while typed. */
export function groupDigits(digits: string, language: NumberLanguage): string {
  return groupThousands(digits, MARKS[language].group);
}

/**
 * A rating as the page's language writes it, with one decimal: '4,8' and '4,0' in Indonesian, '4.8' in
 * English (issue 23: the storefront wrote '4.8' on Indonesian pages).
 */
// Here, not beside the catalogue's schemas: a product card may show it without loading zod.
export function formatRating(rating: number, language: string): string {
  const numbers = language === 'en' || language.startsWith('en-') ? 'en' : 'id';
  const written = writeNumber(rating, numbers, 1);
  return written.includes(decimalMark(numbers)) ? written : `${written}${decimalMark(numbers)}0`;
}
