import { encodeMessage, IMAGE_TYPES, PICTURE_HEAD_BYTES, pictureFormatOf } from '@crabclaw/shared';

/** What the picture fields let the file picker offer; the bytes decide (pictureFileRefusal). */
export const PICTURE_ACCEPT = IMAGE_TYPES.join(',');

/**
 * Why a file chosen in a picture field is refused, as a coded message naming the file (shown with
 * useMessage), or null for a picture staff may upload. The product, category and banner forms all ask
 * this at once: the type comes from the first bytes, as the server reads it, because the browser guesses
 * it from the name and takes a text file renamed .jpg for a JPEG.
 */
export async function pictureFileRefusal(file: File, maxBytes: number): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, PICTURE_HEAD_BYTES).arrayBuffer());
  if (!pictureFormatOf(head)) return encodeMessage('image.notPicture', { name: file.name });
  if (file.size > maxBytes) return encodeMessage('image.fileTooLarge', { name: file.name });
  return null;
}
