export { PublicShell } from './components/public-shell.tsx';
export { HOME_CONTACT_ID, MAIN_CONTENT_ID } from './nav-items.ts';
