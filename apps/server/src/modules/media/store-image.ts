import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../../db/client.ts';
import { media, mediaVariants } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { MEDIA_VARIANTS, type MediaVariant } from './image-set.ts';

/** Pictures larger than this (in pixels) are refused before decoding: a guard against decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

async function renderVariant(source: Uint8Array, variant: MediaVariant) {
  const { width, format } = MEDIA_VARIANTS[variant];
  const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'webp'
      ? pipeline.webp({ quality: 80 })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    variant,
    contentType: `image/${format}`,
    width: info.width,
    height: info.height,
    bytes: new Uint8Array(data),
  };
}

/**
 * Processes a picture (any format sharp reads, SVG included) into every served size and stores it.
 * The id is a hash of the source, so storing the same picture twice keeps one copy.
 */
export async function storeImage(executor: Executor, source: Uint8Array, alt = ''): Promise<string> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw badRequest('The file is not a picture that can be read.');
  }
  const id = createHash('sha256').update(source).digest('hex').slice(0, 32);
  const variants = await Promise.all(
    (Object.keys(MEDIA_VARIANTS) as MediaVariant[]).map((v) => renderVariant(source, v)),
  );
  await executor
    .insert(media)
    .values({ id, alt, width: metadata.width ?? 0, height: metadata.height ?? 0 })
    .onConflictDoNothing();
  await executor
    .insert(mediaVariants)
    .values(variants.map((v) => ({ mediaId: id, ...v })))
    .onConflictDoNothing();
  return id;
}
