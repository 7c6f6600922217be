import { describe, expect, it } from 'vitest';
import { formatRating, groupDigits, writeNumber } from './number-text.ts';

const intl = (language: 'id' | 'en', decimals: number) =>
  new Intl.NumberFormat(language === 'en' ? 'en-US' : 'id-ID', { maximumFractionDigits: decimals });

describe('writeNumber', () => {
  it('writes what Intl writes, in both languages, to 0 and 2 decimals', () => {
    const values = [
      0,
      1,
      7,
      12,
      950,
      1_000,
      12_500.125,
      85_000,
      1_500_000,
      987_654_321,
      12_345_678_901,
      0.5,
      0.05,
      0.005,
      1.005,
      1.125,
      2.675,
      0.1 + 0.2,
      99.995,
      999.999,
      1.25,
      0.454,
      3.14159,
      -1.005,
      -42_000,
      -0.5,
      1e-6,
      1e21,
      123e18,
    ];
    for (const language of ['id', 'en'] as const)
      for (const decimals of [0, 2])
        for (const value of values)
          expect(writeNumber(value, language, decimals)).toBe(intl(language, decimals).format(value));
  });

  it('writes a value that rounds to zero without a minus sign', () => {
    expect(writeNumber(-0.001, 'id', 2)).toBe('0');
    expect(writeNumber(-0.4, 'en')).toBe('0');
    expect(writeNumber(-0, 'id')).toBe('0');
  });

  it('leaves what has no plain decimal text to Intl', () => {
    expect(writeNumber(Number.NaN, 'en')).toBe('NaN');
    expect(writeNumber(1e-7, 'id', 2)).toBe('0');
  });
});

describe('groupDigits', () => {
  it('groups a price’s digits as writeNumber does, past what a number holds exactly too', () => {
    for (const digits of ['0', '7', '950', '1000', '150000', '2147483647'])
      for (const language of ['id', 'en'] as const)
        expect(groupDigits(digits, language)).toBe(writeNumber(Number(digits), language));
    expect(groupDigits('12345678901234567890', 'en')).toBe('12,345,678,901,234,567,890');
    expect(groupDigits('', 'id')).toBe('');
  });
});

describe('formatRating', () => {
  it("writes a rating with one decimal and the page language's mark", () => {
    expect(formatRating(4.8, 'id')).toBe('4,8');
    expect(formatRating(4.8, 'en')).toBe('4.8');
    expect(formatRating(4, 'id')).toBe('4,0');
    expect(formatRating(4.96, 'en-GB')).toBe('5.0');
  });
});
