import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { createAccount, ensureOwner } from './index.ts';

const ctx = useTestApp();

function call(staff: SignedIn, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: staff.headers, payload });
}

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie } });
const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password } });

describe('POST /users/api/users/create', () => {
  it('adds an account that can sign in with the role it was given', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const response = await call(admin, 'POST', '/users/api/users/create', {
      username: 'kasir',
      password: 'rahasia-123',
      role: 'Manager',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: 'kasir',
      role: 'Manager',
      isActive: true,
      createdAt: expect.any(String),
    });
    expect((await login('kasir', 'rahasia-123')).json().user.role).toBe('Manager');
    const [stored] = await ctx.database.db.select().from(staffUsers).where(eq(staffUsers.username, 'kasir'));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers each bad field with the spec message', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const response = await call(owner, 'POST', '/users/api/users/create', {
      username: 'ab',
      password: '123',
      role: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: 'Username minimal 3 karakter',
      password: 'Password minimal 6 karakter',
      role: 'Role wajib dipilih',
    });
  });

  it('refuses Owner as a role', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const response = await call(owner, 'POST', '/users/api/users/create', {
      username: 'pemilik2',
      password: 'rahasia-123',
      role: 'Owner',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a username that is taken in any letter case', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner', 'Pemilik');
    const response = await call(owner, 'POST', '/users/api/users/create', {
      username: 'PEMILIK',
      password: 'rahasia-123',
      role: 'User',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'account.usernameTaken',
      message: 'Username sudah dipakai',
      errors: { username: 'Username sudah dipakai' },
      fieldCodes: { username: { code: 'account.usernameTaken' } },
    });
  });
});

describe('managing accounts', () => {
  it('lists accounts without their password hashes', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner', 'pemilik');
    await createAccount(ctx.database.db, { username: 'kasir', password: 'rahasia-123', role: 'User' });
    const response = await call(owner, 'GET', '/users/api/users');
    expect(response.json().map((a: { username: string }) => a.username)).toEqual(['pemilik', 'kasir']);
    expect(response.body).not.toContain('argon2');
  });

  it('disabling an account ends its sessions at once; enabling lets it sign in again', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const user = await signInAs(ctx.app, ctx.database.db, 'User', 'kasir');
    const disabled = await call(admin, 'PUT', `/users/api/users/${user.id}/status`, { isActive: false });
    expect(disabled.json()).toMatchObject({ username: 'kasir', isActive: false });
    expect((await me(user.headers.cookie)).json()).toEqual({ user: null });
    expect((await login('kasir', 'rahasia-123')).statusCode).toBe(403);

    await call(admin, 'PUT', `/users/api/users/${user.id}/status`, { isActive: true });
    expect((await login('kasir', 'rahasia-123')).statusCode).toBe(200);
  });

  it('a new role applies to the next request of a signed-in account', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const user = await signInAs(ctx.app, ctx.database.db, 'User');
    const changed = await call(admin, 'PUT', `/users/api/users/${user.id}/role`, { role: 'Manager' });
    expect(changed.json().role).toBe('Manager');
    expect((await me(user.headers.cookie)).json().user.role).toBe('Manager');
  });

  it('a password reset replaces the password and signs the account out', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const user = await signInAs(ctx.app, ctx.database.db, 'User', 'kasir');
    const reset = await call(owner, 'PUT', `/users/api/users/${user.id}/password`, { password: 'baru-456' });
    expect(reset.statusCode).toBe(204);
    expect((await me(user.headers.cookie)).json()).toEqual({ user: null });
    expect((await login('kasir', 'rahasia-123')).statusCode).toBe(401);
    expect((await login('kasir', 'baru-456')).statusCode).toBe(200);
  });

  it('keeps Admins away from Owner accounts and everyone away from their own', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    for (const [url, payload] of [
      [`/users/api/users/${owner.id}/status`, { isActive: false }],
      [`/users/api/users/${owner.id}/role`, { role: 'User' }],
      [`/users/api/users/${owner.id}/password`, { password: 'diambil-alih' }],
      [`/users/api/users/${admin.id}/status`, { isActive: false }],
      [`/users/api/users/${admin.id}/role`, { role: 'User' }],
    ] as const) {
      expect((await call(admin, 'PUT', url, payload)).statusCode).toBe(403);
    }
    expect((await me(owner.headers.cookie)).json().user.role).toBe('Owner');
  });

  it('answers 404 for an account that does not exist and 400 for a malformed id', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    expect((await call(owner, 'PUT', '/users/api/users/999999/status', { isActive: false })).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await call(owner, 'PUT', `/users/api/users/${id}/status`, { isActive: false })).statusCode).toBe(400);
    }
  });
});

describe('PUT /users/api/users/me/password', () => {
  it('needs the current password', async () => {
    const user = await signInAs(ctx.app, ctx.database.db, 'User');
    const response = await call(user, 'PUT', '/users/api/users/me/password', {
      currentPassword: 'bukan-ini',
      newPassword: 'baru-456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ currentPassword: 'Password saat ini salah' });
  });

  it('ends every other session and keeps this device signed in with a fresh cookie', async () => {
    const user = await signInAs(ctx.app, ctx.database.db, 'User', 'kasir');
    const otherDevice = (await login('kasir', 'rahasia-123')).headers['set-cookie'];
    const response = await call(user, 'PUT', '/users/api/users/me/password', {
      currentPassword: 'rahasia-123',
      newPassword: 'baru-456',
    });
    expect(response.statusCode).toBe(204);
    const fresh = String(response.headers['set-cookie']).split(';')[0]!;
    expect((await me(fresh)).json().user.username).toBe('kasir');
    expect((await me(user.headers.cookie)).json()).toEqual({ user: null });
    expect((await me(String(otherDevice).split(';')[0]!)).json()).toEqual({ user: null });
    expect((await login('kasir', 'baru-456')).statusCode).toBe(200);
  });
});

describe('the first owner at start', () => {
  const log = () =>
    ({ info: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

  it('creates the OWNER_USERNAME account as Owner and leaves an existing one’s password alone', async () => {
    const config = { OWNER_USERNAME: 'juragan', OWNER_PASSWORD: 'pertama-123' };
    await ensureOwner({ db: ctx.database.db }, config, log());
    await ensureOwner({ db: ctx.database.db }, { ...config, OWNER_PASSWORD: 'kedua-456' }, log());
    expect((await login('juragan', 'pertama-123')).json().user).toMatchObject({ username: 'juragan', role: 'Owner' });
  });

  it('makes an existing OWNER_USERNAME account an active Owner again', async () => {
    await createAccount(ctx.database.db, { username: 'juragan', password: 'pertama-123', role: 'User' });
    await ctx.database.db.update(staffUsers).set({ isActive: false });
    await ensureOwner({ db: ctx.database.db }, { OWNER_USERNAME: 'juragan', OWNER_PASSWORD: 'x'.repeat(8) }, log());
    expect((await login('juragan', 'pertama-123')).json().user.role).toBe('Owner');
  });

  it('gives a database without accounts an owner, its password printed once on the terminal, not logged', async () => {
    const logger = log();
    const printed: string[] = [];
    const terminal = vi.spyOn(process.stdout, 'write').mockImplementation((text) => printed.push(String(text)) > 0);
    try {
      await ensureOwner({ db: ctx.database.db }, {}, logger);
      await ensureOwner({ db: ctx.database.db }, {}, logger);
    } finally {
      terminal.mockRestore();
    }
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0]!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(String(logger.warn.mock.calls[0]![0])).not.toContain(password);
    expect((await login('owner', password)).json().user).toMatchObject({ username: 'owner', role: 'Owner' });
  });

  it('creates nobody when accounts exist', async () => {
    await createAccount(ctx.database.db, { username: 'kasir', password: 'rahasia-123', role: 'User' });
    await ensureOwner({ db: ctx.database.db }, {}, log());
    expect(await ctx.database.db.select().from(staffUsers)).toHaveLength(1);
  });

  it('stops the start when only half of the owner pair is set', async () => {
    await expect(ensureOwner({ db: ctx.database.db }, { OWNER_USERNAME: 'juragan' }, log())).rejects.toThrow(
      'OWNER_USERNAME and OWNER_PASSWORD must be set together.',
    );
  });
});
