export { storeImage } from './store-image.ts';
export { imageSet, mediaUrl, MEDIA_VARIANTS, type MediaVariant } from './image-set.ts';
export { default as mediaRoutes } from './routes.ts';
