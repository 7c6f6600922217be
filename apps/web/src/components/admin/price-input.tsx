import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDigits } from '@crabclaw/shared';
import { readTypedPrice } from './price-text.ts';

const digitsOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\D/g, '') : '';

export interface PriceInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  /** The price as the form holds it: digits ('150000'), a number, or nothing. */
  value: unknown;
  /** Told the digits after each keystroke or paste; the form's schema reads them as a number. */
  onChange: (digits: string) => void;
}

/**
 * A whole-rupiah field that shows thousands grouped while staff type (150.000, on English screens
 * 150,000), keeping the caret after the digit it followed. A number input cannot show grouping.
 */
export function PriceInput({ value, onChange, ...props }: PriceInputProps) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'id';
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={groupDigits(digitsOf(value), language)}
      onChange={(event) => {
        const field = event.target;
        const typed = readTypedPrice(field.value, field.selectionStart ?? field.value.length, language);
        // Written here, before React renders the same text, so the caret stays where staff are typing.
        field.value = typed.text;
        field.setSelectionRange(typed.caret, typed.caret);
        onChange(typed.digits);
      }}
    />
  );
}
