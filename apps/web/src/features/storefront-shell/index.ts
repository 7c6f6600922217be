export { PublicShell } from './components/public-shell.tsx';
export { HOME_CONTACT_ID } from './nav-items.ts';
