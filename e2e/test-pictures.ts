import sharp from 'sharp';

/**
 * A picture as staff upload one, photo-sized, as the data URL the product API takes (`imageUrl`): for a journey
 * that needs a product with a picture of its own (a shop without the demo has none).
 */
export async function pictureDataUrl(width = 1200, height = 800): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#1f7a8c' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
