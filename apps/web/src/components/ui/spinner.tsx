import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-sea-200 border-t-sea-700" aria-hidden />
      {label ? <span>{label}</span> : <span className="sr-only">{t('shell.loading')}</span>}
    </span>
  );
}
