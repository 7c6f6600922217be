import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_WORDS_NAMESPACE, type AdminOrder, type AdminOrderRow } from '@crabclaw/shared';
import i18n, { addNamespaces, type Language } from '../../../lib/i18n.ts';
import { orderQueryOptions } from '../api/get-order.ts';
import { orderPermissions } from '../order-permissions.ts';
import { OrderCustomer } from './order-customer.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderTable } from './order-table.tsx';
import { PackingSlip } from './packing-slip.tsx';

// As the server stores an order: its methods' Indonesian names beside their ids.
const order: AdminOrder = {
  orderId: 3,
  orderNumber: 'CC-20261125-0003',
  orderDate: '2026-11-25T04:19:00.000Z',
  updatedAt: '2026-11-25T04:19:00.000Z',
  status: 'Pending',
  paymentStatus: 'Pending',
  paymentDate: null,
  notes: null,
  estimatedDelivery: '2026-11-30',
  subtotal: 452_000,
  shippingCost: 15_000,
  paymentFee: 0,
  total: 467_000,
  customer: { fullName: 'Andi Wijaya', email: 'andi@example.com', phone: '081234567803' },
  shippingAddress: { address: 'Jl. Pandanaran 1', city: 'Semarang', province: 'Jawa Tengah', postalCode: '50241' },
  shippingMethod: { id: 'regular', name: 'Pengiriman Reguler', estimatedDays: '3-5' },
  paymentMethod: { id: 'bank_transfer', name: 'Transfer Bank' },
  shippingCourier: null,
  waybillNumber: null,
  delivery: null,
  orderItems: [
    line('Udang Vaname Segar', 2, 85_000, 'kg', 1),
    line('Kepiting Bakau Hidup', 3, 94_000, 'piece', 0.5),
    { ...line('Ikan Asin Jambal', 1, 0, null, null), unitPrice: 0 },
  ],
  channel: 'web',
  archivedAt: null,
  paymentDeadline: null,
  history: [],
};

function line(
  productName: string,
  quantity: number,
  unitPrice: number,
  saleUnit: 'kg' | 'piece' | null,
  weight: number | null,
): AdminOrder['orderItems'][number] {
  return {
    productId: null,
    productName,
    productImage: null,
    quantity,
    unitPrice,
    totalPrice: quantity * unitPrice,
    saleUnit,
    weight,
  };
}

async function render(language: Language, node: ReactNode): Promise<string> {
  // Namespaces load with a page's route in the app; rendered alone, the component needs its own.
  await addNamespaces(i18n, language, ['orders-admin', 'admin', 'checkout', ORDER_WORDS_NAMESPACE, 'common']);
  await i18n.changeLanguage(language);
  const queryClient = new QueryClient();
  queryClient.setQueryData(orderQueryOptions(order.orderId).queryKey, order);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
  return html.replace(/<!-- -->/g, '');
}

describe('an order as staff read it', () => {
  afterAll(() => i18n.changeLanguage('id'));

  it('names its shipping method in English on the order page and the packing slip', async () => {
    expect(await render('en', <OrderLines order={order} />)).toContain('Shipping (Regular)');
    const slip = await render('en', <PackingSlip orderId={order.orderId} />);
    expect(slip).toContain('Regular');
    expect(slip).not.toContain('Pengiriman Reguler');
  });

  it('names its shipping method in Indonesian by the name the order keeps, the one checkout showed', async () => {
    expect(await render('id', <OrderLines order={order} />)).toContain('Ongkos kirim (Pengiriman Reguler)');
  });

  it('says what each quantity on the packing slip counts, as the line was sold', async () => {
    const units = (html: string) => [...html.matchAll(/data-testid="slip-unit">([^<]*)</g)].map((match) => match[1]);
    expect(units(await render('id', <PackingSlip orderId={order.orderId} />))).toEqual(['kg', 'ekor ±500 g']);
    expect(units(await render('en', <PackingSlip orderId={order.orderId} />))).toEqual(['kg', 'piece ~500 g']);
  });

  it('labels each line’s price with its unit on the order page, as the cart does', async () => {
    const html = await render('id', <OrderLines order={order} />);
    expect([...html.matchAll(/data-testid="price-unit"> ([^<]*)</g)].map((match) => match[1])).toEqual([
      '/kg',
      '/ekor ±500 g',
    ]);
  });
});

describe('the order list', () => {
  const row: AdminOrderRow = {
    orderId: 2,
    orderNumber: 'CC-20261125-0002',
    orderDate: '2026-11-25T04:19:00.000Z',
    total: 226_000,
    customerName: 'Budi Santoso',
    customerEmail: 'budi@example.com',
    customerPhone: '081234567801',
    items: [],
    itemCount: 0,
    paymentMethodName: 'Bayar di Tempat (COD)',
    paymentStatus: 'Pending',
    status: 'Pending',
    channel: 'web',
    archived: false,
  };

  it('names the payment method in the reader’s language, though the row holds its Indonesian name', async () => {
    const html = await render('en', <OrderTable orders={[row]} permissions={orderPermissions('Owner')} />);
    expect(html).toContain('Cash on Delivery (COD)');
    expect(html).not.toContain('Bayar di Tempat');
  });

  it('wraps an e-mail address only after its @ and before a dot, never mid-word', async () => {
    const html = await render('id', <OrderCustomer order={row} />);
    expect(html).toContain('budi@<wbr/>example<wbr/>.com');
    expect(html).not.toContain('break-all');
  });
});
