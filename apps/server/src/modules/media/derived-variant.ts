import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mediaVariants } from '../../db/schema/index.ts';
import { MEDIA_VARIANTS, type MediaVariant } from './image-set.ts';
import { readMetadata, renderVariant } from './store-image.ts';

/** One stored size as the media route sends it. */
export interface StoredVariant {
  bytes: Uint8Array;
  contentType: string;
  width: number;
}

export async function findVariant(
  executor: Executor,
  mediaId: string,
  variant: MediaVariant,
): Promise<StoredVariant | undefined> {
  const [row] = await executor
    .select({ bytes: mediaVariants.bytes, contentType: mediaVariants.contentType, width: mediaVariants.width })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.variant, variant)))
    .limit(1);
  return row;
}

async function renderMedium(executor: Executor, mediaId: string): Promise<StoredVariant | undefined> {
  const large = await findVariant(executor, mediaId, 'large');
  // A large no wider than medium is the medium itself: sent as it is, not encoded and stored again.
  if (!large || large.width <= MEDIA_VARIANTS.medium.width) return large;
  // 'picture' adds no bounds: the large size already has its kind's.
  const medium = await renderVariant(large.bytes, 'medium', 'picture', await readMetadata(large.bytes));
  // Processes asking at once each render the same picture; the first insert keeps it, the others do nothing.
  await executor
    .insert(mediaVariants)
    .values({ mediaId, ...medium })
    .onConflictDoNothing();
  return medium;
}

/** Renders in progress in this process, so the visitors of a page asking together render a picture once. */
const rendering = new Map<string, Promise<StoredVariant | undefined>>();

/**
 * The medium size of a picture stored without it (before the size existed, or not as a banner), rendered
 * from its stored large WebP when first asked for and kept; undefined when the picture does not exist.
 */
export function mediumFromLarge(executor: Executor, mediaId: string): Promise<StoredVariant | undefined> {
  let medium = rendering.get(mediaId);
  if (!medium) {
    medium = renderMedium(executor, mediaId).finally(() => rendering.delete(mediaId));
    rendering.set(mediaId, medium);
  }
  return medium;
}
