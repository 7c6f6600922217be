import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/shell/index.ts';
import { afterSignIn, LoginForm, useSession } from '../../../features/auth/index.ts';
import { useDocumentTitle } from '../../use-document-title.ts';

/** /auth/login: staff sign-in, then back to the page the visitor wanted (?next=) or the landing page. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { user, checking } = useSession();
  const target = afterSignIn(params.get('next'));
  // The auth layout has no shell to write the tab title, so the page does: not the last page's title.
  useDocumentTitle();
  // Also what happens right after signing in: the session query then holds the user.
  if (user && !checking) return <Navigate to={target} replace />;

  return (
    <div className="rounded-3xl bg-white p-8 shadow-2xl dark:bg-slate-900">
      <div className="mb-6 flex items-start justify-between gap-4">
        <Link to="/public/home" className="flex items-center gap-2 font-extrabold text-sea-900 dark:text-white">
          <img src="/favicon.svg" alt="" className="h-9 w-9" />
          {t('common:companyName')}
        </Link>
        <LanguageSwitch />
      </div>
      <h1 className="text-2xl font-extrabold text-sea-900 dark:text-white">{t('title')}</h1>
      <p className="mb-6 mt-1 text-sm text-slate-500 dark:text-slate-400">{t('subtitle')}</p>
      <LoginForm />
      <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">{t('lostAccess')}</p>
      <p className="mt-6 text-center text-sm">
        <Link to="/public/home" className="font-semibold text-teal-600 hover:underline dark:text-teal-400">
          {t('backToShop')}
        </Link>
      </p>
    </div>
  );
}
