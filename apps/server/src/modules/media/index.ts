// The module's routes (one plugin): pictures at `/media/{id}/{variant}`.
export { default as mediaModule } from './routes.ts';
export {
  checkUploadedPicture,
  loadSharp,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  storeImage,
  storeUpload,
} from './store-image.ts';
export { pictureFromInput, storedPicture, type PictureInputOptions } from './picture-input.ts';
export { IMAGE_BOUNDS, imageSet, mediaUrl, MEDIA_VARIANTS, type ImageKind, type MediaVariant } from './image-set.ts';
export { ONE_FILE_UPLOAD, uploadedFile, type UploadMessages } from './uploaded-file.ts';
