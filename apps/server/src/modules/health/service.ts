import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pendingMigrations } from '../../db/pending-migrations.ts';

export type Health = { ready: true } | { ready: false; message: string; error?: unknown };

/** Ready when the database answers within `timeoutMs` and has every migration of this build. */
export async function checkHealth(db: Executor, timeoutMs: number): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Health>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, message: `The database did not answer within ${timeoutMs} ms.` }),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([inspect(db), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function inspect(db: Executor): Promise<Health> {
  try {
    await db.execute(sql`select 1`);
    const pending = await pendingMigrations(db);
    if (pending.length > 0) {
      return { ready: false, message: `The database lacks migrations: ${pending.join(', ')}.` };
    }
    return { ready: true };
  } catch (error) {
    // The cause goes to the log only: its text may carry internal addresses.
    return { ready: false, message: 'The database does not answer queries.', error };
  }
}
