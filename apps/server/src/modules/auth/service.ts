import { coded, type Login, type StaffUser } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { findAccountByUsername } from '../accounts/index.ts';
import { forbidden, tooManyRequests, unauthorized } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import type { PasswordCheckGate } from './password-gate.ts';
import { createSession, type NewSession } from './sessions.ts';
import { attemptKeys, countAttempt, forgiveAttempt } from './throttle.ts';

export interface SignIn extends NewSession {
  user: StaffUser;
}

/**
 * Signs a staff member in and opens a session. One answer for an unknown username and a wrong password;
 * attempts are counted before the password is checked and refused with 429 past the limits in throttle.ts,
 * or when this process is already checking as many passwords as it can (password-gate.ts).
 */
export async function signIn(
  db: Executor,
  { username, password }: Login,
  clientIp: string,
  checkPassword: PasswordCheckGate,
): Promise<SignIn> {
  const keys = attemptKeys(username, clientIp);
  const waitMs = await countAttempt(db, keys);
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw tooManyRequests(coded('auth.tooManyAttempts', { count: minutes })).retryAfter(Math.ceil(waitMs / 1000));
  }
  const account = await findAccountByUsername(db, username);
  const matches = await checkPassword(() => verifyPassword(account?.passwordHash, password));
  if (!matches || !account) throw unauthorized('auth.wrongCredentials');
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  if (!account.isActive) throw forbidden('auth.disabled');
  await forgiveAttempt(db, keys);
  const session = await createSession(db, account.id);
  return { ...session, user: { id: account.id, username: account.username, role: account.role } };
}
