import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { createThrowawayDatabase } from '../../test/throwaway-database.ts';

/**
 * A shop on a database of its own (a scratch PostgreSQL database, or an in-memory PGlite), migrated; `use`
 * may break the database, which goes away afterwards.
 */
async function withOwnShop(name: string, use: (app: App, database: DatabaseHandle) => Promise<void>) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createThrowawayDatabase(serverUrl, name) : undefined;
  const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: undefined });
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    backgroundJobs: false,
  });
  try {
    await database.migrate();
    await use(app, database);
  } finally {
    await app.close();
    // The test may have closed it already, to see the shop without its database.
    await database.close().catch(() => {});
    await scratch?.drop();
  }
}

describe('GET /api/health on a database of the same kind that was never migrated', () => {
  let database: DatabaseHandle;
  let app: App;
  let dropScratch = async () => {};

  beforeAll(async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const scratch = await createThrowawayDatabase(serverUrl, 'health');
      dropScratch = async () => void (await scratch.drop());
      database = await openDatabase({ url: scratch.url });
    } else {
      database = await openDatabase({ dataDir: undefined });
    }
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      logger: false,
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await dropScratch();
  });

  const health = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers 503 naming the missing migrations, and 200 once they ran', async () => {
    expect(await health()).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        database: database.kind,
        message: expect.stringMatching(
          /^The database lacks migrations: 0000_enable_pg_trgm, 0001_initial_schema(, \d{4}_\w+)*\.$/,
        ),
      },
    });
    await database.migrate();
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: database.kind } });
  });

  it('answers 503 when the newest migration is missing', async () => {
    await database.migrate();
    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.message).toMatch(/^The database lacks migrations: \d{4}_\w+\.$/);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 while the process runs, with its database closed, when /api/health answers 503', async () => {
    await withOwnShop('live', async (app, database) => {
      const live = () => app.inject({ method: 'GET', url: '/api/health/live' });
      expect((await live()).json()).toEqual({ status: 'ok' });
      await database.close();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
      const response = await live();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });
});

describe('a database dropped and recreated empty under a running shop', () => {
  it('answers 503 everywhere, as /api/health says, never 500', async () => {
    await withOwnShop('emptied', async (app, database) => {
      for (const statement of ['drop schema public cascade', 'create schema public', 'drop schema drizzle cascade']) {
        await database.db.execute(sql.raw(statement));
      }
      const answers = await Promise.all(
        [
          { method: 'GET' as const, url: '/api/health' },
          { method: 'GET' as const, url: '/api/CrabClawCategories' },
          { method: 'GET' as const, url: '/api/Product/paginated?search=kepiting' },
          { method: 'POST' as const, url: '/auth/login', payload: { username: 'owner', password: 'whatever-1' } },
        ].map((request) => app.inject(request)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503, 503]);
      expect(answers.slice(1).map((answer) => answer.json().code)).toEqual([
        'server.databaseUnreachable',
        'server.databaseUnreachable',
        'server.databaseUnreachable',
      ]);
    });
  });
});
