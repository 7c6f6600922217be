// `npm run user:create -- --username NAME --role Owner`: adds a staff account to the configured database.
// The password comes from CRABCLAW_PASSWORD, or is asked for (twice, not echoed) on a terminal.
import '../env-file.mjs';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, UsernameSchema, type StaffRole } from '@crabclaw/shared';
import { loadConfig } from '../config.ts';
import { databaseTarget, openDatabase } from '../db/client.ts';
import { createAccount } from '../modules/accounts/index.ts';
import { checked, readNewPassword, runCommand } from './console.ts';

runCommand(async () => {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, role: { type: 'string' } },
  });
  const username = checked(UsernameSchema.safeParse(values.username), 'Username');
  const role = values.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new Error(`Role must be one of ${STAFF_ROLES.join(', ')}.`);
  const password = await readNewPassword();

  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.migrate();
    const account = await createAccount(database.db, { username, password, role });
    console.log(`Created the ${account.role} account '${account.username}'.`);
  } finally {
    await database.close();
  }
});
