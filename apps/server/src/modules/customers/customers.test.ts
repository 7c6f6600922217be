import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { insertOrder } from '../../test/fixtures.ts';

const ctx = useTestApp();
interface Buyer {
  name: string;
  email: string;
  phone: string;
}

const placeOrder = (buyer: Buyer, total: number, createdAt: string, status = 'Pending') =>
  insertOrder(ctx.database.db, {
    status,
    customerFullName: buyer.name,
    customerEmail: buyer.email,
    customerPhone: buyer.phone,
    total,
    createdAt: new Date(createdAt),
    lines: [],
  });

const customers = (owner: SignedIn, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/customers${query}`, headers: owner.headers });

describe('GET /api/admin/customers', () => {
  it('builds one customer per e-mail address from their orders', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    await placeOrder({ name: 'Siti', email: 'siti@contoh.id', phone: '0811' }, 100_000, '2026-01-02T03:00:00Z');
    await placeOrder({ name: 'Siti Aminah', email: 'SITI@contoh.id', phone: '0812' }, 50_000, '2026-02-02T03:00:00Z');
    await placeOrder(
      { name: 'Siti', email: 'siti@contoh.id', phone: '0811' },
      70_000,
      '2026-01-15T03:00:00Z',
      'Cancelled',
    );
    await placeOrder({ name: 'Budi', email: 'budi@contoh.id', phone: '0813' }, 30_000, '2026-01-20T03:00:00Z');

    const response = await customers(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          customerName: 'Siti Aminah',
          customerEmail: 'SITI@contoh.id',
          customerPhone: '0812',
          orderCount: 3,
          totalSpent: 150_000,
          lastOrderDate: '2026-02-02T03:00:00.000Z',
        },
        {
          customerName: 'Budi',
          customerEmail: 'budi@contoh.id',
          customerPhone: '0813',
          orderCount: 1,
          totalSpent: 30_000,
          lastOrderDate: '2026-01-20T03:00:00.000Z',
        },
      ],
      totalCount: 2,
      totalPages: 1,
      currentPage: 1,
      pageSize: 10,
      hasNextPage: false,
      hasPreviousPage: false,
    });
  });

  it('finds customers by any name, e-mail or phone they ordered with, taking % and _ literally', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    await placeOrder({ name: 'Siti', email: 'siti@contoh.id', phone: '0811' }, 100_000, '2026-01-02T03:00:00Z');
    await placeOrder({ name: 'Budi Santoso', email: 'budi@contoh.id', phone: '0813' }, 30_000, '2026-01-20T03:00:00Z');
    await placeOrder({ name: 'Rina', email: 'rina_100%@contoh.id', phone: '0899' }, 30_000, '2026-01-21T03:00:00Z');

    const names = async (search: string) =>
      (await customers(owner, `?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((c: { customerName: string }) => c.customerName);
    expect(await names('santoso')).toEqual(['Budi Santoso']);
    expect(await names('SITI@')).toEqual(['Siti']);
    expect(await names('0813')).toEqual(['Budi Santoso']);
    expect(await names('_100%')).toEqual(['Rina']);
    expect(await names('%')).toEqual(['Rina']);
    expect(await names('tidak ada')).toEqual([]);
  });

  it('pages through customers, most recent first', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    for (let day = 1; day <= 7; day++) {
      await placeOrder(
        { name: `Pelanggan ${day}`, email: `p${day}@contoh.id`, phone: '08' },
        10_000,
        `2026-01-0${day}T03:00:00Z`,
      );
    }
    const page = (await customers(owner, '?page=2&pageSize=3')).json();
    expect(page.data.map((c: { customerName: string }) => c.customerName)).toEqual([
      'Pelanggan 4',
      'Pelanggan 3',
      'Pelanggan 2',
    ]);
    expect(page).toMatchObject({ totalCount: 7, totalPages: 3, currentPage: 2 });
  });

  it('refuses malformed queries with 400', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    for (const query of ['?page=-1', '?pageSize=0', `?search=${'x'.repeat(101)}`, '?search=a%00b']) {
      expect((await customers(owner, query)).statusCode).toBe(400);
    }
  });

  it('is for owners only', async () => {
    const admin = await signInAs(ctx.app, ctx.database.db, 'Admin');
    expect((await customers(admin)).statusCode).toBe(403);
  });
});
