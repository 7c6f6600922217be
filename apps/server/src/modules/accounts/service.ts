import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  canManageAccount,
  type AssignableRole,
  type OwnPasswordChange,
  type StaffAccount,
  type StaffRole,
  type StaffUser,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { forbidden, hashPassword, revokeUserSessions, verifyPassword } from '../auth/index.ts';

type AccountRow = typeof staffUsers.$inferSelect;

function toAccount(row: AccountRow): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every staff account, oldest first. */
export async function listAccounts(db: Executor): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.createdAt), asc(staffUsers.id));
  return rows.map(toAccount);
}

/** Finds an account by username, ignoring letter case (the unique index is on lower(username)). */
export async function findAccountByUsername(db: Executor, username: string) {
  const [account] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = lower(${username})`)
    .limit(1);
  return account;
}

/** The staff member an account is while it is active: what a session signs in (auth's sessions ask here). */
export async function activeStaffUser(db: Executor, id: number): Promise<StaffUser | undefined> {
  const [user] = await db
    .select({ id: staffUsers.id, username: staffUsers.username, role: staffUsers.role })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, id), eq(staffUsers.isActive, true)))
    .limit(1);
  return user;
}

export async function countAccounts(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(staffUsers);
  return row?.total ?? 0;
}

export interface NewStaffAccount {
  username: string;
  password: string;
  role: StaffRole;
}

/**
 * Stores a new account with an argon2id hash; a username taken in any letter case answers 409.
 * POST /users/api/users/create, the CLI and the start-up owner all come here.
 */
export async function createAccount(
  db: Executor,
  { username, password, role }: NewStaffAccount,
): Promise<StaffAccount> {
  const passwordHash = await hashPassword(password);
  const [row] = await db.insert(staffUsers).values({ username, passwordHash, role }).onConflictDoNothing().returning();
  if (!row) throw conflict('account.usernameTaken', { username: 'account.usernameTaken' });
  return toAccount(row);
}

async function manageableAccount(db: Executor, actor: StaffUser, id: number): Promise<AccountRow> {
  const [target] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  if (!target) throw notFound('account.notFound');
  if (!canManageAccount(actor, { id: target.id, role: target.role })) {
    throw forbidden(target.id === actor.id ? 'account.notOwnAccount' : 'account.ownerOnly');
  }
  return target;
}

async function updateAccount(db: Executor, id: number, values: Partial<AccountRow>): Promise<StaffAccount> {
  const [row] = await db
    .update(staffUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staffUsers.id, id))
    .returning();
  if (!row) throw notFound('account.notFound');
  return toAccount(row);
}

/** Disables or re-enables an account; disabling ends all its sessions at once. */
export function setAccountStatus(db: Executor, actor: StaffUser, id: number, isActive: boolean) {
  return db.transaction(async (tx) => {
    await manageableAccount(tx, actor, id);
    const account = await updateAccount(tx, id, { isActive });
    if (!isActive) await revokeUserSessions(tx, id);
    return account;
  });
}

/** Gives an account another role below Owner; it takes effect on its next request. */
export function setAccountRole(db: Executor, actor: StaffUser, id: number, role: AssignableRole) {
  return db.transaction(async (tx) => {
    await manageableAccount(tx, actor, id);
    return updateAccount(tx, id, { role });
  });
}

/** A password change ends every session of the account, in the same transaction as the new hash. */
async function replacePassword(tx: Executor, id: number, passwordHash: string): Promise<StaffAccount> {
  const account = await updateAccount(tx, id, { passwordHash });
  await revokeUserSessions(tx, id);
  return account;
}

/** Sets a new password chosen by an Owner or Admin and signs the account out everywhere. */
export async function resetPassword(db: Executor, actor: StaffUser, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await manageableAccount(tx, actor, id);
    await replacePassword(tx, id, passwordHash);
  });
}

/**
 * Sets a new password from the console (`npm run user:reset-password`), where no staff member acts, and signs
 * the account out everywhere; the username in any letter case. Null when there is no such account.
 */
export async function resetPasswordOf(db: Executor, username: string, password: string): Promise<StaffAccount | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const account = await findAccountByUsername(tx, username);
    return account ? replacePassword(tx, account.id, passwordHash) : null;
  });
}

/**
 * A staff member changes their own password; every session of the account ends (the caller opens a
 * fresh one for the device that made the change).
 */
export async function changeOwnPassword(db: Executor, staff: StaffUser, change: OwnPasswordChange): Promise<void> {
  const [account] = await db.select().from(staffUsers).where(eq(staffUsers.id, staff.id)).limit(1);
  if (!account) throw notFound('account.notFound');
  if (!(await verifyPassword(account.passwordHash, change.currentPassword))) {
    throw badRequest('account.currentPasswordWrong', { currentPassword: 'account.currentPasswordWrong' });
  }
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction((tx) => replacePassword(tx, staff.id, passwordHash));
}
