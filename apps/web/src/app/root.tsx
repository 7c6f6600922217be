import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useStoredLanguage } from '../lib/i18n.ts';
import { endHydration } from '../lib/server-rendered.ts';

/**
 * Shell behaviours shared by every layout: scroll restoration, the visitor's language, and `data-hydrated`
 * on <html> once the page responds (a server-rendered page shows before it does; the browser tests wait
 * for it), when the buttons pressed before are pressed again. Titles and overlays come with the shell.
 */
export default function Root() {
  useStoredLanguage();
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    endHydration();
  }, []);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
