import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AdminBannerQuerySchema,
  bannerPreviewText,
  BannerCreateSchema,
  buttonTextFor,
  displayOrderTone,
  scheduleInstant,
} from './banner-admin.ts';
import { isBannerLink } from './banner-link.ts';
import { translateMessage } from './message-catalogues.ts';
import { decodeMessage } from './messages.ts';

const fields = {
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

  // A browser reads a backslash as '/' and drops tabs, newlines and edge controls: each of these leaves the shop.
  it.each(['/\\evil.com', '\\\\evil.com', '/a\\b', '/\t/evil.com', '/\r\n/evil.com', '\u0001//evil.com', '/x\u007f'])(
    'refuses the internal link %j, which a browser rewrites',
    (link) => {
      expect(isBannerLink(link)).toBe(false);
    },
  );

  it('reads 0 as no category and refuses a fifth image', () => {
    expect(BannerCreateSchema.parse({ ...fields, categoryId: 0 }).categoryId).toBeNull();
    const result = BannerCreateSchema.safeParse({ ...fields, images: ['a', 'b', 'c', 'd', 'e'] });
    expect(translateMessage('en', decodeMessage(result.error!.issues[0]!.message))).toBe('Maximum 4 images allowed');
  });
});

/** The English message of the first issue on `field`, or undefined when the value is taken. */
function refusal(schema: z.ZodType, values: Record<string, unknown>, field: string): string | undefined {
  const issue = schema.safeParse(values).error?.issues.find((entry) => entry.path[0] === field);
  return issue && translateMessage('en', decodeMessage(issue.message));
}

describe('banner schedule dates', () => {
  it.each([
    ['2026-03-01', '2026-02-28T17:00:00.000Z'],
    ['2026-03-01T09:30:00Z', '2026-03-01T09:30:00.000Z'],
    ['2026-03-01T09:30Z', '2026-03-01T09:30:00.000Z'],
    ['2026-03-01T09:30:00.123456+07:00', '2026-03-01T02:30:00.123Z'],
    ['2026-03-01T09:30:00-05:30', '2026-03-01T15:00:00.000Z'],
    ['2024-02-29T00:00:00Z', '2024-02-29T00:00:00.000Z'],
    ['1000-01-01T00:00:00Z', '1000-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
    [' 2026-03-01T00:00:00+00:00 ', '2026-03-01T00:00:00.000Z'],
    // The spec's form sends the date-time input's text: the shop's time.
    ['2026-03-01T09:30', '2026-03-01T02:30:00.000Z'],
    ['2026-03-01T09:30:15', '2026-03-01T02:30:15.000Z'],
  ])('takes %j as the instant %s', (startDate, instant) => {
    expect(BannerCreateSchema.safeParse({ ...fields, startDate }).success).toBe(true);
    expect(scheduleInstant(startDate)).toBe(instant);
  });

  // Found by an outside probe: Date.parse took all of these, and years past 9999 failed in PostgreSQL with 500.
  it.each([
    '10000-01-01',
    '+275760-09-13T00:00:00Z',
    'Sat, 13 Sep 275760 00:00:00 GMT',
    '9999-12-31T23:00:00-05:00',
    '1000-01-01T00:00:00+01:00',
    '0999-12-31',
    'tomorrow 1',
    '2026-02-30',
    '2025-02-29T00:00:00Z',
    '2026-04-31',
    '2026-13-01',
    '2026-03-01T24:00:00Z',
    '2026-03-01T23:60:00Z',
    '2026-03-01T23:59:60Z',
    '2026-03-01T09:30:00+24:00',
    '2026-03-01 09:30:00Z',
    '2026-03-01t09:30:00z',
    '2026-03-01T09:30:00+0700',
    '2026-3-1',
    '20260301',
    '03/01/2026',
    '1767225600000',
  ])('refuses the start date %j as a format that is invalid', (startDate) => {
    expect(refusal(BannerCreateSchema, { ...fields, startDate }, 'startDate')).toBe('Start date format is invalid');
  });

  it('names the end date when it is the one refused', () => {
    expect(refusal(BannerCreateSchema, { ...fields, endDate: '10000-01-01' }, 'endDate')).toBe(
      'End date format is invalid',
    );
  });
});

describe('banner list query', () => {
  it('reads page and size from decimal digits or numbers', () => {
    expect(AdminBannerQuerySchema.parse({ page: '2', pageSize: '010' })).toMatchObject({ page: 2, pageSize: 10 });
    expect(AdminBannerQuerySchema.parse({ page: 3 })).toMatchObject({ page: 3, pageSize: 10 });
    // A blank page, as a link with '?page=' sends, is the first (as on every list).
    expect(AdminBannerQuerySchema.parse({ page: '', pageSize: null })).toMatchObject({ page: 1, pageSize: 10 });
  });

  // z.coerce.number took all of these.
  it.each([
    { page: '0x10' },
    { page: '1e1' },
    { page: true },
    { page: ' 1' },
    { page: '1.0' },
    { pageSize: '0b11' },
    { pageSize: [] },
  ])('refuses %j', (query) => {
    expect(AdminBannerQuerySchema.safeParse(query).success).toBe(false);
  });
});
