import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import { coded } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { media, mediaVariants } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import {
  IMAGE_BOUNDS,
  MEDIA_VARIANTS,
  variantMaxWidth,
  variantsRendered,
  type ImageKind,
  type MediaVariant,
} from './image-set.ts';

/** Pictures larger than this (in pixels) are refused before decoding: a guard against decompression bombs. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Uploads larger than this are refused (back-office.md section 9: 10 MB for every kind of picture). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** What staff may upload (section 5: JPEG, PNG, GIF or WebP), told by the bytes, never by the name. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

/** sharp (libvips) is loaded with the first picture, not at start: only uploads and the demo seed need it. */
export async function loadSharp() {
  return (await import('sharp')).default;
}

/** Width and height as shown, after the EXIF orientation (5 to 8 turn the picture a quarter). */
function uprightSize(metadata: Metadata) {
  const [width, height] = [metadata.width ?? 0, metadata.height ?? 0];
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** The width a variant is rendered at: its own, within the kind's bounds, never wider than the picture. */
function variantWidth(variant: MediaVariant, kind: ImageKind, metadata: Metadata): number {
  const { width, height } = uprightSize(metadata);
  const maxWidth = variantMaxWidth(variant, kind);
  if (width === 0 || height === 0) return maxWidth;
  const bounds = IMAGE_BOUNDS[kind];
  const scale = bounds ? Math.min(1, bounds.width / width, bounds.height / height) : 1;
  return Math.max(1, Math.min(maxWidth, Math.round(width * scale)));
}

export async function renderVariant(source: Uint8Array, variant: MediaVariant, kind: ImageKind, metadata: Metadata) {
  const { format } = MEDIA_VARIANTS[variant];
  const sharp = await loadSharp();
  // Sharp drops EXIF and other metadata unless asked to keep it; rotate() applies the EXIF orientation first.
  const pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: variantWidth(variant, kind, metadata), withoutEnlargement: true });
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

export async function readMetadata(source: Uint8Array): Promise<Metadata> {
  const sharp = await loadSharp();
  try {
    return await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw badRequest('image.unreadable');
  }
}

/**
 * Processes a picture (any format sharp reads, SVG included) into the sizes its kind is served in and stores it.
 * `kind` bounds the sizes (a product picture's longest side is 800 px); the id is a hash of the kind and
 * the source, so storing the same picture twice keeps one copy.
 */
export async function storeImage(
  executor: Executor,
  source: Uint8Array,
  alt = '',
  kind: ImageKind = 'picture',
): Promise<string> {
  const metadata = await readMetadata(source);
  const hash = createHash('sha256');
  // The demo pictures keep the ids they always had; a bounded kind renders other sizes, so it hashes apart.
  if (kind !== 'picture') hash.update(`${kind}:`);
  const id = hash.update(source).digest('hex').slice(0, 32);
  const variants = await Promise.all(variantsRendered(kind).map((v) => renderVariant(source, v, kind, metadata)));
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

/**
 * The checks every uploaded picture passes: at most 10 MB (413), a type told by the bytes among `formats`
 * and a pixel count a decoder can take (400). Answers the header it read; nothing is decoded yet.
 */
export async function checkUploadedPicture(
  source: Uint8Array,
  formats: ReadonlySet<string> = UPLOAD_FORMATS,
): Promise<Metadata> {
  if (source.byteLength > MAX_UPLOAD_BYTES) throw new HttpError(413, 'image.tooLarge', { file: 'image.tooLarge' });
  let metadata: Metadata;
  const sharp = await loadSharp();
  try {
    // Reading the header decodes nothing, so no pixel limit here: the count is checked below with its own message.
    metadata = await sharp(source, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('image.wrongType', { file: 'image.wrongType' });
  }
  if (!metadata.format || !formats.has(metadata.format)) {
    throw badRequest('image.wrongType', { file: 'image.wrongType' });
  }
  // The header says how large the decoded picture would be; refuse before decoding a decompression bomb.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    const tooMany = coded('image.tooManyPixels', { max: MAX_INPUT_PIXELS / 1_000_000 });
    throw badRequest(tooMany, { file: tooMany });
  }
  return metadata;
}

/**
 * Checks a picture staff uploaded (checkUploadedPicture) and stores it bounded to its kind. Answers 413 over
 * 10 MB and 400 for anything not a JPEG, PNG, GIF or WebP or too many pixels.
 */
export async function storeUpload(executor: Executor, source: Uint8Array, kind: ImageKind, alt = ''): Promise<string> {
  await checkUploadedPicture(source);
  try {
    return await storeImage(executor, source, alt, kind);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // A truncated or corrupt file passes the header check and fails while decoding.
    throw badRequest('image.unreadable', { file: 'image.unreadable' });
  }
}
