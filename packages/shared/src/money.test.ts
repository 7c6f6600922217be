import { describe, expect, it } from 'vitest';
import { formatRupiah } from './money.ts';

describe('formatRupiah', () => {
  it.each([
    [125_000, 'Rp 125.000'],
    [0, 'Rp 0'],
    [1_500_000, 'Rp 1.500.000'],
    [99.6, 'Rp 100'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });
});
