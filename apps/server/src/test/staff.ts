import type { StaffRole } from '@crabclaw/shared';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createAccount } from '../modules/accounts/index.ts';

/** The origin app.inject's requests come from (Host localhost:80), for writes that pass the origin check. */
export const OWN_ORIGIN = 'http://localhost';

export interface SignedIn {
  id: number;
  username: string;
  /** Headers of a browser on the shop's own page: the session cookie and the Origin (and its language). */
  headers: { cookie: string; origin: string; 'accept-language'?: string };
}

/** The same staff member with the back office in English, the language the spec words its catalogue screens in. */
export function inEnglish(staff: SignedIn): SignedIn {
  return { ...staff, headers: { ...staff.headers, 'accept-language': 'en' } };
}

/** The `name=value` part of the session cookie a response set. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const setCookie = [response.headers['set-cookie']]
    .flat()
    .find((value) => String(value).startsWith('crabclaw_session='));
  if (!setCookie) throw new Error('the response set no session cookie');
  return String(setCookie).split(';')[0]!;
}

/** Creates a staff account with this role and signs it in through POST /auth/login. */
export async function signInAs(
  app: App,
  db: Database,
  role: StaffRole,
  username = `${role.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`,
  password = 'rahasia-123',
): Promise<SignedIn> {
  const account = await createAccount(db, { username, password, role });
  const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { id: account.id, username, headers: { cookie: sessionCookieOf(response), origin: OWN_ORIGIN } };
}
