import { sellingPrice, slugify, type CreateOrderInput, type PaymentMethodId } from '@crabclaw/shared';
import type { Executor } from '../db/client.ts';
import { banners, categories, generalParameters, orderItems, orders, products } from '../db/schema/index.ts';

type NewCategory = typeof categories.$inferInsert;
type NewProduct = typeof products.$inferInsert;
type NewBanner = typeof banners.$inferInsert;

/** Small builders for integration tests: each test writes exactly the rows it reads. */
export async function insertCategory(db: Executor, values: Partial<NewCategory> & { name: string }) {
  const [row] = await db
    .insert(categories)
    .values({ slug: slugify(values.name), description: `${values.name} segar`, ...values })
    .returning();
  return row!;
}

export async function insertProduct(
  db: Executor,
  values: Partial<Omit<NewProduct, 'price'>> & { name: string; categoryId: number },
) {
  const originalPrice = values.originalPrice ?? 100_000;
  const discountPrice = values.discountPrice ?? 0;
  const [row] = await db
    .insert(products)
    .values({
      slug: slugify(values.name),
      description: `${values.name} pilihan`,
      weight: 1,
      location: 'Jakarta Utara',
      stock: 10,
      ...values,
      originalPrice,
      discountPrice,
      price: sellingPrice(originalPrice, discountPrice),
    })
    .returning();
  return row!;
}

const DAY = 24 * 60 * 60 * 1000;

export async function insertBanner(db: Executor, values: Partial<NewBanner> & { title: string }) {
  const [row] = await db
    .insert(banners)
    .values({
      subtitle: '',
      description: '',
      buttonText: 'Belanja',
      buttonLink: '/public/products',
      startDate: new Date(Date.now() - DAY),
      endDate: new Date(Date.now() + DAY),
      ...values,
    })
    .returning();
  return row!;
}

export async function insertGeneralParameters(db: Executor) {
  return db
    .insert(generalParameters)
    .values([
      { paramCode: '001', paramName: 'Alamat', deskripsi: 'Jl. Pluit Raya No. 88, Jakarta Utara' },
      { paramCode: '002', paramName: 'Telepon', deskripsi: '+62 812-8800-2015' },
      { paramCode: '003', paramName: 'Email', deskripsi: 'halo@crabclaw.co.id' },
      { paramCode: '004', paramName: 'Jam Operasional', deskripsi: 'Senin-Jumat 08:00-17:00 WIB' },
    ])
    .returning();
}

/** The buyer of the tests' orders. */
export const BUYER: CreateOrderInput['customerInfo'] = {
  fullName: 'Siti Rahayu',
  email: 'siti@example.co.id',
  phone: '081234567890',
  address: 'Jl. Kemang Raya No. 10, Mampang',
  city: 'Jakarta Selatan',
  province: 'DKI Jakarta',
  postalCode: '12730',
};

/** The body of POST /api/Orders/create (and of placeOrder): regular shipping, BUYER unless told. */
export function orderPayload(
  items: CreateOrderInput['items'],
  payment: PaymentMethodId = 'bank_transfer',
  customerInfo: CreateOrderInput['customerInfo'] = BUYER,
) {
  return {
    customerInfo,
    items,
    shippingMethod: { id: 'regular' },
    paymentMethod: { id: payment },
  } satisfies CreateOrderInput;
}

// Orders written straight into the tables, at any time and in any state, for the tests that read orders
// (staff lists, CSV export, reports, dashboard, customers, personal data) and of products that orders
// refer to: placing orders through the service fixes time and state.

type NewOrder = typeof orders.$inferInsert;
export interface OrderLineValues {
  productName: string;
  quantity?: number;
  unitPrice?: number;
  productImage?: string | null;
  productId?: number | null;
}

let sequence = 0;

export async function insertOrder(db: Executor, values: Partial<NewOrder> & { lines?: OrderLineValues[] } = {}) {
  sequence += 1;
  const { lines = [{ productName: 'Kepiting Bakau' }], ...columns } = values;
  const total = columns.total ?? 100_000;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `CC-20260315-${String(sequence).padStart(4, '0')}`,
      accessTokenHash: 'x',
      customerFullName: `Pelanggan ${sequence}`,
      customerEmail: `pelanggan${sequence}@contoh.id`,
      customerPhone: `0813${String(sequence).padStart(8, '0')}`,
      address: 'Jl. Laut 1',
      city: 'Jakarta',
      province: 'DKI Jakarta',
      postalCode: '10110',
      shippingMethodId: 'regular',
      shippingMethodName: 'Pengiriman Reguler',
      shippingEstimatedDays: '3-5',
      paymentMethodId: 'bank_transfer',
      paymentMethodName: 'Transfer Bank',
      subtotal: total,
      shippingCost: 0,
      paymentFee: 0,
      total,
      estimatedDelivery: '2026-03-20',
      ...columns,
    })
    .returning();
  if (lines.length > 0) {
    await db.insert(orderItems).values(
      lines.map(({ quantity = 1, unitPrice = 50_000, ...line }) => ({
        ...line,
        orderId: order!.id,
        quantity,
        unitPrice,
        totalPrice: quantity * unitPrice,
      })),
    );
  }
  return order!;
}

/** A buyer of their own, so the cap on one buyer's unpaid orders stays out of a test's way. */
export const buyer = (n: number): CreateOrderInput['customerInfo'] => ({
  ...BUYER,
  email: `pembeli${n}@example.id`,
  phone: `08120000${String(n).padStart(4, '0')}`,
});

export async function insertCrabs(db: Executor, count: number, stock: number) {
  const category = await insertCategory(db, { name: 'Kepiting' });
  const crabs = [];
  for (let i = 1; i <= count; i++)
    crabs.push(await insertProduct(db, { name: `Kepiting ${i}`, categoryId: category.id, stock }));
  return crabs;
}
