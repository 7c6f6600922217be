import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { page } from './page.ts';

/** A lazily loaded layout: storefront visitors never download the back office. */
function layout(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

const toLanding = <Navigate to="/app/LandingLaporan" replace />;

/** Staff sign-in (/auth) and the back office (/app); back-office.md section 2. */
export const backOfficeRoutes: RouteObject[] = [
  {
    path: 'auth',
    ...layout(async () => (await import('../layouts/auth-layout.tsx')).default),
    children: [
      {
        // Pathless: an error replaces the sign-in form and keeps the sea backdrop around it.
        errorElement: <RouteErrorBoundary wayBack="home" />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', ...page(() => import('./auth/login.tsx'), 'login') },
        ],
      },
    ],
  },
  {
    path: 'app',
    ...layout(async () => (await import('../layouts/app-layout.tsx')).default),
    children: [
      {
        // Pathless, as in the storefront: an error replaces the page and leaves the menu to go elsewhere.
        errorElement: <RouteErrorBoundary wayBack="dashboard" />,
        children: [
          { index: true, element: toLanding },
          { path: 'LandingLaporan', ...page(() => import('./app/dashboard.tsx'), 'dashboard') },
          {
            // Spec section 6: only owners; everyone else goes to the landing page.
            ...layout(async () => (await import('../../features/auth/index.ts')).OwnersOnly),
            children: [
              { path: 'customer', ...page(() => import('./app/customers.tsx'), 'customers') },
              { path: 'marketing', ...page(() => import('./app/marketing.tsx'), 'marketing') },
            ],
          },
          { path: 'akun', ...page(() => import('./app/accounts.tsx'), 'accounts') },
          { path: 'akun/create', ...page(() => import('./app/account-create.tsx'), 'accountCreate') },
          { path: 'general', ...page(() => import('./app/general.tsx'), 'general') },
          { path: 'general/create', ...page(() => import('./app/general-create.tsx'), 'generalCreate') },
          { path: 'general/edit/:id', ...page(() => import('./app/general-edit.tsx'), 'generalEdit') },
          { path: 'category', ...page(() => import('./app/categories.tsx'), 'adminCategories') },
          { path: 'category/create', ...page(() => import('./app/category-create.tsx'), 'adminCategoryCreate') },
          { path: 'category/edit/:id', ...page(() => import('./app/category-edit.tsx'), 'adminCategoryEdit') },
          { path: 'category/detail/:id', ...page(() => import('./app/category-detail.tsx'), 'adminCategoryDetail') },
          { path: 'product', ...page(() => import('./app/products.tsx'), 'adminProducts') },
          { path: 'product/create', ...page(() => import('./app/product-create.tsx'), 'adminProductCreate') },
          { path: 'product/edit/:id', ...page(() => import('./app/product-edit.tsx'), 'adminProductEdit') },
          { path: 'product/detail/:id', ...page(() => import('./app/product-detail.tsx'), 'adminProductDetail') },
          { path: 'banner', ...page(() => import('./app/banners.tsx'), 'adminBanners') },
          { path: 'banner/create', ...page(() => import('./app/banner-create.tsx'), 'adminBannerCreate') },
          { path: 'banner/edit/:id', ...page(() => import('./app/banner-edit.tsx'), 'adminBannerEdit') },
          { path: 'orders', ...page(() => import('./app/orders.tsx'), 'adminOrders') },
          { path: 'orders/:id', ...page(() => import('./app/order-detail.tsx'), 'adminOrder') },
          { path: 'orders/:id/packing-slip', ...page(() => import('./app/order-packing-slip.tsx'), 'packingSlip') },
          { path: 'messages', ...page(() => import('./app/contact-messages.tsx'), 'contactMessages') },
          // Other paths under /app, including the rest of /app/customer* and /app/marketing*, lead home.
          { path: '*', element: toLanding },
        ],
      },
    ],
  },
];
