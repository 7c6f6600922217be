import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '@crabclaw/shared';
import { addNamespaces, createI18n, SHELL_NAMESPACES, type Language } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { addToCart, clearCart } from '../../cart/index.ts';
import { CartPage } from './cart-page.tsx';
import { CheckoutPage } from './checkout-page.tsx';

// Issue 21: the server renders the cart's and checkout's frame, the same for every visitor, so a page
// cache may keep it for everyone: what this process's cart store holds must never reach it.

async function renderOnServer(path: string, language: Language): Promise<string> {
  const i18n = createI18n(language);
  await addNamespaces(i18n, language, [...SHELL_NAMESPACES, 'checkout', 'catalogue']);
  const { dataRoutes, query } = createStaticHandler([
    { path: '/public/cart', Component: CartPage },
    { path: '/public/checkout', Component: CheckoutPage },
  ]);
  const context = await query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const PRODUCT = {
  productId: 7,
  productName: 'Kepiting Bakau',
  productNameEn: 'Mud Crab',
  category: { name: 'Kepiting' },
  weight: 1,
  price: 250_000,
  stock: 10,
  images: null,
  inStock: true,
  productStatus: 'Fresh',
  saleUnit: 'kg',
} as unknown as StoreProduct;

describe('the cart’s and checkout’s frame, rendered on the server', () => {
  it('shows the cart’s steps, heading and a skeleton of its lines, and neither lines nor the empty message', async () => {
    const html = await renderOnServer('/public/cart', 'id');
    expect(html).toMatch(/<ol [^>]*aria-label="Langkah pemesanan"/);
    expect(html).toMatch(/<h1[^>]*>Keranjang Belanja<\/h1>/);
    expect(html).toContain('data-testid="cart-skeleton"');
    expect(html).not.toContain('data-testid="empty-cart"');
    expect(html).not.toContain('barang');
  });

  it('shows checkout’s heading and a skeleton of its form in English, with no field and no redirect', async () => {
    const html = await renderOnServer('/public/checkout', 'en');
    expect(html).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(html).toContain('data-testid="checkout-skeleton"');
    expect(html).not.toMatch(/<input|<form/);
  });

  it('leaves out a cart the store holds: the frame is the same for every visitor', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    try {
      addToCart(PRODUCT, 2);
      expect(stored.get('cart')).toContain('Kepiting Bakau');
      const html = await renderOnServer('/public/cart', 'id');
      expect(html).toContain('data-testid="cart-skeleton"');
      expect(html).not.toContain('Kepiting Bakau');
    } finally {
      clearCart();
      vi.unstubAllGlobals();
    }
  });
});
