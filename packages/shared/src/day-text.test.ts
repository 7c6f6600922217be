import { describe, expect, it } from 'vitest';
import { writeDay } from './day-text.ts';

const LONG_DAY = { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;

/** Every day from `first` for `count` days, as 'YYYY-MM-DD'. */
function days(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(start + index * 86_400_000).toISOString().slice(0, 10));
}

describe('writeDay', () => {
  it('writes every day of two years as Intl writes it in both languages', () => {
    const indonesian = new Intl.DateTimeFormat('id-ID', LONG_DAY);
    const english = new Intl.DateTimeFormat('en-GB', LONG_DAY);
    for (const date of days('2026-01-01', 731)) {
      const instant = new Date(`${date}T00:00:00Z`);
      expect(writeDay(date, 'id'), date).toBe(indonesian.format(instant));
      // ICU's en-GB pattern put a comma after the weekday in some versions and not in others: the shop always does.
      expect(writeDay(date, 'en'), date).toBe(english.format(instant).replace(/^(\w+),? /, '$1, '));
    }
  });

  it('names a leap day and the turn of a year', () => {
    expect(writeDay('2028-02-29', 'id')).toBe('Selasa, 29 Februari 2028');
    expect(writeDay('2026-12-31', 'en')).toBe('Thursday, 31 December 2026');
    expect(writeDay('2027-01-01', 'id')).toBe('Jumat, 1 Januari 2027');
  });
});
