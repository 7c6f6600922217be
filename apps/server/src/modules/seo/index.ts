export { default as seoRoutes } from './routes.ts';
