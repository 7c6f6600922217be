import { LanguageSwitch } from '../../../components/shell/index.ts';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, Menu, PanelLeftClose, PanelLeftOpen, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffUser } from '@crabclaw/shared';
import { DropdownMenuPanel } from '../../../components/ui/dropdown-menu.tsx';
import { cn } from '../../../lib/cn.ts';

export interface HeaderProps {
  title: string;
  user: StaffUser | null;
  navbar: 'sticky' | 'floating' | 'static';
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
  /** Shown for the collapsible menu from 1024 px up. */
  collapse?: { collapsed: boolean; onToggle: () => void };
  onSignOut: () => void;
  /** The customizer's trigger. */
  tools?: ReactNode;
}

function UserMenu({ user, onSignOut }: Pick<HeaderProps, 'user' | 'onSignOut'>) {
  const { t } = useTranslation('admin');
  if (!user) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-xl px-2 py-1.5 text-start hover:bg-sea-50 dark:hover:bg-slate-800">
        <span
          aria-hidden
          className="flex h-9 w-9 items-center justify-center rounded-full bg-teal-500 text-sm font-bold uppercase text-white"
        >
          {user.username.slice(0, 1)}
        </span>
        <span className="hidden leading-tight sm:block">
          <span className="block text-sm font-semibold text-sea-900 dark:text-white">{user.username}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">{t(`roles.${user.role}`)}</span>
        </span>
        <span className="sr-only">{t('header.userMenu', { username: user.username })}</span>
        <ChevronDown className="h-4 w-4 text-slate-400" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenuPanel align="end" sideOffset={8}>
        <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-500 dark:text-slate-400">
          {t('header.signedInAs', { username: user.username, role: t(`roles.${user.role}`) })}
        </DropdownMenu.Label>
        <DropdownMenu.Item asChild>
          <Link
            to="/app/akun"
            className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-sea-50 dark:data-[highlighted]:bg-slate-800"
          >
            <UserCog className="h-4 w-4" aria-hidden />
            {t('header.myAccount')}
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item
          onSelect={onSignOut}
          className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-coral-600 outline-none data-[highlighted]:bg-coral-500/10"
        >
          <LogOut className="h-4 w-4" aria-hidden />
          {t('header.signOut')}
        </DropdownMenu.Item>
      </DropdownMenuPanel>
    </DropdownMenu.Root>
  );
}

const NAVBAR_CLASSES = {
  sticky: 'sticky top-0 border-b',
  floating: 'sticky top-3 mx-3 mt-3 rounded-2xl border shadow-lg lg:mx-6',
  static: 'border-b',
} as const;

export function Header({ title, user, navbar, sidebarOpen, onOpenSidebar, collapse, onSignOut, tools }: HeaderProps) {
  const { t } = useTranslation('admin');
  return (
    <header
      className={cn(
        'z-30 flex h-16 items-center gap-2 border-slate-200 bg-white/90 px-3 backdrop-blur lg:px-6 dark:border-slate-800 dark:bg-slate-900/90',
        NAVBAR_CLASSES[navbar],
      )}
    >
      <button
        type="button"
        className="rounded-xl p-2 text-sea-800 hover:bg-sea-50 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
        aria-label={t('nav.open')}
        aria-controls="admin-sidebar"
        aria-expanded={sidebarOpen}
        onClick={onOpenSidebar}
      >
        <Menu className="h-5 w-5" aria-hidden />
      </button>
      {collapse ? (
        <button
          type="button"
          className="hidden rounded-xl p-2 text-sea-800 hover:bg-sea-50 lg:inline-flex dark:text-slate-200 dark:hover:bg-slate-800"
          aria-label={t(collapse.collapsed ? 'nav.expand' : 'nav.collapse')}
          onClick={collapse.onToggle}
        >
          {collapse.collapsed ? (
            <PanelLeftOpen className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
          ) : (
            <PanelLeftClose className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
          )}
        </button>
      ) : null}
      <p className="min-w-0 flex-1 truncate text-base font-bold text-sea-900 dark:text-white">{title}</p>
      {/* Below 640 px the title needs the room: the menu drawer (Sidebar) holds the switch there. */}
      <LanguageSwitch className="hidden sm:flex" />
      {tools}
      <UserMenu user={user} onSignOut={onSignOut} />
    </header>
  );
}
