import { Outlet } from 'react-router';
import { NavigationOverlay, ScrollToTop, StartLoader } from '../../../components/shell/index.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The public layout (storefront 2, Shell): header, page, footer, loaders and the scroll-to-top button. */
export function PublicShell() {
  return (
    <div className="flex min-h-screen flex-col bg-white dark:bg-slate-950">
      <StartLoader />
      <NavigationOverlay />
      <Header />
      {/* At least a screen tall (below the header's 5rem): the footer starts below the fold, so a page whose
          content arrives after the first paint (checkout's stock check, a product's related products)
          never pushes a visible footer down (a layout shift of 0.1-0.85 on a phone). */}
      <main id="content" className="min-h-[calc(100svh-5rem)] flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
