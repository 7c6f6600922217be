import { Navigate, type RouteObject } from 'react-router';
import { ORDER_WORDS_NAMESPACE } from '@crabclaw/shared';
import { generalParametersQuery } from '../../lib/shop-facts/index.ts';
import PublicLayout from '../layouts/public-layout.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { page, serverLoader } from './page.ts';

const CATALOGUE = ['catalogue'];
const CART = ['checkout', 'catalogue'];
// Checkout and the pages after it name the order's methods and statuses.
const CHECKOUT = [...CART, ORDER_WORDS_NAMESPACE];
const CONTENT = ['content'];

/**
 * The storefront (storefront.md section 2). Spec-only targets redirect to the canonical pages. Pages a
 * visitor may land on from outside are rendered on the server (`server: true`, decision 012), and the frame
 * of the cart and checkout; what follows them lives on the device and is rendered in the browser.
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
              page('home', 'public/home', { title: 'home', namespaces: ['home', ...CATALOGUE], server: true }),
              page('products', 'public/products', { title: 'products', namespaces: CATALOGUE, server: true }),
              page('products/category/:category', 'public/products', {
                title: 'products',
                namespaces: CATALOGUE,
                server: true,
              }),
              page('products/:id', 'public/product-redirect', { namespaces: CATALOGUE }),
              page('company/profile', 'public/company-profile', {
                title: 'companyProfile',
                namespaces: CONTENT,
                server: true,
              }),
              page('company/vision-mission', 'public/vision-mission', {
                title: 'visionMission',
                namespaces: CONTENT,
                server: true,
              }),
              page('contact', 'public/contact', { title: 'contact', namespaces: CONTENT, server: true }),
              // Their frame: the cart itself is on the device and fills it in the browser (issue 21).
              page('cart', 'public/cart', { title: 'cart', namespaces: CART, server: true }),
              page('checkout', 'public/checkout', { title: 'checkout', namespaces: CHECKOUT, server: true }),
              page('order-confirmation', 'public/order-confirmation', {
                title: 'orderConfirmation',
                namespaces: CHECKOUT,
              }),
              page('order-success', 'public/order-success', { title: 'orderSuccess', namespaces: CHECKOUT }),
              page('orders', 'public/orders', { title: 'trackOrder', namespaces: CHECKOUT }),
            ],
          },
          page('product/:categorySlug/:productSlug', 'public/product', {
            title: 'product',
            namespaces: CATALOGUE,
            server: true,
          }),
          page('product-detail/:id', 'public/product-redirect', { namespaces: CATALOGUE }),
          page('category/:categorySlug', 'public/category', { title: 'category', namespaces: CATALOGUE, server: true }),
          page('contact', 'public/contact', { title: 'contact', namespaces: CONTENT, server: true }),
          { path: 'about', element: <Navigate to="/public/company/profile" replace /> },
          page('privacy', 'public/privacy', { title: 'privacy', namespaces: ['legal'], server: true }),
          page('terms', 'public/terms', { title: 'terms', namespaces: ['legal'], server: true }),
          page('*', 'public/not-found', { title: 'notFound', server: true, status: 404 }),
        ],
      },
    ],
  },
];
