import type { ImageSet } from '@crabclaw/shared';

/** The sizes every stored picture is processed into, and their widths in pixels. */
export const MEDIA_VARIANTS = {
  thumb: { width: 160, format: 'webp' },
  card: { width: 480, format: 'webp' },
  large: { width: 1200, format: 'webp' },
  jpeg: { width: 1200, format: 'jpeg' },
} as const;
export type MediaVariant = keyof typeof MEDIA_VARIANTS;

const EXTENSIONS = { webp: 'webp', jpeg: 'jpg' } as const;

/** Public URL of one variant; the media id is a content hash, so the URL never changes meaning. */
export function mediaUrl(mediaId: string, variant: MediaVariant): string {
  return `/media/${mediaId}/${variant}.${EXTENSIONS[MEDIA_VARIANTS[variant].format]}`;
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
