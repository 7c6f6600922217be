import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { imageSet, storeImage } from './index.ts';

const ctx = useTestApp();

const picture = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800"><rect width="2400" height="1800" fill="#e4572e"/><circle cx="1200" cy="900" r="600" fill="#fff"/></svg>',
);

describe('media', () => {
  it('stores every size and serves each in the width a page needs', async () => {
    const id = await storeImage(ctx.database.db, picture, 'crab');
    const urls = imageSet(id)!;
    const expected = {
      thumb: [160, 'image/webp'],
      card: [480, 'image/webp'],
      large: [1200, 'image/webp'],
      jpeg: [1200, 'image/jpeg'],
    } as const;
    for (const [variant, [width, type]] of Object.entries(expected)) {
      const response = await ctx.app.inject({ method: 'GET', url: urls[variant as keyof typeof urls] });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(response.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('keeps one copy of the same picture and answers 304 to a matching ETag', async () => {
    const first = await storeImage(ctx.database.db, picture);
    expect(await storeImage(ctx.database.db, picture)).toBe(first);
    const url = imageSet(first)!.card;
    const { headers } = await ctx.app.inject({ method: 'GET', url });
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(storeImage(ctx.database.db, Buffer.from('not a picture'))).rejects.toMatchObject({ statusCode: 400 });
  });

  it.each([
    ['/media/0123456789abcdef0123456789abcdef/card.webp', 404],
    ['/media/not-a-hash/card.webp', 400],
    ['/media/0123456789abcdef0123456789abcdef/huge.webp', 400],
  ])('answers %s with %i', async (url, status) => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(status);
  });

  it('does not serve a size under the wrong extension', async () => {
    const id = await storeImage(ctx.database.db, picture);
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${id}/card.jpg` })).statusCode).toBe(404);
  });
});
