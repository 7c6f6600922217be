export { default as accountRoutes } from './routes.ts';
export { ensureOwner } from './first-owner.ts';
export { createAccount, resetPasswordOf } from './service.ts';
