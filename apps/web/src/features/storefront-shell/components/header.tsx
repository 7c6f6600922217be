import { ChevronDown, Menu, X } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '../../../components/shell/index.ts';
import { cn } from '../../../lib/cn.ts';
import { useScrolledPast } from '../../../lib/use-scrolled-past.ts';
import { COMPANY_PAGES, HOME_PATH } from '../nav-items.ts';
import { useContactNavigation } from '../use-contact-navigation.ts';

/** Spec section 9: the header turns compact once the page has scrolled past 50 px. */
const COMPACT_AFTER_PX = 50;

/** The look of one entry of the header's menu, highlighted on its own pages. */
const itemClass = (active: boolean) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors duration-150',
    active
      ? 'bg-sea-50 text-sea-800 dark:bg-slate-800 dark:text-white'
      : 'text-slate-700 hover:text-sea-700 dark:text-slate-200',
  );

function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link
      to={HOME_PATH}
      className="flex items-center gap-2"
      aria-label={t('shell.homeLink', { company: t('companyName') })}
    >
      <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
      <span className="text-lg font-extrabold tracking-tight text-sea-900 dark:text-white">
        Crab<span className="text-coral-500">Claw</span>
      </span>
    </Link>
  );
}

const CompanyDropdown = lazy(() => import('./company-menu.tsx'));

/**
 * The Company menu of the desktop header. The first paint shows a plain button that looks the same; the
 * Radix menu (with its positioning code, a quarter of the storefront's script) loads when the pointer or
 * the focus reaches it, and opens at once if the button was pressed before it arrived. Its open state is
 * kept here, so a press that lands on the stand-in while the menu's code arrives (on a busy phone, between
 * the press and its click) still opens it: like Radix's own button, the stand-in opens on the press.
 */
function CompanyMenu() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState<{ open: boolean; focus: boolean }>();
  const triggerClassName = cn(itemClass(pathname.startsWith('/public/company')), 'inline-flex items-center gap-1');
  // In a transition, so the stand-in stays on screen (and keeps the focus) while the menu's code loads.
  const want = (open: boolean, focus: boolean) =>
    startTransition(() => setWanted((before) => ({ open: open || !!before?.open, focus: focus || !!before?.focus })));
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={() => want(false, false)}
      onFocus={() => want(false, true)}
      onPointerDown={(event) => {
        if (event.button === 0) want(true, true);
      }}
      onClick={() => want(true, true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') want(true, true);
      }}
    >
      {t('nav.company')}
      <ChevronDown className="h-4 w-4" aria-hidden />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      {wanted ? (
        <CompanyDropdown
          triggerClassName={triggerClassName}
          open={wanted.open}
          onOpenChange={(open) => setWanted({ open, focus: wanted.focus })}
          autoFocus={wanted.focus}
        />
      ) : (
        standIn
      )}
    </Suspense>
  );
}

function MenuLinks({
  onNavigate,
  vertical,
  extra,
}: {
  onNavigate?: () => void;
  vertical?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const goToContact = useContactNavigation();
  return (
    <>
      <NavLink to={HOME_PATH} onClick={onNavigate} className={({ isActive }) => itemClass(isActive)}>
        {t('nav.home')}
      </NavLink>
      {vertical ? (
        COMPANY_PAGES.map((item) => (
          <NavLink key={item.to} to={item.to} onClick={onNavigate} className={({ isActive }) => itemClass(isActive)}>
            {t(item.label)}
          </NavLink>
        ))
      ) : (
        <CompanyMenu />
      )}
      <NavLink to="/public/products" onClick={onNavigate} className={({ isActive }) => itemClass(isActive)}>
        {t('nav.products')}
      </NavLink>
      <button
        type="button"
        className={cn(itemClass(false), vertical && 'text-start')}
        onClick={() => {
          onNavigate?.();
          goToContact();
        }}
      >
        {t('nav.contact')}
      </button>
      {extra}
    </>
  );
}

/**
 * The storefront header: logo, menu, cart with dropdown, language switch, and the mobile menu. Customers have
 * no accounts, so it offers no sign-in: staff find theirs at the foot of the page. `cart` is the cart's
 * button and dropdown, handed in by the layout.
 */
export function Header({ cart }: { cart: ReactNode }) {
  const { t } = useTranslation('shell');
  const compact = useScrolledPast(COMPACT_AFTER_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const mobileMenu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);
  // Escape closes the open mobile menu; the focus, if it was in the menu, goes back to the menu's button.
  // An Escape that closed something above it (a dialog, which marks it handled) is not for the menu.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (mobileMenu.current?.contains(document.activeElement)) menuButton.current?.focus();
      setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  // Fixed over a spacer of its full height, so turning compact never moves the page under it.
  return (
    <>
      <div aria-hidden className="h-20" />
      <header
        className={cn(
          'fixed inset-x-0 top-0 z-40 border-b bg-white/95 backdrop-blur transition-all dark:bg-slate-950/95',
          compact ? 'border-slate-200 shadow-sm dark:border-slate-800' : 'border-transparent',
        )}
      >
        <div className={cn('mx-auto flex max-w-7xl items-center gap-4 px-4 transition-all', compact ? 'h-14' : 'h-20')}>
          <Logo />
          <nav aria-label={t('nav.label')} className="ms-6 hidden items-center gap-1 lg:flex">
            <MenuLinks />
          </nav>
          <div className="ms-auto flex items-center gap-2">
            <LanguageSwitch className="hidden sm:flex" />
            {cart}
            <button
              ref={menuButton}
              type="button"
              className="flex h-10 w-10 items-center justify-center rounded-xl text-sea-800 hover:bg-sea-50 lg:hidden dark:text-white"
              aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileOpen((open) => !open)}
            >
              {mobileOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
            </button>
          </div>
        </div>
        {mobileOpen ? (
          <nav
            ref={mobileMenu}
            id="mobile-menu"
            aria-label={t('nav.mobileLabel')}
            className="flex flex-col gap-1 border-t border-slate-200 bg-white px-4 py-3 lg:hidden dark:border-slate-800 dark:bg-slate-950"
          >
            <MenuLinks
              vertical
              onNavigate={() => setMobileOpen(false)}
              extra={
                <div className="mt-2 flex items-center border-t border-slate-100 pt-3 dark:border-slate-800">
                  <LanguageSwitch />
                </div>
              }
            />
          </nav>
        ) : null}
      </header>
    </>
  );
}
