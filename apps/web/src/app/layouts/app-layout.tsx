import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Header, navItemsFor, NewOrderSoundToggle, Sidebar, TopNav } from '../../features/admin-shell/index.ts';
import { useUnreadMessageCount } from '../../features/admin-contact-messages/index.ts';
import { refreshDashboard } from '../../features/admin-dashboard/index.ts';
import { useNewOrderAlerts } from '../../features/admin-orders/index.ts';
import { RequireStaff, useSession, useSignOut } from '../../features/auth/index.ts';
import { Customizer, useSystemTheme, useUiSettings, type UiSettings } from '../../features/ui-settings/index.ts';
import { cn } from '../../lib/cn.ts';
import { NavigationOverlay, ScrollToTop, StartLoader } from '../../components/shell/index.ts';
import { useDocumentTitle, useRouteTitle } from '../use-document-title.ts';

/** Spec section 9: below 1024 px a menu click closes the sidebar. */
const DESKTOP_WIDTH = 1024;

const PAGE_ANIMATIONS: Record<Exclude<UiSettings['animation'], 'none'>, Keyframe[]> = {
  fade: [{ opacity: 0 }, { opacity: 1 }],
  slide: [
    { opacity: 0, transform: 'translateY(12px)' },
    { opacity: 1, transform: 'none' },
  ],
  zoom: [
    { opacity: 0, transform: 'scale(0.98)' },
    { opacity: 1, transform: 'none' },
  ],
};

/** The page, replayed with the chosen page-transition animation after each navigation. */
function AnimatedOutlet({ animation }: { animation: UiSettings['animation'] }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (animation === 'none' || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    ref.current?.animate?.(PAGE_ANIMATIONS[animation], { duration: 250, easing: 'ease-out' });
  }, [pathname, animation]);
  return (
    <div ref={ref}>
      <Outlet />
    </div>
  );
}

function Shell() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const signOut = useSignOut();
  const [settings, update] = useUiSettings();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const title = useRouteTitle();
  useDocumentTitle();
  useSystemTheme();
  const items = navItemsFor(user?.role);
  const queryClient = useQueryClient();
  const newOrders = useNewOrderAlerts(user?.role, {
    sound: settings.newOrderSound,
    onChange: () => void refreshDashboard(queryClient),
  });
  const badges = { messages: useUnreadMessageCount(user?.role), order: newOrders };
  const horizontal = settings.menu === 'horizontal';
  const collapsed = settings.menu === 'collapsible' && settings.sidebarCollapsed;

  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <StartLoader />
      <NavigationOverlay />
      <ScrollToTop />
      <a
        href="#admin-content"
        className="sr-only focus:not-sr-only focus:absolute focus:start-3 focus:top-3 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Sidebar
        items={items}
        badges={badges}
        open={sidebarOpen}
        onClose={() => setSidebarOpen(false)}
        onNavigate={() => {
          if (window.innerWidth < DESKTOP_WIDTH) setSidebarOpen(false);
        }}
        collapsed={collapsed}
        hiddenOnDesktop={horizontal}
        semiDark={settings.semiDark}
      />
      <div
        className={cn(
          'flex min-h-screen flex-col transition-[padding] duration-200',
          !horizontal && (collapsed ? 'lg:ps-20' : 'lg:ps-64'),
        )}
      >
        <Header
          title={title}
          user={user}
          navbar={settings.navbar}
          sidebarOpen={sidebarOpen}
          onOpenSidebar={() => setSidebarOpen(true)}
          collapse={
            settings.menu === 'collapsible'
              ? {
                  collapsed: settings.sidebarCollapsed,
                  onToggle: () => update({ sidebarCollapsed: !settings.sidebarCollapsed }),
                }
              : undefined
          }
          onSignOut={signOut}
          tools={
            <>
              <NewOrderSoundToggle on={settings.newOrderSound} onToggle={(on) => update({ newOrderSound: on })} />
              <Customizer />
            </>
          }
        />
        {horizontal ? <TopNav items={items} badges={badges} /> : null}
        <main
          id="admin-content"
          className={cn('w-full flex-1 p-4 sm:p-6', settings.layout === 'boxed' && 'mx-auto max-w-6xl')}
        >
          <AnimatedOutlet animation={settings.animation} />
        </main>
        <footer className="px-6 py-4 text-center text-xs text-slate-500 dark:text-slate-400">
          {t('footer', { year: new Date().getFullYear(), company: t('common:companyName') })}
        </footer>
      </div>
    </div>
  );
}

/** The back office (/app): only for signed-in staff; sidebar, header, content and footer. */
export default function AppLayout() {
  return (
    <RequireStaff>
      <Shell />
    </RequireStaff>
  );
}
