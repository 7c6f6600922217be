// The module's routes (one plugin): staff accounts, listed and edited by staff, and each one's own password.
export { default as accountsModule } from './routes.ts';
export { ensureOwner } from './first-owner.ts';
export { activeStaffUser, createAccount, findAccountByUsername, resetPasswordOf } from './service.ts';
