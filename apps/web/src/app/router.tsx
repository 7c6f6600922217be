import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import Root from './root.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { watchRouteErrors } from './route-errors.ts';
import { publicRoutes } from './routes/public-routes.tsx';
import { backOfficeRoutes } from './routes/back-office-routes.tsx';

/** Every route of the app: the browser routes with them, and the server renders the storefront's with them. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    // Each layout has its own boundary inside it; this one catches a layout that failed itself.
    errorElement: <RouteErrorBoundary wayBack="home" fullPage />,
    // Back-office routes first: the storefront's catch-all '*' must not swallow /app and /auth.
    children: [...backOfficeRoutes, ...publicRoutes],
  },
];

/**
 * Loads the code (and words) of the lazy routes the address matches, before the router starts: a page the
 * server rendered then hydrates at once with the same tree (the router would otherwise render nothing
 * while it loads them, which does not match the server's HTML). A route that fails to load stays lazy: the
 * router tries again and shows its error boundary (a stale chunk reloads the page there).
 */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.allSettled(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrationData` is the server's when it rendered the page. */
export async function createClientRouter(hydrationData?: HydrationState) {
  await resolveLazyMatches();
  const router = createBrowserRouter(routes, { hydrationData });
  watchRouteErrors(router);
  return router;
}
