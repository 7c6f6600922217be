import type { TestProject } from 'vitest/node';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabasePrefix: string;
  }
}

/** Names this run's PostgreSQL test databases and drops them all when the run ends. */
export default async function setup(project: TestProject) {
  const prefix = `crabclaw_test_${Date.now()}`;
  project.provide('testDatabasePrefix', prefix);
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.end();
  };
}
