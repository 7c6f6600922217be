export { default as dashboardRoutes } from './routes.ts';
