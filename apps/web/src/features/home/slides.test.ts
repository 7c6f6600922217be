import { describe, expect, it } from 'vitest';
import type { StoreBanner } from '@crabclaw/shared';
import { bannerLink, parseFeatures, parseStats, slideBody, slidePictures } from './slides.ts';

const banner = (bannerId: number, extra: Partial<StoreBanner> = {}) =>
  ({ bannerId, title: `B${bannerId}`, images: [], ...extra }) as unknown as StoreBanner;

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
  it('reads list items, and nothing from lines of prose', () => {
    expect(parseFeatures('<ul><li>Cold chain</li><li> HACCP </li></ul>')).toEqual(['Cold chain', 'HACCP']);
    expect(parseFeatures('<p>Segar</p><p>Halal</p>')).toEqual([]);
  });
});

describe('slideBody', () => {
  it('shows figures first, then list items, else the markup as it is', () => {
    expect(slideBody('*9+* Tahun\n*500+* Produk')).toEqual({
      kind: 'stats',
      stats: [
        { value: '9+', label: 'Tahun' },
        { value: '500+', label: 'Produk' },
      ],
    });
    expect(slideBody('<ul><li>Segar</li></ul>')).toEqual({ kind: 'features', features: ['Segar'] });
    expect(slideBody('<p>Dipilih <strong>setiap pagi</strong></p>')).toEqual({
      kind: 'markup',
      markup: '<p>Dipilih <strong>setiap pagi</strong></p>',
    });
  });
});

describe('slidePictures', () => {
  it('takes the banner’s own pictures when it has two or more, at most four', () => {
    expect(slidePictures(banner(1, { images: ['/a', '/b'] }))).toEqual(['/a', '/b']);
    expect(slidePictures(banner(1, { images: ['/a', '/b', '/c', '/d', '/e'] }))).toHaveLength(4);
    expect(slidePictures(banner(1, { images: ['/a'] }))).toEqual([]);
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
