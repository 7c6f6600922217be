import type { FastifyError, FastifyRequest } from 'fastify';
import type { MessageCode } from '@crabclaw/shared';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { MAX_UPLOAD_BYTES } from './store-image.ts';

/** The multipart parser's limits for a route taking one file (registered by the plugin that has such routes). */
export const ONE_FILE_UPLOAD = { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } };

const FILE_NAME_SHOWN = 100;

/** What the upload is refused with, in the words of the route's contract. */
export interface UploadMessages {
  missing: MessageCode;
  tooLarge: MessageCode;
}

/**
 * The bytes and name of the body's `file` part. A body the multipart parser cannot read (no boundary, cut short) is
 * the client's mistake: 400, not the 500 its parser's plain errors would otherwise become.
 */
export async function uploadedFile(
  request: FastifyRequest,
  { missing, tooLarge }: UploadMessages = { missing: 'image.fileMissing', tooLarge: 'image.tooLarge' },
): Promise<{ bytes: Buffer; name: string }> {
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw badRequest(missing, { file: missing });
    // The name is only said back in a refusal; a long one is cut so the message stays readable.
    return { bytes: await file.toBuffer(), name: file.filename.slice(0, FILE_NAME_SHOWN) };
  } catch (error) {
    const { code, statusCode } = error as FastifyError;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge, { file: tooLarge });
    if (error instanceof HttpError || (statusCode !== undefined && statusCode < 500)) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw badRequest('request.malformed');
  }
}
