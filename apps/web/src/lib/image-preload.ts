/**
 * A picture at the size its layout shows (href, srcset, sizes). On a server-rendered page React DOM hoists a
 * high-priority <img> with these into `<link rel="preload" as="image">`, so the browser fetches it early.
 */
export interface ImagePreload {
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
}
