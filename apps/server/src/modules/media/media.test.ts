import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mediaVariants } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { imageSet, mediaUrl, pictureFromInput, storeImage, storeUpload } from './index.ts';

const ctx = useTestApp();

/** A picture 3000 x 1000, wider than any size is rendered. */
const widePicture = () =>
  sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#0e7c86' } })
    .png()
    .toBuffer();

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

  it('keeps a banner picture up to 1920 px wide and a product picture within 800 px', async () => {
    const wide = await widePicture();
    const widthOf = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      return (await sharp(response.rawPayload).metadata()).width;
    };
    const banner = imageSet(await storeUpload(ctx.database.db, wide, 'banner'))!;
    expect([await widthOf(banner.large), await widthOf(banner.jpeg), await widthOf(banner.card)]).toEqual([
      1920, 1920, 480,
    ]);
    const product = imageSet(await storeUpload(ctx.database.db, wide, 'product'))!;
    expect([await widthOf(product.large), await widthOf(product.jpeg)]).toEqual([800, 800]);
  });

  describe('medium size', () => {
    const served = async (url: string) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      const width = response.statusCode === 200 ? (await sharp(response.rawPayload).metadata()).width : undefined;
      return { status: response.statusCode, type: response.headers['content-type'], width, response };
    };
    const storedSizes = async (mediaId: string) =>
      (
        await ctx.database.db
          .select({ variant: mediaVariants.variant, width: mediaVariants.width })
          .from(mediaVariants)
          .where(eq(mediaVariants.mediaId, mediaId))
      ).map(({ variant, width }) => `${variant} ${width}`);

    it('is rendered 960 px wide with a banner upload and served like the other sizes', async () => {
      const banner = await storeUpload(ctx.database.db, await widePicture(), 'banner');
      expect(await storedSizes(banner)).toContain('medium 960');
      const { status, type, width, response } = await served(mediaUrl(banner, 'medium'));
      expect({ status, type, width }).toEqual({ status: 200, type: 'image/webp', width: 960 });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toBe(`"${banner}-medium"`);
    });

    it('is rendered once from the large size of a banner stored before it existed, and kept', async () => {
      const banner = await storeUpload(ctx.database.db, await widePicture(), 'banner');
      await ctx.database.db
        .delete(mediaVariants)
        .where(and(eq(mediaVariants.mediaId, banner), eq(mediaVariants.variant, 'medium')));
      const url = mediaUrl(banner, 'medium');
      const asked = await Promise.all([served(url), served(url)]);
      expect(asked.map(({ status, width }) => [status, width])).toEqual([
        [200, 960],
        [200, 960],
      ]);
      expect(await storedSizes(banner)).toContain('medium 960');
      expect((await served(url)).response.rawPayload).toEqual(asked[0]!.response.rawPayload);
    });

    it('is the large size itself, not stored again, for a picture no wider than medium', async () => {
      const product = await storeUpload(ctx.database.db, await widePicture(), 'product');
      const [medium, large] = await Promise.all([
        served(mediaUrl(product, 'medium')),
        served(mediaUrl(product, 'large')),
      ]);
      expect([medium.status, medium.width]).toEqual([200, 800]);
      expect(medium.response.rawPayload).toEqual(large.response.rawPayload);
      expect((await storedSizes(product)).filter((size) => size.startsWith('medium'))).toEqual([]);
    });

    it('answers 404 for the medium size of no stored picture, or under the JPEG extension', async () => {
      const id = await storeImage(ctx.database.db, picture);
      expect((await served('/media/0123456789abcdef0123456789abcdef/medium.webp')).status).toBe(404);
      expect((await served(`/media/${id}/medium.jpg`)).status).toBe(404);
    });
  });

  describe('pictureFromInput', () => {
    const options = { field: 'imageUrl' };

    it('takes a stored picture by key or by its URL on any host, and a data URL through the upload checks', async () => {
      const id = await storeImage(ctx.database.db, picture);
      const db = ctx.database.db;
      expect(await pictureFromInput(db, id, 'product', options)).toBe(id);
      expect(await pictureFromInput(db, ` https://shop.example/media/${id}/card.webp `, 'product', options)).toBe(id);
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
      expect(await pictureFromInput(db, dataUrl, 'product', options)).toMatch(/^[0-9a-f]{32}$/);
    });

    it.each([
      ['an address elsewhere', 'https://evil.example/crab.jpg', 400, 'image.notFetched'],
      ['an unknown picture', '/media/0123456789abcdef0123456789abcdef/card.webp', 400, 'image.notFound'],
      [
        'a data URL of text',
        `data:text/plain;base64,${Buffer.from('hello').toString('base64')}`,
        400,
        'banner.notAnImage',
      ],
      [
        'a picture over 10 MB',
        `data:image/png;base64,${Buffer.alloc(10.5 * 1024 * 1024, 1).toString('base64')}`,
        413,
        'banner.imageTooLarge',
      ],
    ])('refuses %s with %i on the field it came in', async (_, input, statusCode, code) => {
      const refusal = pictureFromInput(ctx.database.db, input, 'banner', {
        field: 'images.0',
        wrongType: 'banner.notAnImage',
        tooLarge: 'banner.imageTooLarge',
      });
      await expect(refusal).rejects.toMatchObject({ statusCode, fields: { 'images.0': { code } } });
    });
  });
});
