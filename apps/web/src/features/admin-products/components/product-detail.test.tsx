import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '@crabclaw/shared';
import i18n, { addNamespaces, type Language } from '../../../lib/i18n.ts';
import { adminProductQueryOptions } from '../api/get-admin-product.ts';
import { ProductDetailScreen } from './product-detail.tsx';

const product: AdminProduct = {
  productId: 1,
  productName: 'Udang Vaname Segar Size 50',
  productNameEn: 'Fresh Vannamei Shrimp Size 50',
  slug: 'udang-vaname-segar-size-50',
  description: 'Udang vaname tambak Lampung, dipanen pagi hari.',
  descriptionEn: null,
  categoryId: 1,
  category: { id: 1, name: 'Udang', nameEn: 'Shrimp', slug: 'udang' },
  productStatus: 'Fresh',
  originalPrice: 95_000,
  discountPrice: 85_000,
  price: 85_000,
  saleUnit: 'kg',
  handling: 'frozen',
  discountPercent: 11,
  weight: 1,
  rating: 4.8,
  totalSold: 1242,
  soldBeforeOnline: 1000,
  location: 'Lampung',
  stock: 11_800,
  inStock: true,
  barcode: null,
  isUnggulan: false,
  isPopular: false,
  imageUrl: null,
  images: null,
  // The hour shown depends on the machine's time zone; the tests compare the format, not the hour.
  createdDate: '2026-11-25T04:17:41.000Z',
  featuredPosition: null,
  tags: '',
  lowStockThreshold: null,
  imageKey: null,
  imageBucket: 'crabclaw',
  version: 1,
  updatedAt: '2026-11-25T04:17:41.000Z',
};

async function detail(language: Language): Promise<string> {
  // Namespaces load with a page's route in the app; rendered alone, the screen needs its own.
  await addNamespaces(i18n, language, ['products-admin', 'common']);
  await i18n.changeLanguage(language);
  const queryClient = new QueryClient();
  queryClient.setQueryData(adminProductQueryOptions(product.productId).queryKey, product);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProductDetailScreen id={product.productId} canManage={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The text a reader sees, without the markup between a label and its value.
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the back office’s product page', () => {
  afterAll(() => i18n.changeLanguage('id'));

  it('writes its date as every other screen does (spec section 9: Indonesian, short month and time, in WIB)', async () => {
    const expected = '25 Nov 2026, 11.17 WIB';
    const text = await detail('id');
    expect(text).toContain(`Dibuat ${expected}`);
    // The same in English: the shop's dates are Indonesian whatever the language (lib/format.ts).
    expect(await detail('en')).toContain(expected);
  });

  it('groups counts with id-ID separators and writes decimals with a comma', async () => {
    const text = await detail('id');
    expect(text).toContain('Total terjual 1.242');
    expect(text).toContain('Stok 11.800');
    expect(text).toContain('4,8 / 5');
    expect(text).toContain('1 kg');
  });
});
