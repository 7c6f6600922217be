import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isOwner } from '@crabclaw/shared';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRecheckSessionOnUnauthorized, useSession } from '../api/get-session.ts';

export const LANDING_PATH = '/app/LandingLaporan';

function Checking() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}

/** Signed-out visitors go to the sign-in page, which brings them back here afterwards (?next=). */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, checking } = useSession();
  const location = useLocation();
  useRecheckSessionOnUnauthorized();
  if (!user && checking) return <Checking />;
  if (!user) {
    const next = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/auth/login?next=${next}`} replace />;
  }
  return children;
}

/** Spec section 6: non-owners on /app/customer* or /app/marketing* go to /app/LandingLaporan. */
export function OwnersOnly() {
  const { user, checking } = useSession();
  if (checking) return <Checking />;
  return isOwner(user?.role) ? <Outlet /> : <Navigate to={LANDING_PATH} replace />;
}

/** Where to go after signing in: the page the visitor asked for when it is one of ours, else the landing page. */
export function afterSignIn(next: string | null): string {
  const internal = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return internal && !next.startsWith('/auth') ? next : LANDING_PATH;
}
