import { renderToString } from 'react-dom/server';
import { Outlet, type RouteObject, createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { addNamespaces } from '../lib/i18n.ts';
import { STALE_CHUNK_RELOAD_KEY } from '../lib/stale-chunk.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

// The web tests have no DOM (no jsdom in the workspace), so the routes render through React Router's
// static handler: the same matching, error placement and boundaries as in the browser, as HTML. Effects do
// not run there; the reload itself is tested in lib/stale-chunk.test.ts and e2e/error-boundary.spec.ts.

function Layout() {
  return (
    <div>
      <nav>layout menu</nav>
      <Outlet />
    </div>
  );
}

async function render(url: string, language: 'id' | 'en', routes: RouteObject[]): Promise<string> {
  await addNamespaces(i18n, language, ['common']);
  await i18n.changeLanguage(language);
  const { dataRoutes, query } = createStaticHandler(routes);
  const context = await query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const storefront = (page: RouteObject): RouteObject[] => [
  {
    path: '/',
    errorElement: <RouteErrorBoundary wayBack="home" fullPage />,
    children: [
      { element: <Layout />, children: [{ errorElement: <RouteErrorBoundary wayBack="home" />, children: [page] }] },
    ],
  },
];

const broken: RouteObject = {
  path: 'public/products',
  loader: () => {
    throw new Error('the page broke');
  },
  Component: () => <p>products</p>,
};

/** A page whose code, after a deploy, is no longer on the server. */
const stale: RouteObject = {
  path: 'public/products',
  lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/products-1a2b.js')),
};

/** The tab's sessionStorage, holding the mark of a reload already made for a stale chunk, or not. */
function stubTab({ reloaded }: { reloaded: boolean }) {
  const items = new Map(reloaded ? [[STALE_CHUNK_RELOAD_KEY, '2026-11-22T10:00:00.000Z']] : []);
  vi.stubGlobal('sessionStorage', { getItem: (key: string) => items.get(key) ?? null });
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a broken page in Indonesian inside its layout, with a way home and a try-again button', async () => {
    const html = await render('/public/products', 'id', storefront(broken));
    expect(html).toContain('layout menu');
    expect(html).toMatch(/role="alert".*<h1[^>]*>Terjadi kesalahan<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/public\/home"[^>]*>Ke Beranda<\/a>/);
    expect(html).toMatch(/<button [^>]*>Coba Lagi<\/button>/);
  });

  it('shows it in English', async () => {
    const html = await render('/public/products', 'en', storefront(broken));
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
    expect(html).toMatch(/<a [^>]*href="\/public\/home"[^>]*>Go Home<\/a>/);
    expect(html).toMatch(/<button [^>]*>Try Again<\/button>/);
  });

  it('offers the back office its dashboard as the way back', async () => {
    const routes: RouteObject[] = [
      {
        path: '/app',
        element: <Layout />,
        children: [
          { errorElement: <RouteErrorBoundary wayBack="dashboard" />, children: [{ ...broken, path: 'product' }] },
        ],
      },
    ];
    const html = await render('/app/product', 'id', routes);
    expect(html).toContain('layout menu');
    expect(html).toMatch(/<a [^>]*href="\/app\/LandingLaporan"[^>]*>Kembali ke Dasbor<\/a>/);
  });

  it('fills the screen from the root when the layout itself fails', async () => {
    const routes = storefront({ ...broken, path: 'public/home' });
    const layoutRoute = routes[0]!.children![0]!;
    layoutRoute.loader = () => {
      throw new Error('the layout broke');
    };
    const html = await render('/public/home', 'en', routes);
    expect(html).not.toContain('layout menu');
    expect(html).toContain('min-h-screen');
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/);
  });

  it('waits for the reload instead of an error when a page from an older deploy is missing', async () => {
    stubTab({ reloaded: false });
    const html = await render('/public/products', 'id', storefront(stale));
    expect(html).toContain('Memuat versi terbaru...');
    expect(html).not.toContain('role="alert"');
  });

  it('says the shop was updated when the reload did not bring the page back', async () => {
    stubTab({ reloaded: true });
    const id = await render('/public/products', 'id', storefront(stale));
    expect(id).toMatch(/role="alert".*<h1[^>]*>Toko telah diperbarui<\/h1>/);
    expect(id).toMatch(/<a [^>]*href="\/public\/home"[^>]*>Ke Beranda<\/a>/);
    expect(id).toMatch(/<button [^>]*>Coba Lagi<\/button>/);
    const en = await render('/public/products', 'en', storefront(stale));
    expect(en).toMatch(/<h1[^>]*>The shop has been updated<\/h1>/);
    expect(en).toMatch(/<a [^>]*href="\/public\/home"[^>]*>Go Home<\/a>/);
  });
});
