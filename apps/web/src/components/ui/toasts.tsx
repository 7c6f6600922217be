import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type ToastArgs = Parameters<typeof sonnerToast.success>;

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Sonner's code is fetched with the first toast: no page shows one before the visitor does something. */
function loadSonner(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  sonner ??= import('sonner');
  return sonner;
}

function shown(kind: 'success' | 'error' | 'info' | 'warning') {
  return (...args: ToastArgs): void => {
    loadSonner().then(
      (loaded) => loaded.toast[kind](...args),
      (error: unknown) => console.warn('could not show a message', error),
    );
  };
}

/** The shop's toasts: sonner's success, error, info and warning, with sonner loaded on the first one. */
export const toast = {
  success: shown('success'),
  error: shown('error'),
  info: shown('info'),
  warning: shown('warning'),
};

const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear, mounted with the first one (sonner shows toasts made before it mounted). */
export function Toasts() {
  const used = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      {/* Sonner sets its own system-font stack on the toaster: the toasts take the page's font instead. */}
      <Toaster position="bottom-right" duration={5000} closeButton style={{ fontFamily: 'inherit' }} />
    </Suspense>
  );
}
