import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { decodeMessage, PasswordSchema, translateMessage, UsernameSchema } from '@crabclaw/shared';
import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { randomPassword } from '../auth/index.ts';
import { countAccounts, createAccount, findAccountByUsername } from './service.ts';

type OwnerConfig = Pick<Config, 'OWNER_USERNAME' | 'OWNER_PASSWORD'>;

function valid(schema: typeof UsernameSchema | typeof PasswordSchema, value: string, name: string): string {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`${name} is not valid: ${translateMessage('en', decodeMessage(result.error.issues[0]!.message))}`);
  }
  return result.data;
}

/**
 * Makes sure someone can sign in after start (issue 5, first owner). OWNER_USERNAME + OWNER_PASSWORD:
 * that account exists as an active Owner (an existing account keeps its password, so a password changed
 * in the back office is not undone by a restart). Without them, a database with no account at all gets
 * 'owner' with a random password, printed once on the terminal. There is no fixed default password.
 */
export async function ensureOwner(database: Pick<DatabaseHandle, 'db'>, config: OwnerConfig, log: FastifyBaseLogger) {
  const { db } = database;
  const { OWNER_USERNAME: username, OWNER_PASSWORD: password } = config;
  if (Boolean(username) !== Boolean(password)) {
    throw new Error('OWNER_USERNAME and OWNER_PASSWORD must be set together.');
  }
  if (username && password) {
    const validUsername = valid(UsernameSchema, username, 'OWNER_USERNAME');
    const existing = await findAccountByUsername(db, validUsername);
    if (!existing) {
      await createAccount(db, {
        username: validUsername,
        password: valid(PasswordSchema, password, 'OWNER_PASSWORD'),
        role: 'Owner',
      });
      log.info(`created the owner account '${validUsername}' from OWNER_USERNAME`);
    } else if (existing.role !== 'Owner' || !existing.isActive) {
      await db.update(staffUsers).set({ role: 'Owner', isActive: true }).where(eq(staffUsers.id, existing.id));
      log.warn(`made '${existing.username}' an active Owner again, as OWNER_USERNAME asks`);
    }
    return;
  }
  if ((await countAccounts(db)) > 0) return;
  const generated = randomPassword();
  await createAccount(db, { username: 'owner', password: generated, role: 'Owner' });
  announceOwner('owner', generated);
  log.warn(`created the back-office account 'owner' with a generated password, printed once on the terminal`);
}

/**
 * Straight to the terminal, in a block nobody scrolls past: not into the log, whose lines are collected and
 * kept, and which carries no passwords.
 */
function announceOwner(username: string, password: string) {
  const rule = '='.repeat(72);
  const lines = [
    rule,
    'The back office has its first account. Sign in at /auth/login with',
    `  username: ${username}`,
    `  password: ${password}`,
    'This password is shown only this once: change it under Accounts after signing in.',
    rule,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
