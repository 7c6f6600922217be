export { default as pageRoutes } from './routes.ts';
