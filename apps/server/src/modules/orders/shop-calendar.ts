import { SHOP_TIME_ZONE } from '@crabclaw/shared';

/** The shop keeps Jakarta time (WIB): order numbers and delivery dates follow its calendar. */
// Made on first use, as every Intl format of the server: the first one loads the locale data (a slow start).
let jakartaDate: Intl.DateTimeFormat | undefined;

/** YYYY-MM-DD in Jakarta, `addDays` later. */
export function shopDate(now: Date, addDays = 0): string {
  jakartaDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return jakartaDate.format(new Date(now.getTime() + addDays * 24 * 60 * 60 * 1000));
}
