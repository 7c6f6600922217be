import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { useTestApp } from '../../test/app.ts';
import { createAccount } from '../accounts/index.ts';
import { passwordCheckGate } from './password-gate.ts';

describe('passwordCheckGate', () => {
  it('refuses a check past its limit at once with 429 and a retry time, and admits the next once one ends', async () => {
    const checkPassword = passwordCheckGate(2);
    const pending: Array<() => void> = [];
    const slowCheck = () => new Promise<boolean>((resolve) => pending.push(() => resolve(true)));
    const first = checkPassword(slowCheck);
    const second = checkPassword(slowCheck);

    const refused = await checkPassword(slowCheck).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, reason: { code: 'auth.busy' }, retryAfterSeconds: 2 });
    expect(pending).toHaveLength(2);

    pending[0]!();
    expect(await first).toBe(true);
    const third = checkPassword(slowCheck);
    expect(pending).toHaveLength(3);
    pending[1]!();
    pending[2]!();
    expect(await Promise.all([second, third])).toEqual([true, true]);
  });

  it('counts a check that failed as ended', async () => {
    const checkPassword = passwordCheckGate(1);
    await expect(checkPassword(() => Promise.reject(new Error('argon2 failed')))).rejects.toThrow('argon2 failed');
    expect(await checkPassword(() => Promise.resolve(true))).toBe(true);
  });
});

describe('POST /auth/login under a crowd', () => {
  const ctx = useTestApp();

  it('refuses attempts beyond what the process hashes at once, in the caller’s language, and the owner signs in after', async () => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGN_INS_IN_FLIGHT: '1' }),
      database: ctx.database,
      logger: false,
    });
    try {
      await createAccount(ctx.database.db, { username: 'pemilik', password: 'rahasia-owner-1', role: 'Owner' });
      // Ten guessers at once, each from its own address. With the tests' cheap hashes a check lasts well under a
      // millisecond, so whether two meet at the gate depends on how the database answers their attempts: a
      // crowd comes again, as new guessers, until two have met.
      const crowdOf = (round: number) =>
        Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            app.inject({
              method: 'POST',
              url: '/auth/login',
              payload: { username: `tamu${round}-${index}`, password: 'tebakan-123' },
              remoteAddress: `10.1.${round}.${index + 1}`,
            }),
          ),
        );
      let refused: Awaited<ReturnType<typeof crowdOf>> = [];
      for (let round = 0; round < 20 && refused.length === 0; round++) {
        const crowd = await crowdOf(round);
        const statuses = crowd.map((answer) => answer.statusCode);
        expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
        refused = crowd.filter((answer) => answer.statusCode === 429);
      }
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0]!.headers['retry-after']).toBe('2');
      expect(refused[0]!.json()).toMatchObject({
        code: 'auth.busy',
        message: 'Terlalu banyak percobaan masuk bersamaan saat ini. Coba lagi dalam beberapa detik.',
      });

      const owner = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'pemilik', password: 'rahasia-owner-1' },
        remoteAddress: '10.2.0.1',
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
