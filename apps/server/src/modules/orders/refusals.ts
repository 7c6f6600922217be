import { MAX_LINE_QUANTITY } from '@crabclaw/shared';

/** The shop's two languages; the storefront sends its choice as Accept-Language. */
export type Language = 'id' | 'en';

export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'id';
}

/** Why an order line was refused, in the customer's language, naming the product. */
export const REFUSALS = {
  gone: {
    id: (name: string) => `Produk ${name} sudah tidak tersedia.`,
    en: (name: string) => `${name} is no longer available.`,
  },
  notForSale: {
    id: (name: string, status: string) => `${name} sedang tidak dijual (${status}).`,
    en: (name: string, status: string) => `${name} is not for sale right now (${status}).`,
  },
  soldOut: { id: (name: string) => `${name} sudah habis.`, en: (name: string) => `${name} is sold out.` },
  short: {
    id: (name: string, left: number) => `Stok ${name} tidak mencukupi: tersisa ${left}.`,
    en: (name: string, left: number) => `Not enough ${name} in stock: ${left} left.`,
  },
  tooMany: {
    id: () => `Jumlah maksimal ${MAX_LINE_QUANTITY} per produk.`,
    en: () => `At most ${MAX_LINE_QUANTITY} of one product per order.`,
  },
} as const;
