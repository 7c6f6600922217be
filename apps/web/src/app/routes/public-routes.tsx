import { Navigate, type RouteObject } from 'react-router';
import PublicLayout from '../layouts/public-layout.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { page } from './page.ts';

/** The storefront (storefront.md section 2). Spec-only targets redirect to the canonical pages. */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/public/home" replace /> },
  {
    element: <PublicLayout />,
    children: [
      {
        // Pathless, between the layout and its pages: an error replaces the page, not the header and footer.
        errorElement: <RouteErrorBoundary wayBack="home" />,
        children: [
          {
            path: 'public',
            children: [
              { index: true, element: <Navigate to="/public/home" replace /> },
              { path: 'home', ...page(() => import('./public/home.tsx'), 'home') },
              { path: 'products', ...page(() => import('./public/products.tsx'), 'products') },
              { path: 'products/category/:category', ...page(() => import('./public/products.tsx'), 'products') },
              { path: 'products/:id', ...page(() => import('./public/product-redirect.tsx')) },
              { path: 'company/profile', ...page(() => import('./public/company-profile.tsx'), 'companyProfile') },
              { path: 'company/vision-mission', ...page(() => import('./public/vision-mission.tsx'), 'visionMission') },
              { path: 'contact', ...page(() => import('./public/contact.tsx'), 'contact') },
              { path: 'cart', ...page(() => import('./public/cart.tsx'), 'cart') },
              { path: 'checkout', ...page(() => import('./public/checkout.tsx'), 'checkout') },
              {
                path: 'order-confirmation',
                ...page(() => import('./public/order-confirmation.tsx'), 'orderConfirmation'),
              },
              { path: 'order-success', ...page(() => import('./public/order-success.tsx'), 'orderSuccess') },
              { path: 'orders', ...page(() => import('./public/orders.tsx'), 'trackOrder') },
            ],
          },
          { path: 'product/:categorySlug/:productSlug', ...page(() => import('./public/product.tsx'), 'product') },
          { path: 'product-detail/:id', ...page(() => import('./public/product-redirect.tsx')) },
          { path: 'category/:categorySlug', ...page(() => import('./public/category.tsx'), 'category') },
          { path: 'contact', ...page(() => import('./public/contact.tsx'), 'contact') },
          { path: 'about', element: <Navigate to="/public/company/profile" replace /> },
          { path: 'privacy', ...page(() => import('./public/privacy.tsx'), 'privacy') },
          { path: 'terms', ...page(() => import('./public/terms.tsx'), 'terms') },
          { path: '*', ...page(() => import('./public/not-found.tsx'), 'notFound') },
        ],
      },
    ],
  },
];
