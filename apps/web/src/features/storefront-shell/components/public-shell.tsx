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
      <main id="content" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
}
