import { describe, expect, it } from 'vitest';
import { formatWeight, priceUnitLabel } from './sale-unit.ts';

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
});
