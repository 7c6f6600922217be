export { useSession, sessionQueryOptions } from './api/get-session.ts';
export { useFinishSignOut, useSignOut } from './api/sign-out.ts';
export { LoginForm } from './components/login-form.tsx';
export { RequireStaff, OwnersOnly, afterSignIn, LANDING_PATH } from './components/staff-guards.tsx';
