/**
 * The back office's look, kept on the device under 'uiSettings' (back-office.md section 3, UI settings).
 * index.html reads `theme` and `direction` before the first paint, so keep those two keys and values.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export const MENUS = ['vertical', 'horizontal', 'collapsible'] as const;
export const LAYOUTS = ['full', 'boxed'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const NAVBARS = ['sticky', 'floating', 'static'] as const;
export const ANIMATIONS = ['fade', 'slide', 'zoom', 'none'] as const;

export interface UiSettings {
  theme: (typeof THEMES)[number];
  menu: (typeof MENUS)[number];
  semiDark: boolean;
  layout: (typeof LAYOUTS)[number];
  direction: (typeof DIRECTIONS)[number];
  navbar: (typeof NAVBARS)[number];
  animation: (typeof ANIMATIONS)[number];
  /** The collapsible menu's state: folded to icons or open. */
  sidebarCollapsed: boolean;
  /** A chime when new orders arrive (issue 25): this device's choice, off until staff switch it on. */
  newOrderSound: boolean;
}

export const UI_SETTINGS_KEY = 'uiSettings';

export const DEFAULT_UI_SETTINGS: UiSettings = {
  theme: 'light',
  menu: 'vertical',
  semiDark: false,
  layout: 'full',
  direction: 'ltr',
  navbar: 'sticky',
  animation: 'fade',
  sidebarCollapsed: false,
  newOrderSound: false,
};

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** Reads the stored settings; anything missing or unreadable falls back to the default (spec section 8). */
export function readUiSettings(): UiSettings {
  let stored: Partial<Record<keyof UiSettings, unknown>> = {};
  try {
    stored = JSON.parse(localStorage.getItem(UI_SETTINGS_KEY) ?? '{}') ?? {};
  } catch {
    localStorage.removeItem(UI_SETTINGS_KEY);
  }
  const d = DEFAULT_UI_SETTINGS;
  return {
    theme: oneOf(THEMES, stored.theme, d.theme),
    menu: oneOf(MENUS, stored.menu, d.menu),
    semiDark: typeof stored.semiDark === 'boolean' ? stored.semiDark : d.semiDark,
    layout: oneOf(LAYOUTS, stored.layout, d.layout),
    direction: oneOf(DIRECTIONS, stored.direction, d.direction),
    navbar: oneOf(NAVBARS, stored.navbar, d.navbar),
    animation: oneOf(ANIMATIONS, stored.animation, d.animation),
    sidebarCollapsed: typeof stored.sidebarCollapsed === 'boolean' ? stored.sidebarCollapsed : d.sidebarCollapsed,
    newOrderSound: typeof stored.newOrderSound === 'boolean' ? stored.newOrderSound : d.newOrderSound,
  };
}

export function writeUiSettings(settings: UiSettings): void {
  try {
    localStorage.setItem(UI_SETTINGS_KEY, JSON.stringify(settings));
  } catch (error) {
    console.warn('could not save the UI settings', error);
  }
}

export function prefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Puts theme and direction on <html>, as the inline script in index.html does at load. */
export function applyUiSettings({ theme, direction }: UiSettings): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark' || (theme === 'system' && prefersDark()));
  root.dir = direction;
}
