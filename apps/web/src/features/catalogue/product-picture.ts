import type { ImageSet } from '@crabclaw/shared';
import type { ImagePreload } from '../../lib/image-preload.ts';

/**
 * The product page's picture column: the page is max-w-7xl (1280 px) with 16 px sides, in two columns 32 px
 * apart from lg (1024 px), one below.
 */
export const PRODUCT_PICTURE_SIZES =
  '(min-width: 1280px) 608px, (min-width: 1024px) calc(50vw - 32px), calc(100vw - 32px)';

/** A product's stored sizes (media: thumb 160, card 480, large 1200 px) for the product page's picture. */
export function productPicture(images: ImageSet): Required<ImagePreload> {
  return {
    href: images.large,
    imageSrcSet: `${images.thumb} 160w, ${images.card} 480w, ${images.large} 1200w`,
    imageSizes: PRODUCT_PICTURE_SIZES,
  };
}
