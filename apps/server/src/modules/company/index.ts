export { default as companyRoutes } from './routes.ts';
