import { groupDigits, type NumberLanguage } from '@crabclaw/shared';

/** What a price field holds after a keystroke: the digits the form saves, the text shown, and the caret in it. */
export interface TypedPrice {
  digits: string;
  text: string;
  caret: number;
}

/**
 * Reads what staff typed or pasted into a price field ('150000', '150.000', 'Rp 150.000'): its digits,
 * without leading zeros, written back with the language's grouping ('150.000', '150,000'), the caret kept
 * after the same digit it followed. Prices are whole rupiah, so every mark is grouping and is dropped.
 */
export function readTypedPrice(typed: string, caret: number, language: NumberLanguage): TypedPrice {
  const allDigits = typed.replace(/\D/g, '');
  const digits = allDigits.replace(/^0+(?=\d)/, '');
  const digitsBeforeCaret = Math.max(
    0,
    typed.slice(0, caret).replace(/\D/g, '').length - (allDigits.length - digits.length),
  );
  const text = groupDigits(digits, language);
  let at = 0;
  for (let seen = 0; seen < digitsBeforeCaret; at++) if (/\d/.test(text[at]!)) seen++;
  return { digits, text, caret: at };
}
