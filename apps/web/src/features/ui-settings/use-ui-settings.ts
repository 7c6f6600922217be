import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { applyUiSettings, prefersDark, readUiSettings, writeUiSettings, type UiSettings } from './ui-settings.ts';

const listeners = new Set<() => void>();
let current = readUiSettings();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateUiSettings(change: Partial<UiSettings>): void {
  current = { ...current, ...change };
  writeUiSettings(current);
  applyUiSettings(current);
  listeners.forEach((listener) => listener());
}

/** The UI settings and a setter; every component using it re-renders on a change. */
export function useUiSettings(): [UiSettings, (change: Partial<UiSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, () => current);
  return [settings, useCallback(updateUiSettings, [])];
}

/** Follows the operating system's light/dark switch while the theme is 'system'. */
export function useSystemTheme(): void {
  const [settings] = useUiSettings();
  useEffect(() => {
    if (settings.theme !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => document.documentElement.classList.toggle('dark', prefersDark());
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [settings.theme]);
}
