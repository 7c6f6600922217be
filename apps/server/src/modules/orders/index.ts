export { default as orderRoutes } from './routes.ts';
