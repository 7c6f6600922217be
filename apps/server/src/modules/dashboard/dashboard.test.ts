import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SHOP_FACTS, type Dashboard, type FirstRunItemId, type ProductStatus, type StaffRole } from '@crabclaw/shared';
import { useTestApp } from '../../test/app.ts';
import { signInAs, type SignedIn } from '../../test/staff.ts';
import { categories, generalParameters, products } from '../../db/schema/index.ts';
import { insertOrder } from '../../test/fixtures.ts';
import type { Database } from '../../db/client.ts';
import { getDashboard } from './service.ts';

const ctx = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

interface Payment {
  paidAt?: Date;
  archived?: boolean;
}

function placeOrder(
  db: Database,
  createdAt: Date,
  total: number,
  status = 'Pending',
  lines = 1,
  { paidAt, archived = false }: Payment = {},
) {
  return insertOrder(db, {
    status,
    total,
    paymentMethodId: 'cod',
    paymentMethodName: 'COD',
    createdAt,
    paymentStatus: paidAt ? 'Paid' : 'Pending',
    paymentDate: paidAt,
    archivedAt: archived ? createdAt : null,
    lines: Array.from({ length: lines }, () => ({ productName: 'Kepiting', unitPrice: total })),
  });
}

interface StockedProduct {
  status?: ProductStatus;
  lowStockThreshold?: number | null;
  deleted?: boolean;
}

async function addProducts(db: Database, stocks: Array<[string, number, StockedProduct?]>) {
  const [category] = await db
    .insert(categories)
    .values({ name: 'Kepiting', slug: 'kepiting', description: 'Kepiting segar' })
    .returning();
  for (const [name, stock, { status = 'Fresh', lowStockThreshold = null, deleted = false } = {}] of stocks) {
    await db.insert(products).values({
      categoryId: category!.id,
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      description: 'Segar dari laut',
      status,
      originalPrice: 100_000,
      price: 100_000,
      weight: 1,
      location: 'Jakarta',
      stock,
      lowStockThreshold,
      deletedAt: deleted ? new Date() : null,
    });
  }
}

describe('the dashboard figures', () => {
  it('counts orders today, the money received this month and pending orders, archived orders left out', async () => {
    const now = new Date('2026-03-15T05:00:00Z'); // 12:00 in Jakarta
    const db = ctx.database.db;
    await placeOrder(db, new Date('2026-03-15T01:00:00Z'), 100_000);
    // 01:30 on the 15th in Jakarta, paid then
    await placeOrder(db, new Date('2026-03-14T18:30:00Z'), 50_000, 'Delivered', 1, {
      paidAt: new Date('2026-03-14T18:40:00Z'),
    });
    await placeOrder(db, new Date('2026-03-14T16:00:00Z'), 30_000, 'Processing'); // 23:00 on the 14th in Jakarta
    // Placed in February, paid on 1 March 00:30 in Jakarta: this month's money.
    await placeOrder(db, new Date('2026-02-27T05:00:00Z'), 70_000, 'Processing', 1, {
      paidAt: new Date('2026-02-28T17:30:00Z'),
    });
    // Paid on 28 February 23:30 in Jakarta: last month's.
    await placeOrder(db, new Date('2026-02-27T05:00:00Z'), 20_000, 'Processing', 1, {
      paidAt: new Date('2026-02-28T16:30:00Z'),
    });
    await placeOrder(db, new Date('2026-03-15T02:00:00Z'), 999_000, 'Pending', 1, {
      paidAt: new Date('2026-03-15T02:00:00Z'),
      archived: true,
    });

    const dashboard = await getDashboard(db, 'Owner', now);
    expect(dashboard.ordersToday).toBe(2);
    expect(dashboard.revenueThisMonth).toBe(120_000);
    expect(dashboard.pendingOrders).toBe(1);
  });

  it('charts the money received on each of the last 30 shop days, oldest first, quiet days at 0', async () => {
    const now = new Date('2026-03-15T05:00:00Z');
    const db = ctx.database.db;
    await placeOrder(db, new Date('2026-03-15T01:00:00Z'), 100_000, 'Pending', 1, { paidAt: now });
    await placeOrder(db, new Date('2026-03-15T02:00:00Z'), 20_000);
    // Placed on the 14th, paid on the 15th (Jakarta): its money counts on the 15th.
    await placeOrder(db, new Date('2026-03-14T10:00:00Z'), 30_000, 'Processing', 1, {
      paidAt: new Date('2026-03-14T18:00:00Z'),
    });
    await placeOrder(db, new Date('2026-02-14T05:00:00Z'), 40_000, 'Delivered', 1, {
      paidAt: new Date('2026-02-14T06:00:00Z'),
    }); // 29 days before
    await placeOrder(db, new Date('2026-02-13T05:00:00Z'), 55_000, 'Delivered', 1, {
      paidAt: new Date('2026-02-13T06:00:00Z'),
    }); // 30 days before: outside
    await placeOrder(db, new Date('2026-03-01T05:00:00Z'), 80_000, 'Cancelled');

    const { revenueByDay } = await getDashboard(db, 'Owner', now);
    expect(revenueByDay).toHaveLength(30);
    expect(revenueByDay[0]).toEqual({ date: '2026-02-14', revenue: 40_000, orders: 1 });
    expect(revenueByDay.at(-2)).toEqual({ date: '2026-03-14', revenue: 0, orders: 1 });
    expect(revenueByDay.at(-1)).toEqual({ date: '2026-03-15', revenue: 130_000, orders: 2 });
    expect(revenueByDay.find((day) => day.date === '2026-03-01')).toEqual({
      date: '2026-03-01',
      revenue: 0,
      orders: 0,
    });
  });

  async function lowStockOverHttp() {
    const staff = await signInAs(ctx.app, ctx.database.db, 'User');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers });
    expect(response.statusCode).toBe(200);
    const { lowStockCount, lowStockProducts } = response.json<Dashboard>();
    return { lowStockCount, lowStock: lowStockProducts.map((p) => [p.productName, p.stock, p.threshold]) };
  }

  it('lists products at or below their own threshold, else the default 5, lowest first, no longer sold ones left out', async () => {
    await addProducts(ctx.database.db, [
      ['Kepiting Bakau', 0],
      ['Lobster', 5],
      ['Udang', 6],
      ['Cumi', 2, { status: 'Out of Stock' }],
      ['Tiram', 12, { lowStockThreshold: 20 }],
      ['Rajungan', 3, { lowStockThreshold: 2 }],
      ['Kerang', 1, { status: 'Discontinued' }],
      ['Gurita', 1, { deleted: true }],
    ]);
    expect(await lowStockOverHttp()).toEqual({
      lowStockCount: 4,
      lowStock: [
        ['Kepiting Bakau', 0, 5],
        ['Cumi', 2, 5],
        ['Lobster', 5, 5],
        ['Tiram', 12, 20],
      ],
    });
  });

  it('holds products without a threshold of their own to parameter 014, and to 5 when 014 is missing or unreadable', async () => {
    const db = ctx.database.db;
    await addProducts(db, [
      ['Lobster', 5],
      ['Udang', 8],
      ['Tiram', 9, { lowStockThreshold: 1 }],
    ]);
    await db
      .insert(generalParameters)
      .values({ paramCode: '014', paramName: 'Batas stok menipis bawaan', deskripsi: '8' });
    expect((await lowStockOverHttp()).lowStock).toEqual([
      ['Lobster', 5, 8],
      ['Udang', 8, 8],
    ]);

    await db.update(generalParameters).set({ deskripsi: 'delapan' }).where(eq(generalParameters.paramCode, '014'));
    expect((await lowStockOverHttp()).lowStock).toEqual([['Lobster', 5, 5]]);
  });

  it('shows the 5 latest orders with their item counts', async () => {
    const db = ctx.database.db;
    for (let day = 7; day >= 1; day--)
      await placeOrder(db, new Date(Date.now() - day * DAY), 10_000 * day, 'Pending', day);
    const { latestOrders } = await getDashboard(db, 'Owner');
    expect(latestOrders.map((order) => order.itemCount)).toEqual([1, 2, 3, 4, 5]);
    expect(latestOrders[0]).toMatchObject({ total: 10_000, status: 'Pending', paymentMethodName: 'COD' });
  });

  it('is answered over HTTP to signed-in staff', async () => {
    const user = await signInAs(ctx.app, ctx.database.db, 'User');
    await placeOrder(ctx.database.db, new Date(), 25_000, 'Pending', 1, { paidAt: new Date() });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: user.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ ordersToday: 1, pendingOrders: 1, revenueThisMonth: 25_000 });
  });

  it('names the latest orders’ customers to Owner and Admin and leaves them out for Manager and User', async () => {
    const order = await placeOrder(ctx.database.db, new Date(), 25_000);
    const customerOf = async (role: StaffRole) => {
      const staff = await signInAs(ctx.app, ctx.database.db, role);
      const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers });
      const [latest] = response.json().latestOrders;
      expect(latest).toMatchObject({ orderNumber: order.orderNumber, total: 25_000, itemCount: 1 });
      const { customerName, customerEmail, customerPhone } = latest;
      return { customerName, customerEmail, customerPhone };
    };
    const named = {
      customerName: order.customerFullName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
    };
    const unnamed = { customerName: null, customerEmail: null, customerPhone: null };
    expect(await customerOf('Owner')).toEqual(named);
    expect(await customerOf('Admin')).toEqual(named);
    expect(await customerOf('Manager')).toEqual(unnamed);
    expect(await customerOf('User')).toEqual(unnamed);
  });
});

describe('the first-run checklist', () => {
  const dashboardOf = async (staff: SignedIn) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: staff.headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const done = async (staff: SignedIn): Promise<Record<FirstRunItemId, boolean> | null> => {
    const { firstRun } = await dashboardOf(staff);
    return (
      firstRun && Object.fromEntries(firstRun.items.map((item: { id: string; done: boolean }) => [item.id, item.done]))
    );
  };
  const send = async (staff: SignedIn, method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await ctx.app.inject({ method, url, headers: staff.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  /** Saves a parameter through the back office's API, with the version it has now. */
  const setParameter = async (staff: SignedIn, id: number, deskripsi: string) => {
    const { version, paramCode, paramName } = (
      await ctx.app.inject({ method: 'GET', url: `/api/general/${id}`, headers: staff.headers })
    ).json();
    await send(staff, 'PUT', `/api/general/${id}`, { paramCode, paramName, deskripsi, version });
  };
  /** The shop's facts as an empty database starts with them: every code there, every value empty. */
  const emptyShopFacts = async () => {
    const rows = Object.values(SHOP_FACTS).map(({ paramCode, name }) => ({
      paramCode,
      paramName: name,
      deskripsi: '',
    }));
    const inserted = await ctx.database.db.insert(generalParameters).values(rows).returning();
    return (fact: keyof typeof SHOP_FACTS) => inserted.find((row) => row.paramCode === SHOP_FACTS[fact].paramCode)!.id;
  };

  it('lists what a new shop lacks and ticks each item as staff do it, the example bank account not counting', async () => {
    const idOf = await emptyShopFacts();
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    expect((await dashboardOf(owner)).firstRun).toEqual({
      items: [
        { id: 'address', done: false, parameterId: idOf('address') },
        { id: 'phone', done: false, parameterId: idOf('phone') },
        { id: 'whatsApp', done: false, parameterId: idOf('whatsApp') },
        { id: 'bankAccounts', done: false, parameterId: idOf('bankAccounts') },
        { id: 'category', done: false, parameterId: null },
        { id: 'product', done: false, parameterId: null },
      ],
    });

    await setParameter(owner, idOf('address'), 'Jl. Muara Baru No. 5, Jakarta Utara');
    await setParameter(owner, idOf('phone'), '-');
    expect(await done(owner)).toMatchObject({ address: true, phone: false });
    await setParameter(owner, idOf('phone'), '(021) 555-0101');
    await setParameter(owner, idOf('whatsApp'), '0812 3456 7890');
    expect(await done(owner)).toMatchObject({ phone: true, whatsApp: true, bankAccounts: false });

    await setParameter(owner, idOf('bankAccounts'), 'BCA 0000000000 a.n. PT CrabClaw Seafood Indonesia (contoh)');
    expect((await done(owner))?.bankAccounts).toBe(false);
    await setParameter(
      owner,
      idOf('bankAccounts'),
      'Mandiri 123-456-7890 a.n. Toko Laut\nBCA 0000000000 a.n. PT CrabClaw Seafood Indonesia (contoh)',
    );
    expect((await done(owner))?.bankAccounts).toBe(false);
    await setParameter(owner, idOf('bankAccounts'), 'Mandiri 123-456-7890 a.n. Toko Laut');
    expect((await done(owner))?.bankAccounts).toBe(true);

    const category = await send(owner, 'POST', '/api/CrabClawCategories', {
      categoryName: 'Kepiting Bakau',
      description: 'Kepiting bakau hidup dari Kalimantan',
      priceRangeStart: 150_000,
      priceRangeEnd: 450_000,
      isPopular: false,
    });
    expect(await done(owner)).toEqual({
      address: true,
      phone: true,
      whatsApp: true,
      bankAccounts: true,
      category: true,
      product: false,
    });
    await send(owner, 'POST', '/api/Product', {
      productName: 'Kepiting Bakau Super',
      categoryId: category.categoryId,
      description: 'Kepiting bakau hidup dari Kalimantan',
      weight: 1,
      location: 'Jakarta Utara',
      originalPrice: 300_000,
      discountPrice: 0,
      rating: 0,
      totalSold: 0,
      productStatus: 'Fresh',
      stock: 5,
    });
    expect((await dashboardOf(owner)).firstRun).toBeNull();

    // Each item is something customers meet: one taken away later is worth saying again.
    await setParameter(owner, idOf('whatsApp'), '-');
    expect(await done(owner)).toMatchObject({ whatsApp: false, address: true, product: true });
  });

  it('leaves a parameter the database lacks undone, with no row to edit', async () => {
    const owner = await signInAs(ctx.app, ctx.database.db, 'Owner');
    const { firstRun } = await dashboardOf(owner);
    expect(firstRun.items[0]).toEqual({ id: 'address', done: false, parameterId: null });
  });

  it('is shown to Owner, Admin and Manager, who can do every item, and not to a User', async () => {
    await emptyShopFacts();
    for (const role of ['Owner', 'Admin', 'Manager'] as const) {
      const { firstRun } = await dashboardOf(await signInAs(ctx.app, ctx.database.db, role));
      expect(firstRun.items).toHaveLength(6);
    }
    expect((await dashboardOf(await signInAs(ctx.app, ctx.database.db, 'User'))).firstRun).toBeNull();
  });
});
