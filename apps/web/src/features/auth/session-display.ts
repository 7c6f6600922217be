import type { StaffUser } from '@crabclaw/shared';

/**
 * The signed-in person's name and role for display while /auth/me is asked (spec section 3: session
 * data). The session itself is an httpOnly cookie no script can read; this copy grants nothing.
 */
const KEY = 'staffSession';

export function readSessionDisplay(): StaffUser | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as StaffUser | null;
    return value && typeof value.username === 'string' && typeof value.role === 'string' ? value : undefined;
  } catch {
    sessionStorage.removeItem(KEY);
    return undefined;
  }
}

export function writeSessionDisplay(user: StaffUser | null): void {
  try {
    if (user) sessionStorage.setItem(KEY, JSON.stringify(user));
    else sessionStorage.removeItem(KEY);
  } catch (error) {
    console.warn('could not keep the session display copy', error);
  }
}
