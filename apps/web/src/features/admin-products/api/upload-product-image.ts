import type { ProductImageUpload } from '@crabclaw/shared';
import { sendWithProgress, type UploadProgress } from '../../../lib/send-with-progress.ts';

/** POST /api/Product/upload-image (multipart, field file), reporting progress for the picker's bar. */
export function uploadProductImage(file: File, onProgress: UploadProgress): Promise<ProductImageUpload> {
  const body = new FormData();
  body.append('file', file);
  return sendWithProgress<ProductImageUpload>('POST', '/api/Product/upload-image', body, onProgress);
}
