import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { LanguageSwitch } from '../../../components/shell/index.ts';
import { cn } from '../../../lib/cn.ts';
import type { NavItem } from '../nav-items.ts';

/**
 * Counts to show beside menu items, by their label key: the unread contact messages beside 'messages', the
 * new orders not yet confirmed beside 'order'.
 */
export type NavBadges = Partial<Record<string, number>>;

/** What a menu item's count counts, for screen readers. */
const BADGE_WORDS: Partial<Record<string, string>> = { order: 'nav.newOrderCount' };

/** A count beside a menu item; with the menu folded to icons, on the icon's corner. */
function NavBadge({ label, count, folded }: { label: string; count: number | undefined; folded?: boolean }) {
  const { t } = useTranslation('admin');
  if (!count) return null;
  return (
    <span
      className={cn(
        'ms-auto rounded-full bg-coral-500 px-2 py-0.5 text-xs font-bold text-white',
        folded && 'lg:absolute lg:end-2 lg:top-1 lg:px-1.5',
      )}
    >
      <span aria-hidden>{count}</span>
      <span className="sr-only">{` (${t(BADGE_WORDS[label] ?? 'nav.unreadCount', { count })})`}</span>
    </span>
  );
}

export interface SidebarProps {
  items: NavItem[];
  /** Off-canvas state below 1024 px. */
  open: boolean;
  onClose: () => void;
  /** A menu click; the layout closes the off-canvas sidebar on small screens. */
  onNavigate: () => void;
  /** Icons only (collapsible menu, folded). */
  collapsed: boolean;
  /** Hidden from 1024 px up (horizontal menu). */
  hiddenOnDesktop: boolean;
  semiDark: boolean;
  badges?: NavBadges;
}

export function Sidebar({
  items,
  open,
  onClose,
  onNavigate,
  collapsed,
  hiddenOnDesktop,
  semiDark,
  badges = {},
}: SidebarProps) {
  const { t } = useTranslation('admin');
  const dark = semiDark ? 'dark' : undefined;
  return (
    <>
      <div
        aria-hidden
        onClick={onClose}
        className={cn(
          'fixed inset-0 z-40 bg-sea-950/50 transition-opacity lg:hidden',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <aside
        id="admin-sidebar"
        aria-label={t('nav.label')}
        className={cn(
          dark,
          'fixed inset-y-0 start-0 z-50 flex flex-col border-e border-slate-200 bg-white transition-[transform,width] duration-200 dark:border-slate-800 dark:bg-sea-950',
          collapsed ? 'lg:w-20' : 'lg:w-64',
          'w-72',
          open ? 'translate-x-0' : '-translate-x-full rtl:translate-x-full lg:translate-x-0 lg:rtl:translate-x-0',
          hiddenOnDesktop && 'lg:hidden',
        )}
      >
        <div className="flex h-16 items-center justify-between gap-2 px-5">
          <NavLink
            to="/public/home"
            className="flex items-center gap-2 font-extrabold text-sea-900 dark:text-white"
            onClick={onNavigate}
          >
            <img src="/favicon.svg" alt="" className="h-8 w-8" />
            <span className={cn(collapsed && 'lg:sr-only')}>{t('common:companyName')}</span>
          </NavLink>
          <button
            type="button"
            className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 lg:hidden dark:text-slate-300 dark:hover:bg-white/10"
            aria-label={t('nav.close')}
            onClick={onClose}
          >
            <X className="h-5 w-5" aria-hidden />
          </button>
        </div>
        <nav className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="space-y-1">
            {items.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  title={collapsed ? t(`nav.${label}`) : undefined}
                  className={({ isActive }) =>
                    cn(
                      'relative flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors',
                      collapsed && 'lg:justify-center',
                      isActive
                        ? 'bg-teal-500/10 text-teal-700 dark:bg-teal-400/15 dark:text-teal-300'
                        : 'text-slate-600 hover:bg-sea-50 hover:text-sea-900 dark:text-slate-300 dark:hover:bg-white/5 dark:hover:text-white',
                    )
                  }
                >
                  <Icon className="h-5 w-5 shrink-0" aria-hidden />
                  <span className={cn(collapsed && 'lg:sr-only')}>{t(`nav.${label}`)}</span>
                  <NavBadge label={label} count={badges[label]} folded={collapsed} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Below 640 px the header has no room for the language switch: the drawer, the phone's menu, offers
            it, as the storefront's phone menu does. From 640 px up the header's own is on screen. */}
        <div className="border-t border-slate-200 px-5 py-4 sm:hidden dark:border-white/10">
          <LanguageSwitch className="w-fit" />
        </div>
      </aside>
    </>
  );
}

/** The menu as a bar under the header (horizontal menu, from 1024 px up). */
export function TopNav({ items, badges = {} }: { items: NavItem[]; badges?: NavBadges }) {
  const { t } = useTranslation('admin');
  return (
    <nav
      aria-label={t('nav.label')}
      className="hidden border-b border-slate-200 bg-white px-4 lg:block dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="flex gap-1 overflow-x-auto py-2">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 whitespace-nowrap rounded-xl px-3 py-2 text-sm font-semibold',
                  isActive
                    ? 'bg-teal-500/10 text-teal-700 dark:text-teal-300'
                    : 'text-slate-600 hover:bg-sea-50 dark:text-slate-300 dark:hover:bg-slate-800',
                )
              }
            >
              <Icon className="h-4 w-4" aria-hidden />
              {t(`nav.${label}`)}
              <NavBadge label={label} count={badges[label]} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
