export {
  MAX_UPLOAD_BYTES,
  storeImage,
  storeUpload,
  UPLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY_PIXELS,
  UPLOAD_WRONG_TYPE,
} from './store-image.ts';
export {
  pictureFromInput,
  PICTURE_NOT_FETCHED,
  PICTURE_NOT_FOUND,
  storedPicture,
  type PictureInputOptions,
} from './picture-input.ts';
export { IMAGE_BOUNDS, imageSet, mediaUrl, MEDIA_VARIANTS, type ImageKind, type MediaVariant } from './image-set.ts';
export { default as mediaRoutes } from './routes.ts';
