import sharp from 'sharp';

// Pictures as staff upload them, made here, for journeys that need a product or banner with a picture of its own
// (a shop without the demo has none).

/** A plain picture in `colour`, small unless a size is given, as a file staff would choose. */
export function pngPicture(colour: string, size = { width: 64, height: 32 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** The same picture as the API takes it in a banner's images or a product's imageUrl. */
export async function pictureDataUrl(colour: string, size?: { width: number; height: number }): Promise<string> {
  return `data:image/png;base64,${(await pngPicture(colour, size)).toString('base64')}`;
}
