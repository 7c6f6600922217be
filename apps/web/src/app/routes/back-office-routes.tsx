import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { loadNamespaces, page } from './page.ts';

/** A lazily loaded layout and its words: storefront visitors never download the back office. */
function layout(load: () => Promise<ComponentType>, namespaces: readonly string[] = []): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component };
    },
  };
}

const GENERAL = ['general-admin'];
const CATEGORIES = ['categories-admin'];
const PRODUCTS = ['products-admin'];
const BANNERS = ['banners-admin'];
// The dashboard shows the latest orders with the orders' table too.
const ORDERS = ['orders-admin'];

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
          { path: 'login', ...page('auth/login', { title: 'login', namespaces: ['auth'] }) },
        ],
      },
    ],
  },
  {
    path: 'app',
    ...layout(async () => (await import('../layouts/app-layout.tsx')).default, ['admin']),
    children: [
      {
        // Pathless, as in the storefront: an error replaces the page and leaves the menu to go elsewhere.
        errorElement: <RouteErrorBoundary wayBack="dashboard" />,
        children: [
          { index: true, element: toLanding },
          {
            path: 'LandingLaporan',
            ...page('app/dashboard', { title: 'dashboard', namespaces: ORDERS }),
          },
          {
            // Spec section 6: only owners; everyone else goes to the landing page.
            ...layout(async () => (await import('../../features/auth/index.ts')).OwnersOnly),
            children: [
              { path: 'customer', ...page('app/customers', { title: 'customers' }) },
              { path: 'marketing', ...page('app/marketing', { title: 'marketing' }) },
            ],
          },
          { path: 'akun', ...page('app/accounts', { title: 'accounts' }) },
          { path: 'akun/create', ...page('app/account-create', { title: 'accountCreate' }) },
          { path: 'general', ...page('app/general', { title: 'general', namespaces: GENERAL }) },
          {
            path: 'general/create',
            ...page('app/general-create', { title: 'generalCreate', namespaces: GENERAL }),
          },
          {
            path: 'general/edit/:id',
            ...page('app/general-edit', { title: 'generalEdit', namespaces: GENERAL }),
          },
          {
            path: 'category',
            ...page('app/categories', { title: 'adminCategories', namespaces: CATEGORIES }),
          },
          {
            path: 'category/create',
            ...page('app/category-create', {
              title: 'adminCategoryCreate',
              namespaces: CATEGORIES,
            }),
          },
          {
            path: 'category/edit/:id',
            ...page('app/category-edit', { title: 'adminCategoryEdit', namespaces: CATEGORIES }),
          },
          {
            path: 'category/detail/:id',
            ...page('app/category-detail', {
              title: 'adminCategoryDetail',
              namespaces: CATEGORIES,
            }),
          },
          {
            path: 'product',
            ...page('app/products', { title: 'adminProducts', namespaces: PRODUCTS }),
          },
          {
            path: 'product/create',
            ...page('app/product-create', { title: 'adminProductCreate', namespaces: PRODUCTS }),
          },
          {
            path: 'product/edit/:id',
            ...page('app/product-edit', { title: 'adminProductEdit', namespaces: PRODUCTS }),
          },
          {
            path: 'product/detail/:id',
            ...page('app/product-detail', { title: 'adminProductDetail', namespaces: PRODUCTS }),
          },
          {
            path: 'banner',
            ...page('app/banners', { title: 'adminBanners', namespaces: BANNERS }),
          },
          {
            path: 'banner/create',
            ...page('app/banner-create', { title: 'adminBannerCreate', namespaces: BANNERS }),
          },
          {
            path: 'banner/edit/:id',
            ...page('app/banner-edit', { title: 'adminBannerEdit', namespaces: BANNERS }),
          },
          { path: 'orders', ...page('app/orders', { title: 'adminOrders', namespaces: ORDERS }) },
          {
            path: 'orders/:id',
            ...page('app/order-detail', { title: 'adminOrder', namespaces: ORDERS }),
          },
          {
            path: 'orders/:id/packing-slip',
            ...page('app/order-packing-slip', { title: 'packingSlip', namespaces: ORDERS }),
          },
          {
            path: 'messages',
            ...page('app/contact-messages', {
              title: 'contactMessages',
              namespaces: ['messages', 'content'],
            }),
          },
          // Other paths under /app, including the rest of /app/customer* and /app/marketing*, lead home.
          { path: '*', element: toLanding },
        ],
      },
    ],
  },
];
