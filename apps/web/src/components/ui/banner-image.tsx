import type { ImgHTMLAttributes } from 'react';
import { bannerPicture } from '../../lib/banner-picture.ts';

export interface BannerImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  /** The banner's picture address (its first image); nothing is drawn without one. */
  url: string | undefined;
  /** The width the picture is drawn at; the carousel's (the page's full width) when not given. */
  sizes?: string;
}

/**
 * A banner's picture in the stored size that fits where it is drawn (bannerPicture), decorative (the banner's
 * texts say what it is) and loaded lazily unless told otherwise: the storefront's carousel and promotions and
 * the back office's home preview draw it with this one element.
 */
export function BannerImage({ url, sizes, ...rest }: BannerImageProps) {
  if (!url) return null;
  const picture = bannerPicture(url);
  return (
    <img
      src={picture.href}
      srcSet={picture.imageSrcSet}
      sizes={sizes ?? picture.imageSizes}
      alt=""
      loading="lazy"
      {...rest}
    />
  );
}
