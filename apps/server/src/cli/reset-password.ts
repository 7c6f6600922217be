// `npm run user:reset-password -- --username NAME`: gives a staff account a new password and ends all its
// sessions. The password comes from CRABCLAW_PASSWORD, or is asked for (twice, not echoed) on a terminal.
// Works while the shop runs on PostgreSQL; the embedded database belongs to the running shop, whose lock
// refuses this command in one line (stop the shop, reset, start it again).
import '../env-file.mjs';
import { parseArgs } from 'node:util';
import { UsernameSchema } from '@crabclaw/shared';
import { loadConfig } from '../config.ts';
import { databaseTarget, openDatabase } from '../db/client.ts';
import { resetPasswordOf } from '../modules/accounts/index.ts';
import { checked, readNewPassword, runCommand } from './console.ts';

runCommand(async () => {
  const { values } = parseArgs({ options: { username: { type: 'string' } } });
  const username = checked(UsernameSchema.safeParse(values.username), 'Username');
  const password = await readNewPassword();

  const database = await openDatabase(databaseTarget(loadConfig()));
  try {
    const account = await resetPasswordOf(database.db, username, password);
    if (!account) throw new Error(`There is no staff account named '${username}'.`);
    console.log(`Set a new password for '${account.username}' and signed it out everywhere.`);
  } finally {
    await database.close();
  }
});
