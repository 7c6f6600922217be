import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, queryRows, type Executor } from './client.ts';

interface Journal {
  entries: { tag: string; when: number }[];
}

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/**
 * The migrations of this build that the database lacks, by tag. Drizzle's migrator records each applied
 * migration in drizzle.__drizzle_migrations with the journal's `when` as created_at.
 */
export async function pendingMigrations(executor: Executor): Promise<string[]> {
  const [table] = await queryRows<{ present: boolean }>(
    executor,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return journal.entries.map((entry) => entry.tag);
  const rows = await queryRows<{ created_at: string | number }>(
    executor,
    sql`select created_at from drizzle.__drizzle_migrations`,
  );
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return journal.entries.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}
