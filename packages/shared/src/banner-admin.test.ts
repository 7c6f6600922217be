import { describe, expect, it } from 'vitest';
import {
  bannerPreviewText,
  BannerCreateSchema,
  buttonTextFor,
  displayOrderTone,
  isBannerLink,
} from './banner-admin.ts';
import { decodeMessage, translateMessage } from './messages.ts';

describe('bannerPreviewText', () => {
  it('reads stat lines as a person would', () => {
    expect(bannerPreviewText('*9+* Tahun Pengalaman\n*500+* Produk Fresh', 200)).toBe(
      '9+ Tahun Pengalaman · 500+ Produk Fresh',
    );
  });

  it('parts list items instead of running their words together', () => {
    expect(bannerPreviewText('<ul><li>Dikirim ke 50+ kota</li><li>Bersertifikat HACCP</li></ul>', 200)).toBe(
      'Dikirim ke 50+ kota · Bersertifikat HACCP',
    );
  });

  it('drops markup and scripts, decodes entities and shortens to 50 characters', () => {
    expect(bannerPreviewText('<p>Udang &amp; <b>kepiting</b></p><script>alert(1)</script>')).toBe('Udang & kepiting');
    expect(bannerPreviewText('a'.repeat(60))).toBe(`${'a'.repeat(50)}…`);
  });
});

describe('banner rules', () => {
  it('follows the type with the button text only while it is empty or a default', () => {
    expect(buttonTextFor('PROMOTIONAL', '')).toBe('Get Offer');
    expect(buttonTextFor('ANNOUNCEMENT', 'Shop Now')).toBe('Learn More');
    expect(buttonTextFor('HERO', 'Pesan Sekarang')).toBe('Pesan Sekarang');
  });

  it('colours display orders as section 9 says', () => {
    expect([1, 3, 4, 6, 7].map(displayOrderTone)).toEqual(['green', 'green', 'yellow', 'yellow', 'grey']);
  });

  it('takes paths and web links and refuses other schemes', () => {
    expect(['/public/products', 'products', 'https://example.com/x'].every(isBannerLink)).toBe(true);
    expect(['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'a b'].some(isBannerLink)).toBe(false);
  });

  it('reads 0 as no category and refuses a fifth image', () => {
    const base = {
      title: 'T',
      subtitle: 'S',
      description: 'D',
      buttonText: 'B',
      buttonLink: '/',
      bannerType: 'HERO',
      position: 'TOP',
      displayOrder: 1,
      startDate: '2026-01-01T00:00:00Z',
      endDate: '2026-02-01T00:00:00Z',
      createdBy: 'Admin',
    };
    expect(BannerCreateSchema.parse({ ...base, categoryId: 0 }).categoryId).toBeNull();
    const result = BannerCreateSchema.safeParse({ ...base, images: ['a', 'b', 'c', 'd', 'e'] });
    expect(translateMessage('en', decodeMessage(result.error!.issues[0]!.message))).toBe('Maximum 4 images allowed');
  });
});
