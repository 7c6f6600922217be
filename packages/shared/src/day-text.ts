/**
 * A calendar day written out as Intl's long id-ID and en-GB formats write it, without Intl (day-text.test.ts holds
 * them side by side): a page's first Intl date format loads the locale's data, and checkout built one for every
 * day its delivery-slot list offers, 80 ms of a phone's main thread (CPU 4x; issue 21). Numbers went the same way
 * (number-text.ts, decision 019); the server and every browser also write the same words whatever their ICU.
 */
const WEEKDAYS = {
  id: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;
const MONTHS = {
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const;

/** A day ('2026-12-05') as a customer reads it: 'Sabtu, 5 Desember 2026', 'Saturday, 5 December 2026'. */
export function writeDay(date: string, language: 'id' | 'en'): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = WEEKDAYS[language][day.getUTCDay()];
  return `${weekday}, ${day.getUTCDate()} ${MONTHS[language][day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
