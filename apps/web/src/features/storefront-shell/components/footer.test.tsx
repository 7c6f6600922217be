import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHOP_FACTS, SHOP_SETTINGS, type GeneralParameter } from '@crabclaw/shared';
import { addNamespaces, createI18n, SHELL_NAMESPACES } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { DEFAULT_CONTACT, generalParametersQuery } from '../../../lib/shop-facts/index.ts';
import { Footer } from './footer.tsx';

/** What a new shop without the demo starts with (issue 22): its own facts empty, its rules at their defaults. */
const NEW_SHOP: GeneralParameter[] = [
  ...Object.values(SHOP_FACTS).map(({ paramCode, name }) => ({ paramCode, paramName: name, deskripsi: '' })),
  ...Object.values(SHOP_SETTINGS).map(({ paramCode, name, defaultValue }) => ({
    paramCode,
    paramName: name,
    deskripsi: String(defaultValue),
  })),
].map((parameter, i) => ({ id: i + 1, ...parameter }));

async function renderWithParameters(Component: () => ReactNode, parameters: GeneralParameter[]) {
  const i18n = createI18n('id');
  await addNamespaces(i18n, 'id', SHELL_NAMESPACES);
  const queryClient = createQueryClient();
  queryClient.setQueryData(generalParametersQuery.queryKey, parameters);
  const { dataRoutes, query } = createStaticHandler([{ path: '/', Component }]);
  const context = await query(new Request('http://shop.test/'));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the footer of a new shop', () => {
  it("says no made-up fact and no 'undefined' while staff have not set the shop's facts", async () => {
    const html = await renderWithParameters(Footer, NEW_SHOP);
    expect(html).not.toMatch(/undefined|null/);
    for (const made of Object.values(DEFAULT_CONTACT)) expect(html).not.toContain(made);
    expect(html).not.toMatch(/href="(tel:|mailto:|https:\/\/wa\.me)/);
  });
});
