import { ArrowLeft, Save } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHOP_PAGE_FACTS, SHOP_PAGE_MAX, type ShopPage, type ShopPageKey } from '@crabclaw/shared';
import { FormField, inputClass, LoadState, PageHeader, Panel } from '../../../components/admin/index.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toasts.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useMessage } from '../../../lib/messages.ts';
import { usePage } from '../api/get-page.ts';
import { useSavePage } from '../api/save-page.ts';

const LANGUAGES = ['id', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** The two languages of a loaded page, saved with the version it was loaded at (409 when another save came between). */
function PageForm({ pageKey, page }: { pageKey: ShopPageKey; page: ShopPage }) {
  const { t } = useTranslation('pages-admin');
  const message = useMessage();
  const save = useSavePage(pageKey);
  const [texts, setTexts] = useState<Record<Language, string>>({ id: page.id, en: page.en });
  const [errors, setErrors] = useState<Partial<Record<Language, string>>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({ ...texts, version: page.version });
      toast.success(t('edit.saved'));
    } catch (error) {
      const reason = error instanceof ApiRequestError ? message(error.reason) : undefined;
      toast.error(reason ?? t('edit.failed'));
      if (error instanceof ApiRequestError) {
        setErrors(
          Object.fromEntries(
            LANGUAGES.flatMap((field) => (error.fields[field] ? [[field, message(error.fields[field])]] : [])),
          ),
        );
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5 p-6">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('edit.markupHint')} {t('edit.factsHint', { facts: SHOP_PAGE_FACTS.map((fact) => `{{${fact}}}`).join(', ') })}
      </p>
      {LANGUAGES.map((language) => (
        <FormField key={language} id={`page-${language}`} label={t(`edit.${language}`)} error={errors[language]}>
          <textarea
            id={`page-${language}`}
            rows={16}
            maxLength={SHOP_PAGE_MAX}
            className={cn(inputClass, 'h-auto py-2 font-mono text-sm')}
            value={texts[language]}
            aria-invalid={Boolean(errors[language])}
            onChange={(event) => setTexts((current) => ({ ...current, [language]: event.target.value }))}
          />
        </FormField>
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          <Save className="h-4 w-4" aria-hidden />
          {save.isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}

/** /app/pages/{key}: one of the shop's pages in both languages, as markup. */
export function PageEditScreen({ pageKey }: { pageKey: ShopPageKey }) {
  const { t } = useTranslation('pages-admin');
  const page = usePage(pageKey);
  return (
    <>
      <PageHeader
        title={t(`names.${pageKey}`)}
        description={t('edit.subtitle')}
        actions={
          <Link to="/app/pages" className={buttonClass('outline', 'md')}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('edit.back')}
          </Link>
        }
      />
      <Panel className="max-w-4xl">
        <LoadState
          isPending={page.isPending}
          isError={page.isError}
          isEmpty={false}
          emptyText=""
          onRetry={() => void page.refetch()}
        >
          {page.data ? <PageForm key={page.data.version} pageKey={pageKey} page={page.data} /> : null}
        </LoadState>
      </Panel>
    </>
  );
}
