import { useTranslation } from 'react-i18next';
import { useFinishSignOut } from '../../features/auth/index.ts';
import { CartDropdown } from '../../features/cart/index.ts';
import { MAIN_CONTENT_ID, PublicShell } from '../../features/storefront-shell/index.ts';
import { useDocumentTitle } from '../use-document-title.ts';

/**
 * The first thing Tab reaches on every storefront page (WCAG 2.4.1): a link past the header's dozen stops to
 * the page's own content, shown only while it has the focus. Before the code has run it is a plain link to
 * #content; after, it moves the focus there without adding #content to the address.
 */
function SkipToContent() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus({ preventScroll: true });
        main.scrollIntoView({ block: 'start' });
      }}
      className="sr-only rounded-xl bg-sea-800 px-4 py-3 text-sm font-bold text-white shadow-lg focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[70]"
    >
      {t('shell.skipToContent')}
    </a>
  );
}

export default function PublicLayout() {
  useDocumentTitle();
  // A staff member's sign-out ends on the storefront's home (features/auth).
  useFinishSignOut();
  return (
    <>
      <SkipToContent />
      <PublicShell cart={<CartDropdown />} />
    </>
  );
}
