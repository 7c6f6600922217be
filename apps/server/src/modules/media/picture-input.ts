import { eq } from 'drizzle-orm';
import type { MessageCode } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import type { ImageKind } from './image-set.ts';
import { storeUpload } from './store-image.ts';

/** A media id (the key an upload answers with). */
const MEDIA_KEY = /^[0-9a-f]{32}$/;
/** A picture of this shop by its URL, relative or absolute (the host is not looked at: nothing is fetched). */
const MEDIA_URL = /^(?:https?:\/\/[^/]+)?\/media\/([0-9a-f]{32})\//;
const DATA_URL = /^data:([^;,]*)(;base64)?,(.*)$/s;
/** Base64 without a data: prefix, as older clients send it; 50 characters at least, so no key or word passes. */
const RAW_BASE64 = /^[A-Za-z0-9+/\s]{50,}={0,2}$/;

export interface PictureInputOptions {
  /** The request field the picture came in: every error is reported on it. */
  field: string;
  /** The stored picture's alternative text. */
  alt?: string;
  /** Messages a contract words its own way (the banner's 'Only image files are allowed'). */
  wrongType?: MessageCode;
  tooLarge?: MessageCode;
}

/** A picture already stored, by its key: its id, or 400 on `field` when there is none. */
export async function storedPicture(executor: Executor, key: string, field: string): Promise<string> {
  const [row] = MEDIA_KEY.test(key) ? await executor.select({ id: media.id }).from(media).where(eq(media.id, key)) : [];
  if (!row) throw badRequest('image.notFound', { [field]: 'image.notFound' });
  return row.id;
}

/** The bytes a data URL or raw base64 carries; null when the text is neither. */
function inlineBytes(text: string, wrongType: MessageCode, field: string): Uint8Array | null {
  const dataUrl = DATA_URL.exec(text);
  if (dataUrl) {
    if (!dataUrl[1]?.toLowerCase().startsWith('image/') || !dataUrl[2]) {
      throw badRequest(wrongType, { [field]: wrongType });
    }
    return new Uint8Array(Buffer.from(dataUrl[3] ?? '', 'base64'));
  }
  return RAW_BASE64.test(text) ? new Uint8Array(Buffer.from(text, 'base64')) : null;
}

/**
 * The media id of a picture a write names: an upload key or a /media URL of this shop (looked up), or a
 * data URL or raw base64 from an older client, which goes through the same checks and processing as an
 * upload (real type from the bytes, 10 MB, pixel count, the kind's bounds), so no base64 is ever stored
 * in a row. Any other address is refused: the server never fetches a URL it is given.
 */
export async function pictureFromInput(
  executor: Executor,
  input: string,
  kind: ImageKind,
  options: PictureInputOptions,
): Promise<string> {
  const { field, alt = '', wrongType = 'image.wrongType', tooLarge = 'image.tooLarge' } = options;
  const text = input.trim();
  const stored = MEDIA_KEY.test(text) ? text : MEDIA_URL.exec(text)?.[1];
  if (stored) return storedPicture(executor, stored, field);
  const bytes = inlineBytes(text, wrongType, field);
  if (!bytes) throw badRequest('image.notFetched', { [field]: 'image.notFetched' });
  try {
    return await storeUpload(executor, bytes, kind, alt);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    // The upload's messages, on the field the picture came in, in the contract's own words.
    const { reason } = error;
    const said = error.statusCode === 413 ? tooLarge : reason.code === 'image.wrongType' ? wrongType : reason;
    throw new HttpError(error.statusCode, said, { [field]: said });
  }
}
