import { describe, expect, it } from 'vitest';
import type { StoreBanner, StoreProduct } from '@crabclaw/shared';
import { bannerLink, gridImages, parseFeatures, parseStats, pickSlideBanners } from './slides.ts';

const banner = (bannerId: number, extra: Partial<StoreBanner> = {}) =>
  ({ bannerId, title: `B${bannerId}`, images: [], ...extra }) as unknown as StoreBanner;

describe('pickSlideBanners', () => {
  it('takes banner 5, banner 4 and the first other banner', () => {
    const picked = pickSlideBanners([banner(7), banner(4), banner(5), banner(9)]);
    expect([picked.hero?.bannerId, picked.grid?.bannerId, picked.features?.bannerId]).toEqual([5, 4, 7]);
  });
  it('falls back to the first banner for slide 3 and leaves missing ones empty', () => {
    const picked = pickSlideBanners([banner(4), banner(5)]);
    expect(picked.features?.bannerId).toBe(4);
    expect(pickSlideBanners([])).toEqual({ hero: undefined, grid: undefined, features: undefined });
  });
});

describe('parseStats', () => {
  it("reads '*value* label' lines", () => {
    expect(parseStats('*9+* Tahun Pengalaman\n*500+* Produk Fresh')).toEqual([
      { value: '9+', label: 'Tahun Pengalaman' },
      { value: '500+', label: 'Produk Fresh' },
    ]);
  });
  it('reads centred markup blocks', () => {
    const html =
      '<div class="stat text-center"><h3>1000+</h3><p>Pelanggan</p></div><div class="text-center"><h3>50+</h3><p>Kota</p></div>';
    expect(parseStats(html)).toEqual([
      { value: '1000+', label: 'Pelanggan' },
      { value: '50+', label: 'Kota' },
    ]);
  });
  it('finds nothing in plain prose', () => {
    expect(parseStats('<p>Seafood segar setiap hari</p>')).toEqual([]);
  });
});

describe('parseFeatures', () => {
  it('reads list items, else lines', () => {
    expect(parseFeatures('<ul><li>Cold chain</li><li> HACCP </li></ul>')).toEqual(['Cold chain', 'HACCP']);
    expect(parseFeatures('Segar\n\nHalal')).toEqual(['Segar', 'Halal']);
  });
});

describe('gridImages', () => {
  const product = (id: number) =>
    ({ productId: id, productName: `P${id}`, images: { card: `/c${id}` } }) as unknown as StoreProduct;
  it('prefers 4 featured products, then 2+ banner images', () => {
    expect(gridImages([1, 2, 3, 4, 5].map(product), undefined).map((i) => i.src)).toEqual(['/c1', '/c2', '/c3', '/c4']);
    expect(gridImages([product(1)], banner(4, { images: ['/a', '/b'] })).map((i) => i.src)).toEqual(['/a', '/b']);
    expect(gridImages([product(1)], banner(4, { images: ['/a'] }))).toEqual([]);
  });
});

describe('bannerLink', () => {
  it.each([
    ['https://example.com/promo', { kind: 'external', href: 'https://example.com/promo' }],
    ['/public/products', { kind: 'internal', to: '/public/products' }],
    ['products', { kind: 'internal', to: '/public/products' }],
    ['./contact', { kind: 'internal', to: '/public/contact' }],
  ])('%s', (link, expected) => {
    expect(bannerLink(link)).toEqual(expected);
  });

  // A browser reads a backslash as '/' and drops tabs and newlines: a router link to '/\evil.com' left the shop.
  it.each([
    '/\\evil.com',
    '\\\\evil.com',
    '/public\\..\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '\u0001//evil.com',
    '//evil.com',
    'javascript:alert(1)',
    'https://evil.com/a b',
  ])('sends a stored link the shop refuses (%j) to the product list instead', (link) => {
    expect(bannerLink(link)).toEqual({ kind: 'internal', to: '/public/products' });
  });
});
