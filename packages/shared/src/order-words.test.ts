import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS, SHIPPING_METHOD_IDS } from './checkout-methods.ts';
import { ORDER_WORDS } from './message-catalogues.ts';
import type { MessageLanguage } from './messages.ts';
import { ORDER_CHANNELS, ORDER_STATUSES, PAYMENT_STATUSES } from './order-lifecycle.ts';
import { loadOrderWords, type OrderWords } from './order-words.ts';

const CODES: Record<keyof OrderWords, readonly string[]> = {
  status: ORDER_STATUSES,
  paymentStatus: PAYMENT_STATUSES,
  customerPaymentStatus: PAYMENT_STATUSES,
  channel: ORDER_CHANNELS,
  shippingMethod: SHIPPING_METHOD_IDS,
  paymentMethod: PAYMENT_METHOD_IDS,
};

describe.each(['id', 'en'] satisfies MessageLanguage[])('the order words in %s', (language) => {
  const words = ORDER_WORDS[language];

  it('name every code the shop has, and nothing else', () => {
    expect(Object.keys(words).sort()).toEqual(Object.keys(CODES).sort());
    for (const [kind, codes] of Object.entries(CODES)) {
      expect(Object.keys(words[kind as keyof OrderWords]).sort(), kind).toEqual([...codes].sort());
      for (const word of Object.values(words[kind as keyof OrderWords])) expect(word.trim()).not.toBe('');
    }
  });

  it('load in the web app as the server reads them', async () => {
    expect(await loadOrderWords(language)).toEqual(words);
  });
});
