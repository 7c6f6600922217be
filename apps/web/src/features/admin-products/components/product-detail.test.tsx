import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import i18n, { addNamespaces, type Language } from '../../../lib/i18n.ts';
import { adminProductQueryOptions } from '../api/get-admin-product.ts';
import { product } from '../test-product.ts';
import { ProductDetailScreen } from './product-detail.tsx';

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
