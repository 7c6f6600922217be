import type { TransferProofType } from '@crabclaw/shared';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { checkUploadedPicture, loadSharp, MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from '../media/index.ts';

/** Photos of a receipt: what phones and screenshots make (GIF is no receipt). */
const RECEIPT_PICTURES = new Set(['jpeg', 'png', 'webp']);
/** A receipt's longest side once stored: its small print stays readable, its bytes stay few. */
const RECEIPT_LONGEST_SIDE = 2000;
const PDF_HEAD = '%PDF-';
/** Where a whole PDF's end marker must be: %%EOF, then at most a few bytes of line ends or padding. */
const PDF_TAIL_BYTES = 1024;

export interface ReceiptFile {
  contentType: TransferProofType;
  bytes: Uint8Array;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** A PDF told by its bytes: its header first and its end marker last, so a file cut short in the upload is refused. */
function checkedPdf(bytes: Uint8Array): ReceiptFile {
  if (!latin1(bytes.subarray(-PDF_TAIL_BYTES)).includes('%%EOF')) {
    throw badRequest('transferProof.unreadable', { file: 'transferProof.unreadable' });
  }
  return { contentType: 'application/pdf', bytes };
}

/** The picture pipeline's refusals in the receipt's own words. */
function inReceiptWords(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.statusCode === 413) return new HttpError(413, 'transferProof.tooLarge', { file: 'transferProof.tooLarge' });
  if (error.reason.code !== 'image.wrongType') return error;
  return badRequest('transferProof.wrongType', { file: 'transferProof.wrongType' });
}

/**
 * A photo is upright, stripped of its metadata (a phone's photo may carry where it was taken) and at most
 * 2000 px long, re-encoded as JPEG: what staff read is the pixels, never a file the customer crafted.
 */
async function uprightReceipt(bytes: Uint8Array): Promise<ReceiptFile> {
  const sharp = await loadSharp();
  try {
    const jpeg = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: RECEIPT_LONGEST_SIDE, height: RECEIPT_LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { contentType: 'image/jpeg', bytes: new Uint8Array(jpeg) };
  } catch {
    // A truncated or corrupt file passes the header check and fails while decoding.
    throw badRequest('transferProof.unreadable', { file: 'transferProof.unreadable' });
  }
}

/**
 * Checks a transfer receipt as the picture pipeline checks an upload (type from the bytes, 10 MB, pixel
 * count), a PDF as a PDF, and answers what is kept of it (decision 042).
 */
export async function readReceipt(bytes: Uint8Array): Promise<ReceiptFile> {
  if (bytes.byteLength === 0) throw badRequest('transferProof.fileMissing', { file: 'transferProof.fileMissing' });
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new HttpError(413, 'transferProof.tooLarge', { file: 'transferProof.tooLarge' });
  }
  if (latin1(bytes.subarray(0, PDF_HEAD.length)) === PDF_HEAD) return checkedPdf(bytes);
  try {
    await checkUploadedPicture(bytes, RECEIPT_PICTURES);
  } catch (error) {
    throw inReceiptWords(error);
  }
  return uprightReceipt(bytes);
}
