import { createBrowserRouter } from 'react-router';
import Root from './root.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { watchRouteErrors } from './route-errors.ts';
import { publicRoutes } from './routes/public-routes.tsx';
import { backOfficeRoutes } from './routes/back-office-routes.tsx';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <Root />,
    // Each layout has its own boundary inside it; this one catches a layout that failed itself.
    errorElement: <RouteErrorBoundary wayBack="home" fullPage />,
    // Back-office routes first: the storefront's catch-all '*' must not swallow /app and /auth.
    children: [...backOfficeRoutes, ...publicRoutes],
  },
]);

watchRouteErrors(router);
