import type { ImagePreload } from '../../lib/image-preload.ts';

/** A stored banner picture's address (the API gives the large size); its card size sits beside it. */
const STORED_BANNER = /^(\/media\/[^/]+\/)large\.webp$/;

/**
 * A banner picture for the carousel, whose slides are the page's full width: the stored sizes are card
 * (480 px) and large (up to 1920 px for banners; media module). A picture from elsewhere is taken as it is.
 */
export function bannerPicture(url: string): ImagePreload {
  const stored = STORED_BANNER.exec(url);
  if (!stored) return { href: url };
  return { href: url, imageSrcSet: `${stored[1]}card.webp 480w, ${url} 1920w`, imageSizes: '100vw' };
}
