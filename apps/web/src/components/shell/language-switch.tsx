import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../../lib/i18n.ts';
import { cn } from '../../lib/cn.ts';

/** The ID/EN switch of every layout; the choice is kept on the device under 'selectedLanguage'. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div
      role="group"
      aria-label={t('shell.language')}
      className={cn('flex rounded-xl border border-slate-200 p-0.5 dark:border-slate-700', className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={t(`shell.languageNames.${language}`)}
          title={t(`shell.languageNames.${language}`)}
          aria-pressed={i18n.language === language}
          onClick={() => changeLanguage(language)}
          className={cn(
            'rounded-lg px-2 py-1 text-xs font-bold uppercase',
            i18n.language === language
              ? 'bg-sea-800 text-white'
              : 'text-slate-600 hover:text-sea-800 dark:text-slate-300',
          )}
        >
          {language}
        </button>
      ))}
    </div>
  );
}
