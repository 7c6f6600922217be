// `npm run user:create -- --username NAME --role Owner`: adds a staff account to the configured database.
// The password comes from CRABCLAW_PASSWORD, or is asked for (twice, not echoed) on a terminal.
import '../env-file.mjs';
import { parseArgs } from 'node:util';
import {
  decodeMessage,
  PasswordSchema,
  STAFF_ROLES,
  translateMessage,
  UsernameSchema,
  type StaffRole,
} from '@crabclaw/shared';
import { loadConfig } from '../config.ts';
import { databaseTarget, openDatabase } from '../db/client.ts';
import { createAccount } from '../modules/accounts/index.ts';

function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0003') {
          finish();
          if (char === '\u0003') reject(new Error('Cancelled.'));
          else resolve(value);
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.CRABCLAW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new Error('No terminal to ask for the password: set CRABCLAW_PASSWORD in the environment.');
  }
  const password = await askHidden('Password: ');
  if ((await askHidden('Password again: ')) !== password) throw new Error('The two passwords differ.');
  return password;
}

function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
  what: string,
): T {
  if (!result.success)
    throw new Error(`${what}: ${translateMessage('en', decodeMessage(result.error.issues[0]!.message))}`);
  return result.data;
}

async function main() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, role: { type: 'string' } },
  });
  const username = checked(UsernameSchema.safeParse(values.username), 'Username');
  const role = values.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new Error(`Role must be one of ${STAFF_ROLES.join(', ')}.`);
  const password = checked(PasswordSchema.safeParse(await readPassword()), 'Password');

  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    const account = await createAccount(database.db, { username, password, role });
    console.log(`Created the ${account.role} account '${account.username}'.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
