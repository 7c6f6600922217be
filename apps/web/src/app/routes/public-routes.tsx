import { Navigate, type RouteObject } from 'react-router';
import { generalParametersQuery } from '../../features/company/index.ts';
import PublicLayout from '../layouts/public-layout.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { page, serverLoader } from './page.ts';

const CATALOGUE = ['catalogue'];
const CHECKOUT = ['checkout', 'catalogue'];
const CONTENT = ['content'];

/**
 * The storefront (storefront.md section 2). Spec-only targets redirect to the canonical pages. Pages a
 * visitor may land on from outside are rendered on the server (`server: true`, decision 012); the cart and
 * what follows it live on the device and are rendered in the browser.
 */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/public/home" replace /> },
  {
    element: <PublicLayout />,
    // The footer's contact data, on every page.
    ...serverLoader((queryClient) => queryClient.prefetchQuery(generalParametersQuery)),
    children: [
      {
        // Pathless, between the layout and its pages: an error replaces the page, not the header and footer.
        errorElement: <RouteErrorBoundary wayBack="home" />,
        children: [
          {
            path: 'public',
            children: [
              { index: true, element: <Navigate to="/public/home" replace /> },
              {
                path: 'home',
                ...page('public/home', {
                  title: 'home',
                  namespaces: ['home', ...CATALOGUE],
                  server: true,
                }),
              },
              {
                path: 'products',
                ...page('public/products', {
                  title: 'products',
                  namespaces: CATALOGUE,
                  server: true,
                }),
              },
              {
                path: 'products/category/:category',
                ...page('public/products', {
                  title: 'products',
                  namespaces: CATALOGUE,
                  server: true,
                }),
              },
              {
                path: 'products/:id',
                ...page('public/product-redirect', { namespaces: CATALOGUE }),
              },
              {
                path: 'company/profile',
                ...page('public/company-profile', {
                  title: 'companyProfile',
                  namespaces: CONTENT,
                  server: true,
                }),
              },
              {
                path: 'company/vision-mission',
                ...page('public/vision-mission', {
                  title: 'visionMission',
                  namespaces: CONTENT,
                  server: true,
                }),
              },
              {
                path: 'contact',
                ...page('public/contact', { title: 'contact', namespaces: CONTENT, server: true }),
              },
              { path: 'cart', ...page('public/cart', { title: 'cart', namespaces: CHECKOUT }) },
              {
                path: 'checkout',
                ...page('public/checkout', { title: 'checkout', namespaces: CHECKOUT }),
              },
              {
                path: 'order-confirmation',
                ...page('public/order-confirmation', {
                  title: 'orderConfirmation',
                  namespaces: CHECKOUT,
                }),
              },
              {
                path: 'order-success',
                ...page('public/order-success', { title: 'orderSuccess', namespaces: CHECKOUT }),
              },
              {
                path: 'orders',
                ...page('public/orders', { title: 'trackOrder', namespaces: CHECKOUT }),
              },
            ],
          },
          {
            path: 'product/:categorySlug/:productSlug',
            ...page('public/product', { title: 'product', namespaces: CATALOGUE, server: true }),
          },
          {
            path: 'product-detail/:id',
            ...page('public/product-redirect', { namespaces: CATALOGUE }),
          },
          {
            path: 'category/:categorySlug',
            ...page('public/category', { title: 'category', namespaces: CATALOGUE, server: true }),
          },
          {
            path: 'contact',
            ...page('public/contact', { title: 'contact', namespaces: CONTENT, server: true }),
          },
          { path: 'about', element: <Navigate to="/public/company/profile" replace /> },
          {
            path: 'privacy',
            ...page('public/privacy', { title: 'privacy', namespaces: ['legal'], server: true }),
          },
          {
            path: 'terms',
            ...page('public/terms', { title: 'terms', namespaces: ['legal'], server: true }),
          },
          {
            path: '*',
            ...page('public/not-found', { title: 'notFound', server: true, status: 404 }),
          },
        ],
      },
    ],
  },
];
