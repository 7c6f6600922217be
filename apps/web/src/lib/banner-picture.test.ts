import { describe, expect, it } from 'vitest';
import { bannerPicture } from './banner-picture.ts';

describe('bannerPicture', () => {
  it('offers the stored card, medium and large sizes of a banner across the page width', () => {
    expect(bannerPicture('/media/f00d/large.webp')).toEqual({
      href: '/media/f00d/large.webp',
      imageSrcSet: '/media/f00d/card.webp 480w, /media/f00d/medium.webp 960w, /media/f00d/large.webp 1920w',
      imageSizes: '100vw',
    });
  });

  it('takes a picture from elsewhere as it is', () => {
    expect(bannerPicture('https://cdn.example/promo.jpg')).toEqual({ href: 'https://cdn.example/promo.jpg' });
  });
});
