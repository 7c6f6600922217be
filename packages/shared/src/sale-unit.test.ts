import { describe, expect, it } from 'vitest';
import { formatDecimal, formatStoredWeight, formatWeight, priceUnitLabel, quantityTotals } from './sale-unit.ts';

describe('priceUnitLabel', () => {
  it.each([
    [{ saleUnit: 'kg', weight: 1 }, '/kg', '/kg'],
    [{ saleUnit: 'kg', weight: 2 }, '/kg', '/kg'],
    [{ saleUnit: 'pack', weight: 2 }, '/pak 2 kg', '/pack 2 kg'],
    [{ saleUnit: 'pack', weight: 1.2 }, '/pak 1,2 kg', '/pack 1.2 kg'],
    [{ saleUnit: 'pack', weight: 0.5 }, '/pak 500 g', '/pack 500 g'],
    [{ saleUnit: 'pack', weight: 0.454 }, '/pak 454 g', '/pack 454 g'],
    [{ saleUnit: 'piece', weight: 0.5 }, '/ekor ±500 g', '/piece ~500 g'],
    [{ saleUnit: 'piece', weight: 1.25 }, '/ekor ±1,25 kg', '/piece ~1.25 kg'],
  ] as const)('labels %o as %s in Indonesian and %s in English', (product, id, en) => {
    expect(priceUnitLabel(product, 'id')).toBe(id);
    expect(priceUnitLabel(product, 'en')).toBe(en);
  });

  it('reads a product without a sale unit (an old cart line) as sold per kg', () => {
    expect(priceUnitLabel({ weight: 2 }, 'id')).toBe('/kg');
    expect(priceUnitLabel({ saleUnit: null, weight: 2 }, 'en')).toBe('/kg');
  });

  it('leaves the weight out when there is none to state', () => {
    expect(priceUnitLabel({ saleUnit: 'pack', weight: 0 }, 'id')).toBe('/pak');
    expect(priceUnitLabel({ saleUnit: 'piece', weight: null }, 'en')).toBe('/piece');
    expect(priceUnitLabel({ saleUnit: 'pack', weight: 'dua' }, 'id')).toBe('/pak');
  });

  it('reads a weight kept as text on the device', () => {
    expect(priceUnitLabel({ saleUnit: 'pack', weight: '2' }, 'id')).toBe('/pak 2 kg');
  });

  it('is Indonesian for any language it does not know', () => {
    expect(priceUnitLabel({ saleUnit: 'pack', weight: 2 }, 'fr')).toBe('/pak 2 kg');
  });
});

describe('formatWeight', () => {
  it('writes grams below a kilogram and kilograms from one', () => {
    expect(formatWeight(0.25)).toBe('250 g');
    expect(formatWeight(1)).toBe('1 kg');
    expect(formatWeight(2.5, 'id')).toBe('2,5 kg');
    expect(formatWeight(2.5, 'en')).toBe('2.5 kg');
  });

  // A customer walk found 'Berat 0.5 kg' on Indonesian pages: Indonesian writes '0,5' and '1.250'.
  it.each([
    [0.5, '500 g', '500 g'],
    [0.4545, '455 g', '455 g'],
    [0.9996, '1 kg', '1 kg'],
    [1.25, '1,25 kg', '1.25 kg'],
    [1.255, '1,26 kg', '1.26 kg'],
    [1250, '1.250 kg', '1,250 kg'],
  ])('writes %d kg as %s in Indonesian and %s in English', (weight, id, en) => {
    expect(formatWeight(weight, 'id')).toBe(id);
    expect(formatWeight(weight, 'en')).toBe(en);
    expect(formatWeight(weight, 'en-US')).toBe(en);
  });
});

describe('formatDecimal', () => {
  it('uses the language’s decimal mark and digit grouping, two decimals at most', () => {
    expect(formatDecimal(0.5, 'id')).toBe('0,5');
    expect(formatDecimal(0.5, 'en')).toBe('0.5');
    expect(formatDecimal(12_500.125, 'id')).toBe('12.500,13');
    expect(formatDecimal(12_500.125, 'en')).toBe('12,500.13');
    expect(formatDecimal(0.5, 'fr')).toBe('0,5');
  });
});

describe('formatStoredWeight', () => {
  it('writes a weight kept as a number or as text (an older device) by the language', () => {
    expect(formatStoredWeight(1.5, 'id')).toBe('1,5 kg');
    expect(formatStoredWeight('1.5', 'id')).toBe('1,5 kg');
    expect(formatStoredWeight('0.5', 'en')).toBe('500 g');
  });

  it('shows text that is no weight as it is, never NaN', () => {
    expect(formatStoredWeight('dua', 'id')).toBe('dua');
    expect(formatStoredWeight('', 'id')).toBe('');
  });
});

describe('quantityTotals', () => {
  it('adds each sale unit on its own, kilograms first, in the language', () => {
    const lines = [
      { quantity: 2, saleUnit: 'piece' },
      { quantity: 1.5, saleUnit: 'kg' },
      { quantity: 3, saleUnit: 'pack' },
      { quantity: 1, saleUnit: 'piece' },
      { quantity: 2, saleUnit: null },
    ] as const;
    expect(quantityTotals(lines, 'id')).toBe('3,5 kg · 3 pak · 3 ekor');
    expect(quantityTotals(lines, 'en')).toBe('3.5 kg · 3 pack · 3 piece');
  });

  it('writes one figure when every line is sold by one unit, and nothing for no lines', () => {
    expect(quantityTotals([{ quantity: 4, saleUnit: 'kg' }])).toBe('4 kg');
    expect(quantityTotals([])).toBe('');
  });
});
