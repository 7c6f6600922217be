import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';

const ctx = useTestApp();
const BASE = '/api/admin/contact-messages';

/** Stores a message received `minutesAgo` minutes ago, as POST /api/contact would have. */
async function receive(name: string, minutesAgo: number, readAt: Date | null = null) {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      name,
      email: `${name.toLowerCase()}@contoh.id`,
      message: `Pesan dari ${name}`,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      readAt,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const manager = () => signInAs(ctx.app, ctx.database.db, 'Manager');
const get = (staff: SignedIn, url: string) => ctx.app.inject({ method: 'GET', url, headers: staff.headers });
const put = (staff: SignedIn, url: string, payload?: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: staff.headers, ...(payload ? { payload } : {}) });
const senders = (response: { json: () => { data: Array<{ senderName: string }> } }) =>
  response.json().data.map((message) => message.senderName);

describe('the back office’s contact messages', () => {
  it('lists unread messages first, newest first within each group, with the sender’s details', async () => {
    await receive('Lama', 60);
    await receive('Dibaca', 1, new Date());
    await receive('Baru', 5);
    const staff = await manager();

    const response = await get(staff, BASE);
    expect(response.statusCode).toBe(200);
    expect(senders(response)).toEqual(['Baru', 'Lama', 'Dibaca']);
    expect(response.json()).toMatchObject({ totalCount: 3, currentPage: 1, hasNextPage: false });
    expect(response.json().data[0]).toMatchObject({
      senderName: 'Baru',
      senderEmail: 'baru@contoh.id',
      senderPhone: null,
      subject: 'inquiry',
      readAt: null,
      handledAt: null,
    });
    expect(senders(await get(staff, `${BASE}?filter=unread&pageSize=1&page=2`))).toEqual(['Lama']);
  });

  it('counts unread and open messages, and filters open ones', async () => {
    const handled = await receive('Selesai', 3);
    await receive('Dibaca', 2, new Date());
    await receive('Baru', 1);
    const staff = await manager();
    await put(staff, `${BASE}/${handled}/handled`, { handled: true });

    expect((await get(staff, `${BASE}/counts`)).json()).toEqual({ unread: 1, open: 2 });
    expect(senders(await get(staff, `${BASE}?filter=open`))).toEqual(['Baru', 'Dibaca']);
  });

  it('marks a message read once: opening it again keeps the first time', async () => {
    const id = await receive('Ani', 1);
    const staff = await manager();

    const first = await put(staff, `${BASE}/${id}/read`);
    expect(first.statusCode).toBe(200);
    expect(first.json().readAt).toEqual(expect.any(String));
    const again = await put(staff, `${BASE}/${id}/read`);
    expect(again.json().readAt).toBe(first.json().readAt);
    expect((await get(staff, `${BASE}/counts`)).json()).toEqual({ unread: 0, open: 1 });
  });

  it('marks a message handled, which reads it too, and opens it again', async () => {
    const id = await receive('Budi', 1);
    const staff = await manager();

    const handled = await put(staff, `${BASE}/${id}/handled`, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ readAt: expect.any(String), handledAt: expect.any(String) });
    const reopened = await put(staff, `${BASE}/${id}/handled`, { handled: false });
    expect(reopened.json()).toMatchObject({ readAt: handled.json().readAt, handledAt: null });
    const [stored] = await ctx.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ isHandled: false, handledAt: null });
  });

  it('answers 404 for a message that does not exist and 400 for a bad body or id', async () => {
    const staff = await manager();
    expect((await put(staff, `${BASE}/4242/read`)).statusCode).toBe(404);
    expect((await put(staff, `${BASE}/4242/handled`, { handled: true })).statusCode).toBe(404);
    expect((await put(staff, `${BASE}/4242/handled`, { handled: 'yes' })).statusCode).toBe(400);
    expect((await put(staff, `${BASE}/2147483648/read`)).statusCode).toBe(400);
    expect((await get(staff, `${BASE}?filter=spam`)).statusCode).toBe(400);
  });

  it('refuses a User, who may not read the senders’ details', async () => {
    const id = await receive('Citra', 1);
    const user = await signInAs(ctx.app, ctx.database.db, 'User');

    expect((await get(user, BASE)).statusCode).toBe(403);
    expect((await get(user, `${BASE}/counts`)).statusCode).toBe(403);
    expect((await put(user, `${BASE}/${id}/read`)).statusCode).toBe(403);
    expect((await put(user, `${BASE}/${id}/handled`, { handled: true })).statusCode).toBe(403);
    const [stored] = await ctx.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ readAt: null, isHandled: false });
  });
});
