import type { ImagePreload } from './image-preload.ts';

/** A stored banner picture's address (the API gives the large size); its other sizes sit beside it. */
const STORED_BANNER = /^(\/media\/[^/]+\/)large\.webp$/;

/**
 * A banner picture with its stored sizes: card (480 px), medium (960 px, for phones and small tablets; any
 * stored picture has it) and large (up to 1920 px for banners; media module). `imageSizes` is the carousel's
 * (the page's full width); a smaller picture (a promotion, a back-office thumbnail) gives its own `sizes`. A
 * picture from elsewhere is taken as it is.
 */
export function bannerPicture(url: string): ImagePreload {
  const stored = STORED_BANNER.exec(url);
  if (!stored) return { href: url };
  const [, folder] = stored;
  return {
    href: url,
    imageSrcSet: `${folder}card.webp 480w, ${folder}medium.webp 960w, ${url} 1920w`,
    imageSizes: '100vw',
  };
}
