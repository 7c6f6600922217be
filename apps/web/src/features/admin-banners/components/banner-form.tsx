import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AdminBanner } from '@crabclaw/shared';
import { PageHeader, Panel } from '../../../components/admin/index.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { BANNER_LIST_PATH, useBannerForm } from '../hooks/use-banner-form.ts';
import { BannerFormActions, BannerFormOutcome } from './banner-form-footer.tsx';
import {
  BasicSection,
  CallToActionSection,
  ConfigurationSection,
  EnglishSection,
  ScheduleSection,
  Section,
} from './banner-form-sections.tsx';
import { BannerImagesField } from './banner-images-field.tsx';
import { BannerTextField } from './banner-text-field.tsx';

/** Banner create and edit (back-office.md sections 2, 4, 5 and 8); `banner` is the loaded one when editing. */
export function BannerForm({ banner }: { banner?: AdminBanner }) {
  const { t } = useTranslation('banners-admin');
  const navigate = useNavigate();
  const state = useBannerForm(banner);
  const { isEdit } = state;
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);

  return (
    <>
      <PageHeader
        title={t(isEdit ? 'form.editTitle' : 'form.createTitle')}
        description={t(isEdit ? 'form.editDescription' : 'form.createDescription')}
      />
      <Panel className="max-w-4xl">
        <FormProvider {...state.form}>
          <form noValidate className="space-y-6 p-6" onSubmit={state.submit}>
            <BasicSection />
            <EnglishSection />
            <Section title={t('form.visual')}>
              <BannerImagesField
                value={state.images}
                onChange={state.setImages}
                isEdit={isEdit}
                error={state.imageError}
                onError={state.setImageError}
              />
            </Section>
            <CallToActionSection />
            <ConfigurationSection />
            <ScheduleSection />
            <Section title={t('form.creator')}>
              <BannerTextField name="createdBy" />
            </Section>
            <BannerFormOutcome
              summary={state.summary}
              succeeded={state.succeeded}
              isEdit={isEdit}
              progress={state.progress}
            />
            <BannerFormActions
              isEdit={isEdit}
              busy={state.busy}
              saving={state.saving}
              changed={state.changed}
              onCancel={() => (state.changed ? setConfirmingDiscard(true) : navigate(BANNER_LIST_PATH))}
              onReset={state.resetToLoaded}
            />
          </form>
        </FormProvider>
      </Panel>
      <ConfirmDialog
        open={confirmingDiscard}
        title={t('form.discardTitle')}
        description={t('form.discard')}
        confirmLabel={t('form.discardConfirm')}
        cancelLabel={t('form.keepEditing')}
        onConfirm={() => navigate(BANNER_LIST_PATH)}
        onCancel={() => setConfirmingDiscard(false)}
      />
    </>
  );
}
