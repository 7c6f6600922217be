import type { ImageSet } from '@crabclaw/shared';

/** The sizes a stored picture is served in, and their widths in pixels. */
export const MEDIA_VARIANTS = {
  thumb: { width: 160, format: 'webp' },
  card: { width: 480, format: 'webp' },
  medium: { width: 960, format: 'webp' },
  large: { width: 1200, format: 'webp' },
  jpeg: { width: 1200, format: 'jpeg' },
} as const;
export type MediaVariant = keyof typeof MEDIA_VARIANTS;

/**
 * What a picture is for, and the box its sizes must fit in (back-office.md section 9): a product's longest
 * side 800 px, a category within 800 x 600, a banner's longest side 1920 px. 'picture' (the demo
 * pictures) is bounded by the sizes alone.
 */
export const IMAGE_BOUNDS = {
  picture: null,
  product: { width: 800, height: 800 },
  category: { width: 800, height: 600 },
  banner: { width: 1920, height: 1920 },
} as const satisfies Record<string, { width: number; height: number } | null>;
export type ImageKind = keyof typeof IMAGE_BOUNDS;

/**
 * Kinds whose large sizes (the WebP and its JPEG twin) go past MEDIA_VARIANTS' 1200 px: a banner fills a
 * wide screen, so it keeps its longest side up to 1920 px (back-office.md section 9).
 */
const LARGE_WIDTH: Partial<Record<ImageKind, number>> = { banner: 1920 };

/**
 * The sizes processed with an upload of this kind. Medium is a banner's (a phone's or small tablet's full
 * width, decision 016): only a banner upload renders it; any other picture gets it from its large size when
 * first asked for (derived-variant.ts), so no product stores a copy of its 800 px large nobody shows.
 */
export function variantsRendered(kind: ImageKind): MediaVariant[] {
  return (Object.keys(MEDIA_VARIANTS) as MediaVariant[]).filter((variant) => variant !== 'medium' || kind === 'banner');
}

/** The widest a variant of this kind is rendered (before the kind's bounds and the picture's own width). */
export function variantMaxWidth(variant: MediaVariant, kind: ImageKind): number {
  const large = variant === 'large' || variant === 'jpeg' ? LARGE_WIDTH[kind] : undefined;
  return large ?? MEDIA_VARIANTS[variant].width;
}

const EXTENSIONS = { webp: 'webp', jpeg: 'jpg' } as const;

/** The file name a variant is served under: its name and its format's extension. */
export function variantFile(variant: MediaVariant): string {
  return `${variant}.${EXTENSIONS[MEDIA_VARIANTS[variant].format]}`;
}

/** Public URL of one variant; the media id is a content hash, so the URL never changes meaning. */
export function mediaUrl(mediaId: string, variant: MediaVariant): string {
  return `/media/${mediaId}/${variantFile(variant)}`;
}

export function imageSet(mediaId: string | null): ImageSet | null {
  if (!mediaId) return null;
  return {
    thumb: mediaUrl(mediaId, 'thumb'),
    card: mediaUrl(mediaId, 'card'),
    large: mediaUrl(mediaId, 'large'),
    jpeg: mediaUrl(mediaId, 'jpeg'),
  };
}
