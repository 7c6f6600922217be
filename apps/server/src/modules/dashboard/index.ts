// The module's routes (one plugin): the back office's figures, first-run checklist and bank account notice.
export { default as dashboardModule } from './routes.ts';
