import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { useTestApp } from '../../test/app.ts';
import { OWN_ORIGIN, sessionCookieOf, signInAs } from '../../test/staff.ts';
import { loginFailures, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { createAccount } from '../accounts/index.ts';

const ctx = useTestApp();

const login = (username: string, password: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, headers, remoteAddress });

const me = (cookie?: string) => ctx.app.inject({ method: 'GET', url: '/auth/me', headers: cookie ? { cookie } : {} });

describe('POST /auth/login', () => {
  it('signs in with an httpOnly SameSite=Lax cookie and names the user and role', async () => {
    await createAccount(ctx.database.db, { username: 'Budi', password: 'rahasia-123', role: 'Manager' });
    const response = await login('budi', 'rahasia-123');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { id: expect.any(Number), username: 'Budi', role: 'Manager' } });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^crabclaw_session=[\w-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    expect(response.body).not.toContain(sessionCookieOf(response).split('=')[1]);
  });

  it('marks the cookie Secure when the shop is reached over HTTPS through a trusted proxy', async () => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '10.9.0.1' }),
      database: ctx.database,
      logger: false,
    });
    try {
      await createAccount(ctx.database.db, { username: 'budi', password: 'rahasia-123', role: 'User' });
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'budi', password: 'rahasia-123' },
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '10.9.0.1',
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await app.close();
    }
  });

  it('stores only a hash of the session token', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'User');
    const token = staff.headers.cookie.split('=')[1]!;
    const rows = await ctx.database.db.select().from(staffSessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('gives the same answer for an unknown username and a wrong password', async () => {
    await createAccount(ctx.database.db, { username: 'budi', password: 'rahasia-123', role: 'User' });
    const wrongPassword = await login('budi', 'salah-sekali');
    const unknownUser = await login('siapa', 'salah-sekali');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a disabled account', async () => {
    await createAccount(ctx.database.db, { username: 'budi', password: 'rahasia-123', role: 'User' });
    await ctx.database.db.update(staffUsers).set({ isActive: false });
    const response = await login('budi', 'rahasia-123');
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const payload of [{}, { username: '', password: '' }, { username: 'a\u0000b', password: 'x' }, '{not json']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('sign-in throttling', () => {
  const owner = () => createAccount(ctx.database.db, { username: 'pemilik', password: 'rahasia-123', role: 'Owner' });
  const guesses = (count: number, from: string, username = 'pemilik') =>
    Promise.all(Array.from({ length: count }, (_, index) => login(username, `salah-${index}`, {}, from)));
  const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode);

  it('refuses a sixth attempt from one address at one account, in the caller’s language, even with the right password', async () => {
    await owner();
    expect(statuses(await guesses(5, '10.0.0.1'))).toEqual([401, 401, 401, 401, 401]);
    const refused = await login('PEMILIK', 'rahasia-123', {}, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'auth.tooManyAttempts',
      params: { count: 15 },
      message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.',
    });
    const inEnglish = await login('PEMILIK', 'rahasia-123', { 'accept-language': 'en' }, '10.0.0.1');
    expect(inEnglish.json().message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('checks at most 5 of 100 parallel guesses from one address, the right password among them', async () => {
    await owner();
    const attempts = Array.from({ length: 101 }, (_, index) => (index === 50 ? 'rahasia-123' : `salah-${index}`));
    const responses = await Promise.all(attempts.map((password) => login('pemilik', password, {}, '10.0.0.2')));
    const checked = statuses(responses).filter((status) => status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(checked.every((status) => status === 401 || status === 200)).toBe(true);
  });

  it('lets the owner in from a clean address after many failures from others, but not a failed address', async () => {
    await owner();
    for (const from of ['10.0.1.1', '10.0.1.2', '10.0.1.3', '10.0.1.4']) await guesses(5, from);
    // Under attack, an address that has failed once already waits out its window.
    expect((await login('pemilik', 'salah-lagi', {}, '10.0.2.1')).statusCode).toBe(401);
    expect((await login('pemilik', 'rahasia-123', {}, '10.0.2.1')).statusCode).toBe(429);
    expect((await login('pemilik', 'rahasia-123', {}, '10.0.2.2')).statusCode).toBe(200);
  });

  it('forgets the failures of an address at an account once it signs in, and counts afresh after 15 minutes', async () => {
    await owner();
    await guesses(4, '10.0.3.1');
    expect((await login('pemilik', 'rahasia-123', {}, '10.0.3.1')).statusCode).toBe(200);
    expect(statuses(await guesses(5, '10.0.3.1'))).toEqual([401, 401, 401, 401, 401]);
    expect((await login('pemilik', 'rahasia-123', {}, '10.0.3.1')).statusCode).toBe(429);
    await ctx.database.db.update(loginFailures).set({ windowStart: new Date(Date.now() - 16 * 60 * 1000) });
    expect((await login('pemilik', 'rahasia-123', {}, '10.0.3.1')).statusCode).toBe(200);
  });

  it('counts attempts behind a trusted proxy per forwarded address', async () => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '10.9.0.1' }),
      database: ctx.database,
      logger: false,
    });
    try {
      await owner();
      const viaProxy = (password: string, client: string) =>
        app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: 'pemilik', password },
          remoteAddress: '10.9.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let attempt = 0; attempt < 5; attempt += 1) await viaProxy(`salah-${attempt}`, '203.0.113.5');
      expect((await viaProxy('rahasia-123', '203.0.113.5')).statusCode).toBe(429);
      expect((await viaProxy('rahasia-123', '203.0.113.6')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('GET /auth/me', () => {
  it('answers 200 with no user when signed out', async () => {
    const response = await me();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('names the signed-in user', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'Owner', 'pemilik');
    expect((await me(staff.headers.cookie)).json()).toEqual({
      user: { id: staff.id, username: 'pemilik', role: 'Owner' },
    });
  });

  it('forgets a session whose account was disabled, and clears the cookie', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'User');
    await ctx.database.db.update(staffUsers).set({ isActive: false });
    const response = await me(staff.headers.cookie);
    expect(response.json()).toEqual({ user: null });
    expect(String(response.headers['set-cookie'])).toMatch(/^crabclaw_session=;/);
  });

  it('forgets an expired session and extends one in the second half of its life', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'User');
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await ctx.database.db.update(staffSessions).set({ expiresAt: inTwoDays });
    const extended = await me(staff.headers.cookie);
    expect(extended.json().user).not.toBeNull();
    const [session] = await ctx.database.db.select().from(staffSessions);
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);

    await ctx.database.db.update(staffSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await me(staff.headers.cookie)).json()).toEqual({ user: null });
  });
});

describe('POST /auth/logout', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/logout', headers: staff.headers });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^crabclaw_session=;/);
    expect((await me(staff.headers.cookie)).json()).toEqual({ user: null });
    expect(await ctx.database.db.select().from(staffSessions)).toEqual([]);
  });

  it('is harmless when nobody is signed in', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});

describe('the cross-site request check', () => {
  it('refuses a cookie-authenticated write without an Origin or Referer', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: staff.headers.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect((await me(staff.headers.cookie)).json().user).not.toBeNull();
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'Admin');
    for (const headers of [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/form' },
      { origin: 'null' },
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/users/api/users/create',
        headers: { cookie: staff.headers.cookie, ...headers },
        payload: { username: 'penyusup', password: 'rahasia-123', role: 'Admin' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await ctx.database.db.select().from(staffUsers)).toHaveLength(1);
  });

  it('accepts a Referer from the shop’s own pages', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/users/api/users/create',
      headers: { cookie: staff.headers.cookie, referer: `${OWN_ORIGIN}/app/akun/create` },
      payload: { username: 'kasir', password: 'rahasia-123', role: 'User' },
    });
    expect(own.statusCode).toBe(201);
  });

  it('accepts the PUBLIC_URL origin behind a proxy, and then sets Secure cookies', async () => {
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://crabclaw.example' }),
      database: ctx.database,
      logger: false,
    });
    try {
      await createAccount(ctx.database.db, { username: 'budi', password: 'rahasia-123', role: 'User' });
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: 'https://crabclaw.example' },
        payload: { username: 'budi', password: 'rahasia-123' },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await app.close();
    }
  });

  it('refuses a sign-in posted from another site', async () => {
    await createAccount(ctx.database.db, { username: 'budi', password: 'rahasia-123', role: 'User' });
    expect((await login('budi', 'rahasia-123', { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await login('budi', 'rahasia-123', { origin: OWN_ORIGIN })).statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const staff = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/auth/me',
      headers: { cookie: staff.headers.cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});
