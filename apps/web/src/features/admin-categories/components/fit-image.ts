import { CATEGORY_IMAGE_BOUNDS } from '@crabclaw/shared';

/**
 * A picked picture scaled to fit within 800 x 600 keeping its aspect ratio, as a JPEG data URL at quality
 * 0.8 (back-office sections 5 and 9). The server processes it again with the same bounds; this keeps the
 * upload small and gives the preview.
 */
export async function fitCategoryImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, CATEGORY_IMAGE_BOUNDS.width / bitmap.width, CATEGORY_IMAGE_BOUNDS.height / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: a transparent PNG lands on white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.8);
  } finally {
    bitmap.close();
  }
}
