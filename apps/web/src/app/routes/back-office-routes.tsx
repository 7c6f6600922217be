import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ORDER_WORDS_NAMESPACE } from '@crabclaw/shared';
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
const PAGES = ['pages-admin'];
// The dashboard shows the latest orders with the orders' table too.
const ORDERS = ['orders-admin', ORDER_WORDS_NAMESPACE];
// The order pages name shipping and payment methods with the checkout's words, in either language.
const ORDER_PAGES = [...ORDERS, 'checkout'];

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
          page('login', 'auth/login', { title: 'login', namespaces: ['auth', 'admin'] }),
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
          page('LandingLaporan', 'app/dashboard', { title: 'dashboard', namespaces: ORDERS }),
          {
            // Spec section 6: only owners; everyone else goes to the landing page.
            ...layout(async () => (await import('../layouts/owners-only-layout.tsx')).default),
            children: [
              page('customer', 'app/customers', { title: 'customers' }),
              page('marketing', 'app/marketing', { title: 'marketing' }),
            ],
          },
          page('akun', 'app/accounts', { title: 'accounts' }),
          page('akun/create', 'app/account-create', { title: 'accountCreate' }),
          page('general', 'app/general', { title: 'general', namespaces: GENERAL }),
          page('general/create', 'app/general-create', { title: 'generalCreate', namespaces: GENERAL }),
          page('general/edit/:id', 'app/general-edit', { title: 'generalEdit', namespaces: GENERAL }),
          page('delivery-slots', 'app/delivery-slots', { title: 'deliverySlots' }),
          page('shipping', 'app/shipping', { title: 'shipping', namespaces: ['shipping-admin'] }),
          page('category', 'app/categories', { title: 'adminCategories', namespaces: CATEGORIES }),
          page('category/create', 'app/category-create', { title: 'adminCategoryCreate', namespaces: CATEGORIES }),
          page('category/edit/:id', 'app/category-edit', { title: 'adminCategoryEdit', namespaces: CATEGORIES }),
          page('category/detail/:id', 'app/category-detail', { title: 'adminCategoryDetail', namespaces: CATEGORIES }),
          page('product', 'app/products', { title: 'adminProducts', namespaces: PRODUCTS }),
          page('product/create', 'app/product-create', { title: 'adminProductCreate', namespaces: PRODUCTS }),
          page('product/edit/:id', 'app/product-edit', { title: 'adminProductEdit', namespaces: PRODUCTS }),
          page('product/detail/:id', 'app/product-detail', { title: 'adminProductDetail', namespaces: PRODUCTS }),
          page('pages', 'app/pages', { title: 'adminPages', namespaces: PAGES }),
          page('pages/:key', 'app/page-edit', { title: 'adminPageEdit', namespaces: PAGES }),
          page('banner', 'app/banners', { title: 'adminBanners', namespaces: BANNERS }),
          page('banner/create', 'app/banner-create', { title: 'adminBannerCreate', namespaces: BANNERS }),
          page('banner/edit/:id', 'app/banner-edit', { title: 'adminBannerEdit', namespaces: BANNERS }),
          page('orders', 'app/orders', { title: 'adminOrders', namespaces: ORDER_PAGES }),
          page('orders/create', 'app/order-create', { title: 'takeOrder', namespaces: ORDER_PAGES }),
          page('orders/:id', 'app/order-detail', { title: 'adminOrder', namespaces: ORDER_PAGES }),
          page('orders/:id/packing-slip', 'app/order-packing-slip', { title: 'packingSlip', namespaces: ORDER_PAGES }),
          page('deliveries', 'app/deliveries', { title: 'deliveries', namespaces: ORDER_PAGES }),
          page('deliveries/:date/picking', 'app/delivery-picking', { title: 'picking', namespaces: ORDER_PAGES }),
          page('deliveries/:date/packing-slips', 'app/delivery-packing-slips', {
            title: 'daySlips',
            namespaces: ORDER_PAGES,
          }),
          page('messages', 'app/contact-messages', { title: 'contactMessages', namespaces: ['messages', 'content'] }),
          // Other paths under /app, including the rest of /app/customer* and /app/marketing*, lead home.
          { path: '*', element: toLanding },
        ],
      },
    ],
  },
];
