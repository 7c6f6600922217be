import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGE_NAMESPACE, type AdminProduct } from '@crabclaw/shared';
import i18n, { addNamespaces } from '../../../lib/i18n.ts';
import { product } from '../test-product.ts';
import { ProductForm } from './product-form.tsx';

async function form(shown?: AdminProduct): Promise<string> {
  // Namespaces load with a page's route in the app; rendered alone, the form needs its own.
  await addNamespaces(i18n, 'id', [MESSAGE_NAMESPACE, 'products-admin', 'common', 'admin']);
  await i18n.changeLanguage('id');
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ProductForm
          mode={shown ? 'edit' : 'create'}
          product={shown}
          onSubmit={async () => undefined}
          onDone={() => undefined}
          onCancel={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The opening tag of the control with this id. */
const control = (html: string, id: string) => html.match(new RegExp(`<\\w+[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

// Registered fields get their values from react-hook-form in the browser, so a server render shows the values
// of controlled fields only (the prices); product-fields.test.ts checks every field's value.
describe('the product form', () => {
  afterAll(() => i18n.changeLanguage('id'));

  it("shows a stored product's prices grouped as staff type them", async () => {
    const html = await form(product);
    expect(control(html, 'product-originalPrice')).toContain('value="95.000"');
    expect(control(html, 'product-discountPrice')).toContain('value="85.000"');
  });

  it('starts a new product with no discount and the original price to fill in', async () => {
    const html = await form();
    expect(control(html, 'product-discountPrice')).toContain('value="0"');
    expect(control(html, 'product-originalPrice')).toContain('value=""');
  });

  it('draws each field as its kind says: choices, text areas, numbers with their steps, a described hint', async () => {
    const html = await form(product);
    for (const id of ['categoryId', 'saleUnit', 'handling', 'productStatus']) {
      expect(control(html, `product-${id}`)).toMatch(/^<select/);
    }
    expect(control(html, 'product-description')).toMatch(/^<textarea/);
    expect(control(html, 'product-weight')).toMatch(/^<input[^>]*type="number" min="0" step="0.1"/);
    expect(control(html, 'product-rating')).toMatch(/max="5" step="0.1"/);
    expect(control(html, 'product-lowStockThreshold')).toContain('aria-describedby="product-lowStockThreshold-hint"');
    expect(html).toContain('id="product-lowStockThreshold-hint"');
  });

  it('offers the home page places only for a featured product', async () => {
    expect(await form(product)).not.toContain('id="product-featuredPosition"');
    const featured = await form({ ...product, isUnggulan: true, featuredPosition: 3 });
    expect(control(featured, 'product-featuredPosition')).toMatch(/^<select/);
  });
});
