/** Day names staff write in parameter 004, Indonesian or English, in the week's order from Monday. */
const DAY_NAMES = [
  ['senin', 'monday', 'mon'],
  ['selasa', 'tuesday', 'tue'],
  ['rabu', 'wednesday', 'wed'],
  ['kamis', 'thursday', 'thu'],
  ['jumat', "jum'at", 'friday', 'fri'],
  ['sabtu', 'saturday', 'sat'],
  ['minggu', 'ahad', 'sunday', 'sun'],
];
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const TO = String.raw`\s*(?:-|–|s\/d|sampai|to)\s*`;
const TIME = String.raw`(\d{1,2})[.:](\d{2})`;
// 'Senin-Jumat 08:00-17:00 WIB', 'Sabtu: 08.00 - 12.00', 'Monday to Friday 8:00-17:00'.
const PERIOD = new RegExp(String.raw`^([a-z']+)(?:${TO}([a-z']+))?[\s:,]+${TIME}${TO}${TIME}`);

export interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

const dayIndex = (name: string) => DAY_NAMES.findIndex((names) => names.includes(name));
const time = (hours: string, minutes: string) => `${hours.padStart(2, '0')}:${minutes}`;

/**
 * One period of the opening hours (a line of parameter 004) as schema.org reads it; null for a line that
 * names no days and times ('Minggu tutup'), so search engines are told only what staff wrote.
 */
export function openingHoursOf(period: string): OpeningHours | null {
  const match = PERIOD.exec(period.trim().toLowerCase());
  if (!match) return null;
  const [, firstDay, lastDay, opensHour, opensMinute, closesHour, closesMinute] = match;
  const first = dayIndex(firstDay!);
  const last = lastDay === undefined ? first : dayIndex(lastDay);
  if (first < 0 || last < first) return null;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: SCHEMA_DAYS.slice(first, last + 1),
    opens: time(opensHour!, opensMinute!),
    closes: time(closesHour!, closesMinute!),
  };
}
