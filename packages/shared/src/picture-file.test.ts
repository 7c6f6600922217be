import { describe, expect, it } from 'vitest';
import { pictureFormatOf } from './picture-file.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('pictureFormatOf', () => {
  it('tells JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(pictureFormatOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(pictureFormatOf(bytes([0x89], 'PNG\r\n', [0x1a], '\n'))).toBe('png');
    expect(pictureFormatOf(bytes('GIF89a'))).toBe('gif');
    expect(pictureFormatOf(bytes('GIF87a'))).toBe('gif');
    expect(pictureFormatOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('finds no picture in a text file, whatever its name, nor in an empty or cut-off one', () => {
    expect(pictureFormatOf(bytes('hello, I am not a picture'))).toBeUndefined();
    expect(pictureFormatOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(pictureFormatOf(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeUndefined();
    expect(pictureFormatOf(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(pictureFormatOf(new Uint8Array())).toBeUndefined();
  });
});
