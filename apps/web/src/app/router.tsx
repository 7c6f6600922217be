import { createBrowserRouter } from 'react-router';
import Root from './root.tsx';
import { publicRoutes } from './routes/public-routes.tsx';
import { backOfficeRoutes } from './routes/back-office-routes.tsx';

export const router = createBrowserRouter([
  // Back-office routes first: the storefront's catch-all '*' must not swallow /app and /auth.
  { path: '/', element: <Root />, children: [...backOfficeRoutes, ...publicRoutes] },
]);
