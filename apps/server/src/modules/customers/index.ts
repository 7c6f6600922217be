export { default as customerRoutes } from './routes.ts';
