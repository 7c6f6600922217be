// Pictures staff upload (back-office.md section 5: JPEG, PNG, GIF or WebP) are told by their first bytes,
// never by their name or the type the browser guesses from it: a text file renamed .jpg is no picture.

export type PictureFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** How many bytes from the start of a file `pictureFormatOf` reads. */
export const PICTURE_HEAD_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The format the first bytes of a file announce, or undefined when they are no JPEG, PNG, GIF or WebP. */
export function pictureFormatOf(head: Uint8Array): PictureFormat | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (['GIF87a', 'GIF89a'].includes(ascii(head, 0, 6))) return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  return undefined;
}
