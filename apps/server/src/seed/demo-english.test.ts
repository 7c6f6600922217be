import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES } from './demo-data.ts';
import { DEMO_CATEGORY_ENGLISH, DEMO_PRODUCT_ENGLISH, demoSaleUnit } from './demo-english.ts';

const demoProducts = DEMO_CATEGORIES.flatMap((category) => category.products);

describe('demo catalogue in English and by sale unit (issue 10)', () => {
  it('has an English name and description for every demo category and product, and none for unknown names', () => {
    expect(Object.keys(DEMO_CATEGORY_ENGLISH).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.name).sort());
    expect(Object.keys(DEMO_PRODUCT_ENGLISH).sort()).toEqual(demoProducts.map(([name]) => name).sort());
    for (const [nameEn, descriptionEn] of Object.values(DEMO_PRODUCT_ENGLISH)) {
      expect(nameEn.trim()).not.toBe('');
      expect(descriptionEn.trim()).not.toBe('');
    }
  });

  it('sells per kg what weighs 1 kg, per pack what weighs otherwise, and the live ornate lobsters per piece', () => {
    const units = demoProducts.map(([name, , , , , weight]) => [name, demoSaleUnit(name, weight)] as const);
    // The 23 products weighing other than 1 kg, and the 1 kg ornate lobster sold as one piece.
    expect(units.filter(([, unit]) => unit !== 'kg')).toHaveLength(24);
    expect(units.filter(([, unit]) => unit === 'piece').map(([name]) => name)).toEqual([
      'Lobster Mutiara Hidup 500 g',
      'Lobster Mutiara Jumbo 1 kg',
    ]);
    expect(Object.fromEntries(units)['Udang Vaname Beku Size 40 (2 kg)']).toBe('pack');
    expect(Object.fromEntries(units)['Kepiting Bakau Jantan Hidup']).toBe('kg');
  });
});
