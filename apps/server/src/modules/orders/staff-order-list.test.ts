import { describe, expect, it } from 'vitest';
import {
  COMPLETED_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AdminOrderPage,
  type StaffRole,
} from '@crabclaw/shared';
import { useTestApp } from '../../test/app.ts';
import { signInAs } from '../../test/staff.ts';
import { insertOrder } from '../../test/fixtures.ts';

const ctx = useTestApp();

async function read(url: string, role: StaffRole = 'Owner') {
  const staff = await signInAs(ctx.app, ctx.database.db, role);
  return ctx.app.inject({ method: 'GET', url, headers: staff.headers });
}

async function numbersOf(url: string, role: StaffRole = 'Owner') {
  const response = await read(url, role);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AdminOrderPage).data.map((row) => row.orderNumber).sort();
}

describe('GET /api/Orders: search', () => {
  it('finds orders by customer name, number, phone, e-mail or product name, in any letter case', async () => {
    const db = ctx.database.db;
    const siti = await insertOrder(db, {
      orderNumber: 'CC-20260315-0042',
      customerFullName: 'Siti Rahayu',
      customerEmail: 'siti@contoh.id',
      customerPhone: '081234567890',
    });
    const budi = await insertOrder(db, {
      customerFullName: 'Budi Santoso',
      lines: [{ productName: 'Kepiting Bakau' }, { productName: 'Lobster Mutiara' }],
    });
    await insertOrder(db, { customerFullName: 'Dewi Lestari', lines: [{ productName: 'Udang Vaname' }] });

    expect(await numbersOf('/api/Orders?search=RAHAYU')).toEqual([siti.orderNumber]);
    expect(await numbersOf('/api/Orders?search=cc-20260315-0042')).toEqual([siti.orderNumber]);
    expect(await numbersOf('/api/Orders?search=4567')).toEqual([siti.orderNumber]);
    expect(await numbersOf('/api/Orders?search=SITI@Contoh')).toEqual([siti.orderNumber]);
    expect(await numbersOf('/api/Orders?search=lobster%20MUTIARA')).toEqual([budi.orderNumber]);
    expect(await numbersOf('/api/Orders?search=tidak-ada')).toEqual([]);
  });

  it('finds a phone number however it is written, and accented names without their accents', async () => {
    const db = ctx.database.db;
    const dewi = await insertOrder(db, { customerPhone: '081234567803', customerFullName: 'Dewi Lestari' });
    const desiree = await insertOrder(db, { customerFullName: 'Désirée Çağlar', customerPhone: '081111111111' });
    for (const phone of ['+62 812-3456-7803', '6281234567803', '0812 3456 7803', '(0812) 3456.7803'])
      expect(await numbersOf(`/api/Orders?search=${encodeURIComponent(phone)}`), phone).toEqual([dewi.orderNumber]);
    for (const name of ['desiree', 'DESIREE CAGLAR', 'Désirée'])
      expect(await numbersOf(`/api/Orders?search=${encodeURIComponent(name)}`), name).toEqual([desiree.orderNumber]);
  });

  it('takes % and _ in the search text literally', async () => {
    await insertOrder(ctx.database.db, { customerFullName: 'Toko 100% Segar' });
    await insertOrder(ctx.database.db, { customerFullName: 'Toko 1000 Segar' });
    expect(await numbersOf('/api/Orders?search=100%25')).toHaveLength(1);
    expect(await numbersOf('/api/Orders?search=t_ko')).toHaveLength(0);
  });

  it('lets Manager and User find orders by number and product, not by the customer’s details', async () => {
    const order = await insertOrder(ctx.database.db, {
      customerFullName: 'Siti Rahayu',
      lines: [{ productName: 'Rajungan' }],
    });
    for (const role of ['Manager', 'User'] as const) {
      expect(await numbersOf('/api/Orders?search=rahayu', role)).toEqual([]);
      expect(await numbersOf(`/api/Orders?search=${order.orderNumber}`, role)).toEqual([order.orderNumber]);
      expect(await numbersOf('/api/Orders?search=rajungan', role)).toEqual([order.orderNumber]);
    }
  });
});

describe('GET /api/Orders: filters and pages', () => {
  it('combines status, payment status and search', async () => {
    const db = ctx.database.db;
    const wanted = await insertOrder(db, {
      status: 'Processing',
      paymentStatus: 'Paid',
      customerFullName: 'Ayu Lestari',
    });
    await insertOrder(db, { status: 'Processing', paymentStatus: 'Pending', customerFullName: 'Ayu Lestari' });
    await insertOrder(db, { status: 'Pending', paymentStatus: 'Paid', customerFullName: 'Ayu Lestari' });
    await insertOrder(db, { status: 'Processing', paymentStatus: 'Paid', customerFullName: 'Rina Wati' });
    expect(await numbersOf('/api/Orders?status=Processing&paymentStatus=Paid&search=lestari')).toEqual([
      wanted.orderNumber,
    ]);
    expect(await numbersOf('/api/Orders?status=Processing&paymentStatus=Paid')).toHaveLength(2);
    expect(await numbersOf('/api/Orders?status=Processing&search=lestari')).toHaveLength(2);
  });

  it('reads the date range as shop days in WIB, both ends inclusive', async () => {
    const db = ctx.database.db;
    const first = await insertOrder(db, { createdAt: new Date('2026-03-09T17:00:00Z') }); // 10 Mar 00:00 WIB
    const last = await insertOrder(db, { createdAt: new Date('2026-03-11T16:59:59Z') }); // 11 Mar 23:59:59 WIB
    await insertOrder(db, { createdAt: new Date('2026-03-09T16:59:59Z') }); // 9 Mar 23:59:59 WIB
    await insertOrder(db, { createdAt: new Date('2026-03-11T17:00:00Z') }); // 12 Mar 00:00 WIB
    expect(await numbersOf('/api/Orders?startDate=2026-03-10&endDate=2026-03-11')).toEqual(
      [first.orderNumber, last.orderNumber].sort(),
    );
    expect(await numbersOf('/api/Orders?startDate=2026-03-12')).toHaveLength(1);
    expect(await numbersOf('/api/Orders?endDate=2026-03-09')).toHaveLength(1);
    for (const day of ['2026-02-30', '2026-13-01', '0000-01-01', '10-03-2026'])
      expect((await read(`/api/Orders?startDate=${day}`)).statusCode, day).toBe(400);
  });

  it('leaves archived orders out unless asked for them', async () => {
    const kept = await insertOrder(ctx.database.db);
    const archived = await insertOrder(ctx.database.db, { archivedAt: new Date() });
    expect(await numbersOf('/api/Orders')).toEqual([kept.orderNumber]);
    expect(await numbersOf('/api/Orders?archived=true')).toEqual([archived.orderNumber]);
    expect(await numbersOf('/api/Orders?archived=false')).toEqual([kept.orderNumber]);
  });

  it('filters by the channel an order came from, and names it', async () => {
    const web = await insertOrder(ctx.database.db);
    const phone = await insertOrder(ctx.database.db, { channel: 'phone' });
    expect(await numbersOf('/api/Orders?channel=phone')).toEqual([phone.orderNumber]);
    expect(await numbersOf('/api/Orders?channel=web')).toEqual([web.orderNumber]);
    expect((await read('/api/Orders?channel=fax')).statusCode).toBe(400);
    const page = (await read('/api/Orders')).json() as AdminOrderPage;
    expect(page.data.map((row) => row.channel).sort()).toEqual(['phone', 'web']);
  });

  it('pages and sorts', async () => {
    for (let day = 1; day <= 12; day++) {
      await insertOrder(ctx.database.db, { total: day * 1000, createdAt: new Date(Date.UTC(2026, 2, day, 5)) });
    }
    const page = (await read('/api/Orders?page=2&pageSize=5')).json() as AdminOrderPage;
    expect(page).toMatchObject({
      totalCount: 12,
      totalPages: 3,
      currentPage: 2,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    expect(page.data.map((row) => row.total)).toEqual([7000, 6000, 5000, 4000, 3000]);
    const cheapest = (await read('/api/Orders?sort=totalAsc&pageSize=3')).json() as AdminOrderPage;
    expect(cheapest.data.map((row) => row.total)).toEqual([1000, 2000, 3000]);
    const oldest = (await read('/api/Orders?sort=oldest&pageSize=1')).json() as AdminOrderPage;
    expect(oldest.data[0]!.total).toBe(1000);
    for (const query of ['page=0', 'pageSize=1000', 'sort=price', 'status=Lost', 'archived=yes'])
      expect((await read(`/api/Orders?${query}`)).statusCode, query).toBe(400);
  });

  it('shows each order’s first two lines with their images and how many lines it has', async () => {
    await insertOrder(ctx.database.db, {
      lines: [
        { productName: 'Kepiting Bakau', quantity: 2, unitPrice: 150_000, productImage: '/media/1/thumb.webp' },
        { productName: 'Lobster', productImage: null },
        { productName: 'Udang' },
      ],
    });
    const [row] = ((await read('/api/Orders')).json() as AdminOrderPage).data;
    expect(row!.itemCount).toBe(3);
    expect(row!.items).toEqual([
      {
        productId: null,
        productName: 'Kepiting Bakau',
        productImage: '/media/1/thumb.webp',
        quantity: 2,
        unitPrice: 150_000,
        totalPrice: 300_000,
      },
      expect.objectContaining({ productName: 'Lobster', productImage: null }),
    ]);
  });

  it('names the customer to Owner and Admin only', async () => {
    const order = await insertOrder(ctx.database.db, { customerFullName: 'Siti Rahayu' });
    for (const role of ['Owner', 'Admin', 'Manager', 'User'] as const) {
      const [row] = ((await read('/api/Orders', role)).json() as AdminOrderPage).data;
      const seen = role === 'Owner' || role === 'Admin';
      expect(row).toMatchObject({
        orderNumber: order.orderNumber,
        customerName: seen ? 'Siti Rahayu' : null,
        customerEmail: seen ? order.customerEmail : null,
        customerPhone: seen ? order.customerPhone : null,
      });
    }
  });
});

describe('the spec’s order calls', () => {
  it('answer as GET /api/Orders with the same filter', async () => {
    const db = ctx.database.db;
    await insertOrder(db, {
      status: 'Shipped',
      customerFullName: 'Ayu Lestari',
      createdAt: new Date('2026-03-10T05:00:00Z'),
    });
    await insertOrder(db, {
      status: 'Pending',
      customerFullName: 'Rina Wati',
      createdAt: new Date('2026-03-12T05:00:00Z'),
    });
    const same = async (spec: string, list: string) => {
      const [a, b] = await Promise.all([read(spec), read(list)]);
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json()).toEqual(b.json());
      return (a.json() as AdminOrderPage).totalCount;
    };
    expect(await same('/api/Orders/admin/status/Shipped?pageSize=5', '/api/Orders?status=Shipped&pageSize=5')).toBe(1);
    expect(
      await same(
        '/api/Orders/admin/daterange?startDate=2026-03-11&endDate=2026-03-12',
        '/api/Orders?startDate=2026-03-11&endDate=2026-03-12',
      ),
    ).toBe(1);
    expect(await same('/api/Orders/admin/search?q=lestari', '/api/Orders?search=lestari')).toBe(1);
    expect((await read('/api/Orders/admin/status/Lost')).statusCode).toBe(400);
  });
});

describe('GET /api/Orders/admin/statistics', () => {
  it('matches a recount of the orders, for any filter, with no revenue from cancelled orders', async () => {
    const db = ctx.database.db;
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const rows: Awaited<ReturnType<typeof insertOrder>>[] = [];
    for (let i = 0; i < 50; i++) {
      rows.push(
        await insertOrder(db, {
          status: ORDER_STATUSES[random(ORDER_STATUSES.length)],
          paymentStatus: PAYMENT_STATUSES[random(PAYMENT_STATUSES.length)],
          total: 10_000 + random(100) * 1_000,
          archivedAt: random(10) === 0 ? new Date() : null,
          createdAt: new Date(Date.UTC(2026, 2, 1 + random(20), random(24))),
        }),
      );
    }
    const recount = (keep: (row: (typeof rows)[number]) => boolean) => {
      const matched = rows.filter((row) => row.archivedAt === null && keep(row));
      const sum = (list: typeof matched) => list.reduce((total, row) => total + row.total, 0);
      // Revenue leaves cancelled orders out, paid or not (issue 23).
      const revenue = matched.filter((row) => row.status !== 'Cancelled');
      return {
        totalOrders: matched.length,
        pendingOrders: matched.filter((row) => row.status === 'Pending').length,
        completedOrders: matched.filter((row) => COMPLETED_STATUSES.includes(row.status as never)).length,
        totalRevenue: sum(revenue),
        paidRevenue: sum(revenue.filter((row) => row.paymentStatus === 'Paid')),
      };
    };
    const all = (await read('/api/Orders/admin/statistics')).json();
    expect(all).toEqual(recount(() => true));
    expect(all.totalOrders).toBeGreaterThan(30);
    expect((await read('/api/Orders/admin/statistics?paymentStatus=Paid')).json()).toEqual(
      recount((row) => row.paymentStatus === 'Paid'),
    );
    const march10 = new Date('2026-03-09T17:00:00Z').getTime(); // 10 March 00:00 WIB
    expect((await read('/api/Orders/admin/statistics?startDate=2026-03-10&status=Delivered')).json()).toEqual(
      recount((row) => row.createdAt.getTime() >= march10 && row.status === 'Delivered'),
    );
  });
});
