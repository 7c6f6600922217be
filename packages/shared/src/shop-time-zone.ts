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

// Made on first use, as every Intl format of the server: the first one loads the locale data (a slow start).
let shopDayFormat: Intl.DateTimeFormat | undefined;

/**
 * The shop's calendar day (WIB) as YYYY-MM-DD, `addDays` later: order numbers, delivery dates and the back
 * office's "today" follow it, on the server and in the browser alike.
 */
export function shopDate(now: Date, addDays = 0): string {
  shopDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return shopDayFormat.format(new Date(now.getTime() + addDays * 24 * 60 * 60 * 1000));
}
