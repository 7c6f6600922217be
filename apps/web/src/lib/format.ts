import { SHOP_TIME_ZONE } from '@crabclaw/shared';

export { formatRupiah } from '@crabclaw/shared';

// In the shop's zone, as the order filters, the dashboard's days and the CSV export count them: an order
// placed at 00:30 WIB is on that day for everyone, whatever zone the reader's device is in.
const dateFormats = {
  short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE },
  // With the zone's name ('WIB'): a buyer in Bali reads a payment deadline in Jakarta's time.
  dateTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: 'short',
  },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl date format per locale and options, built once: building one takes far longer than writing a date
 * with it, and a list of orders writes a date on every row.
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** Dates always in the id-ID locale (spec: Indonesian dates), whatever the interface language. */
export function formatDate(value: string | Date, style: keyof typeof dateFormats = 'short'): string {
  return dateFormatter('id-ID', dateFormats[style]).format(new Date(value));
}
