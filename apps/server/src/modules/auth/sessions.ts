import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { StaffUser } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { staffSessions } from '../../db/schema/index.ts';
import { activeStaffUser } from '../accounts/index.ts';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Only the sha256 of a token is stored: a leaked sessions table holds nothing that signs anyone in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Opens a session for a staff account; also sweeps that account's expired sessions. */
export async function createSession(db: Executor, userId: number, now = new Date()): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.delete(staffSessions).where(and(eq(staffSessions.userId, userId), lt(staffSessions.expiresAt, now)));
  await db.insert(staffSessions).values({ tokenHash: tokenHash(token), userId, expiresAt });
  return { token, expiresAt };
}

export interface ActiveSession {
  user: StaffUser;
  expiresAt: Date;
}

/**
 * The live session behind a token: unexpired, and its account still active. The accounts module owns the
 * accounts, so they are asked for it by id rather than joined here: one primary-key lookup more.
 */
export async function findSession(db: Executor, token: string, now = new Date()): Promise<ActiveSession | null> {
  const [session] = await db
    .select({ userId: staffSessions.userId, expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), gt(staffSessions.expiresAt, now)))
    .limit(1);
  if (!session) return null;
  const user = await activeStaffUser(db, session.userId);
  return user ? { user, expiresAt: session.expiresAt } : null;
}

/**
 * Sliding expiry: a session used in the second half of its life gets a fresh week, so staff who work
 * daily are not signed out mid-task. Returns the new expiry, or null when nothing changed.
 */
export async function extendSession(db: Executor, token: string, session: ActiveSession, now = new Date()) {
  if (session.expiresAt.getTime() - now.getTime() > SESSION_TTL_MS / 2) return null;
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .update(staffSessions)
    .set({ expiresAt })
    .where(eq(staffSessions.tokenHash, tokenHash(token)));
  return expiresAt;
}

export async function revokeSession(db: Executor, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}

/** Ends every session of an account: on disable and on a password change. */
export async function revokeUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}
