import pg from 'pg';

/**
 * Runs `work` on one connection of its own to the PostgreSQL server at `url`, closed afterwards: for what a
 * pool cannot do (CREATE or DROP DATABASE) or does not need to (a command-line tool's few statements).
 */
export async function withPostgresConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
