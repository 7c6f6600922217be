import { describe, expect, it } from 'vitest';
import { productPath, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Kepiting Bakau Jantan Hidup', 'kepiting-bakau-jantan-hidup'],
    ['  Udang Windu -- Jumbo!! ', 'udang-windu-jumbo'],
    ['Crème brûlée', 'creme-brulee'],
    ['Cumi-Cumi Segar (Size 50)', 'cumi-cumi-segar-size-50'],
    ['', 'untitled'],
    ['!!!', 'untitled'],
  ])('%s gives %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});

describe('productPath', () => {
  it('is the canonical product address, category first', () => {
    expect(productPath('kepiting', 'kepiting-bakau-jantan-hidup')).toBe(
      '/product/kepiting/kepiting-bakau-jantan-hidup',
    );
  });
});
