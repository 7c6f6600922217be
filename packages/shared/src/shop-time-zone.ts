/**
 * The shop's clock (Indonesia, WIB): the days of its reports and filters, and the dates and times staff and
 * buyers read on screen. Its own module: the storefront's date format needs it without the staff schemas.
 */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

/** An instant as a customer reads it on the shop's clock: '25 November 2026 pukul 14.30 WIB'. */
export function shopDateTime(at: Date, language: 'id' | 'en'): string {
  const words = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: SHOP_TIME_ZONE,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
  return `${words} WIB`;
}
