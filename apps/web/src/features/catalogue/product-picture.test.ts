import { describe, expect, it } from 'vitest';
import { productPicture, PRODUCT_PICTURE_SIZES } from './product-picture.ts';

const images = {
  thumb: '/media/abc/thumb.webp',
  card: '/media/abc/card.webp',
  large: '/media/abc/large.webp',
  jpeg: '/media/abc/jpeg.jpg',
};

describe('productPicture', () => {
  it('offers every stored size of the picture for the picture column', () => {
    expect(productPicture(images)).toEqual({
      href: '/media/abc/large.webp',
      imageSrcSet: '/media/abc/thumb.webp 160w, /media/abc/card.webp 480w, /media/abc/large.webp 1200w',
      imageSizes: PRODUCT_PICTURE_SIZES,
    });
  });
});
