import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NavigationOverlay, ScrollToTop, StartLoader } from '../../../components/shell/index.ts';
import { MAIN_CONTENT_ID } from '../nav-items.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/**
 * The public layout (storefront 2, Shell): header, page, footer, loaders and the scroll-to-top button. The
 * header's cart is another feature's, so the layout that composes both hands it in (feature boundaries).
 */
export function PublicShell({ cart }: { cart: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white dark:bg-slate-950">
      <StartLoader />
      <NavigationOverlay />
      <Header cart={cart} />
      {/* At least a screen tall (below the header's 5rem): the footer starts below the fold, so a page whose
          content arrives after the first paint (checkout's stock check, a product's related products)
          never pushes a visible footer down (a layout shift of 0.1-0.85 on a phone). */}
      {/* Focusable by script only: the skip link (app/layouts/public-layout.tsx) moves the focus here. Its
          scroll margin keeps its top clear of the fixed header when the browser scrolls to it. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100svh-5rem)] flex-1 scroll-mt-20 outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
