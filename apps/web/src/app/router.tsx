import { createBrowserRouter, matchRoutes, type DataRouter, type HydrationState, type RouteObject } from 'react-router';
import Root from './root.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { watchRouteErrors } from './route-errors.ts';
import { publicRoutes } from './routes/public-routes.tsx';
import { backOfficeRoutes } from './routes/back-office-routes.tsx';

const ROOT_ID = 'root';

/** The app's root route around `pages`. */
function rootAround(pages: RouteObject[]): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      path: '/',
      element: <Root />,
      // Each layout has its own boundary inside it; this one catches a layout that failed itself.
      errorElement: <RouteErrorBoundary wayBack="home" fullPage />,
      // The storefront's first, so its routes have the same ids whether or not the back office is there; the
      // order does not decide a match (a path's static segments outrank the storefront's catch-all '*').
      children: pages,
    },
  ];
}

/** Every route of the app: the server renders the storefront's with them. */
export const routes = rootAround([...publicRoutes, ...backOfficeRoutes]);

const BACK_OFFICE = /^\/(app|auth)(\/|$)/;

/**
 * The browser's routes: on a storefront address, the storefront's alone; the router adds the back office's
 * when a navigation goes there (React Router's patchRoutesOnNavigation). Ranking every back-office route too
 * took about 45 ms of a phone's start on every storefront page (CPU 4x; decision 048).
 */
function browserRoutes(): { routes: RouteObject[]; backOfficeLater: boolean } {
  return BACK_OFFICE.test(window.location.pathname)
    ? { routes, backOfficeLater: false }
    : { routes: rootAround(publicRoutes), backOfficeLater: true };
}

/**
 * Loads the code (and words) of the lazy routes the address matches, before the router starts: a page the
 * server rendered then hydrates at once with the same tree (the router would otherwise render nothing
 * while it loads them, which does not match the server's HTML). A route that fails to load stays lazy: the
 * router tries again and shows its error boundary (a stale chunk reloads the page there).
 */
async function resolveLazyMatches(tree: RouteObject[]): Promise<void> {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.allSettled(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrationData` is the server's when it rendered the page. */
export async function createClientRouter(hydrationData?: HydrationState) {
  const tree = browserRoutes();
  await resolveLazyMatches(tree.routes);
  let backOfficeLater = tree.backOfficeLater;
  const router = createBrowserRouter(tree.routes, {
    // Given even when the browser renders the page: without it, a router that may add routes holds back the
    // first render of an address with parameters until it has asked, which the storefront never needs.
    hydrationData: hydrationData ?? {},
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (!backOfficeLater || !BACK_OFFICE.test(path)) return;
      backOfficeLater = false;
      patch(ROOT_ID, backOfficeRoutes);
    },
  });
  watchRouteErrors(router);
  return router;
}

/**
 * Resolves once the router has its first page: its code loaded, or failed into its error boundary. React Router's
 * provider reads the router's state when it first renders and subscribes only when it commits; a page settling
 * in between (a stale chunk's 404 arriving while React renders in slices) went unseen, and the page stayed blank.
 */
export function firstPageSettled(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
