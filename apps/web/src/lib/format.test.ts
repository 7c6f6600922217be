import { describe, expect, it } from 'vitest';
import { dateFormatter, formatDate } from './format.ts';

describe('formatDate', () => {
  // 17:30 UTC is 00:30 the next day in Jakarta: the day and the time are the shop's, whatever the device's zone.
  const lateEvening = '2026-11-27T17:30:00Z';

  it('writes the day in the shop’s zone', () => {
    expect(formatDate(lateEvening)).toBe('28 Nov 2026');
    expect(formatDate(lateEvening, 'long')).toBe('28 November 2026');
  });

  it('writes a time in the shop’s zone, naming it', () => {
    expect(formatDate(lateEvening, 'dateTime')).toBe('28 Nov 2026, 00.30 WIB');
  });
});

describe('dateFormatter', () => {
  it('builds one format per locale and options, and hands the same one out again', () => {
    const options = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
    const first = dateFormatter('id-ID', options);
    expect(dateFormatter('id-ID', { ...options })).toBe(first);
    expect(dateFormatter('en-GB', options)).not.toBe(first);
    expect(first.format(new Date('2026-12-05T00:00:00Z'))).toBe('5 Des');
  });
});
