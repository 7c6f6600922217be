import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BANNER_BUTTON_TEXT_MAX,
  BANNER_DISPLAY_ORDER_MAX,
  BANNER_DISPLAY_ORDER_MIN,
  BANNER_POSITIONS,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  BANNER_TYPES,
} from '@crabclaw/shared';
import { FormField, inputClass } from '../../../components/admin/index.ts';
import { toLocalInput } from '../../../lib/form-values.ts';
import type { BannerFormInput } from '../banner-fields.ts';
import { BannerTextField, useBannerFieldAria, useBannerFieldError } from './banner-text-field.tsx';

const DAY = 24 * 60 * 60 * 1000;
const hintClass = 'text-xs text-slate-500 dark:text-slate-400';
const checkboxLabelClass = 'flex items-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200';

/** One titled part of the banner form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t border-slate-100 pt-5 first:border-0 first:pt-0 dark:border-slate-800">
      <legend className="float-left mb-2 w-full text-base font-bold text-sea-900 dark:text-white">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

/** Title, subtitle (warned past its limit) and description. */
export function BasicSection() {
  const { t } = useTranslation('banners-admin');
  const subtitle = useWatch<BannerFormInput, 'subtitle'>({ name: 'subtitle' }) ?? '';
  return (
    <Section title={t('form.basic')}>
      <BannerTextField name="title" max={BANNER_TITLE_MAX} />
      <BannerTextField name="subtitle" max={BANNER_SUBTITLE_MAX} />
      {subtitle.length > BANNER_SUBTITLE_MAX ? (
        <p className="text-sm text-amber-700 dark:text-amber-300">{t('subtitleTooLong')}</p>
      ) : null}
      <BannerTextField name="description" />
      <p className={`-mt-2 ${hintClass}`}>{t('form.descriptionHint')}</p>
    </Section>
  );
}

/** The English texts, shown to visitors who read English. */
export function EnglishSection() {
  const { t } = useTranslation('banners-admin');
  return (
    <Section title={t('form.english')}>
      <p className={hintClass}>{t('form.englishHint')}</p>
      <BannerTextField name="titleEn" />
      <BannerTextField name="subtitleEn" />
      <BannerTextField name="descriptionEn" />
      <BannerTextField name="buttonTextEn" />
    </Section>
  );
}

/** The button's text and where it leads. */
export function CallToActionSection() {
  const { t } = useTranslation('banners-admin');
  return (
    <Section title={t('form.callToAction')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <BannerTextField name="buttonText" max={BANNER_BUTTON_TEXT_MAX} />
        <BannerTextField name="buttonLink" />
      </div>
    </Section>
  );
}

function ChoiceField({ name, choices }: { name: 'bannerType' | 'position'; choices: readonly string[] }) {
  const { t } = useTranslation('banners-admin');
  const { register } = useFormContext<BannerFormInput>();
  const errorOf = useBannerFieldError();
  const aria = useBannerFieldAria();
  const labels = name === 'bannerType' ? 'types' : 'positions';
  return (
    <FormField id={`banner-${name}`} label={t(`fields.${name}`)} error={errorOf(name)}>
      <select id={`banner-${name}`} className={inputClass} {...aria(name)} {...register(name)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(`${labels}.${choice}`)}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** Type, position, display order, tags, and the active and visible switches. */
export function ConfigurationSection() {
  const { t } = useTranslation('banners-admin');
  const { register } = useFormContext<BannerFormInput>();
  const errorOf = useBannerFieldError();
  const aria = useBannerFieldAria();
  return (
    <Section title={t('form.configuration')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField name="bannerType" choices={BANNER_TYPES} />
        <ChoiceField name="position" choices={BANNER_POSITIONS} />
        <FormField id="banner-displayOrder" label={t('fields.displayOrder')} error={errorOf('displayOrder')}>
          <input
            id="banner-displayOrder"
            type="number"
            min={BANNER_DISPLAY_ORDER_MIN}
            max={BANNER_DISPLAY_ORDER_MAX}
            className={inputClass}
            {...aria('displayOrder')}
            {...register('displayOrder', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
          />
        </FormField>
      </div>
      <p className={`-mt-2 ${hintClass}`}>{t('form.placementHint')}</p>
      <BannerTextField name="tags" />
      <div className="flex flex-wrap gap-6">
        {(['isActive', 'isVisible'] as const).map((name) => (
          <label key={name} className={checkboxLabelClass}>
            <input type="checkbox" className="h-4 w-4" {...register(name)} />
            {t(`fields.${name}`)}
          </label>
        ))}
      </div>
    </Section>
  );
}

/** Start and end; a start not before the end moves the end to a day after it (section 4). */
export function ScheduleSection() {
  const { t } = useTranslation('banners-admin');
  const { register, getValues, setValue } = useFormContext<BannerFormInput>();
  const errorOf = useBannerFieldError();
  const aria = useBannerFieldAria();
  const startField = register('startDate', {
    onChange: (event: { target: { value: string } }) => {
      const start = new Date(event.target.value);
      const end = new Date(getValues('endDate'));
      if (!Number.isNaN(start.getTime()) && !(start < end)) {
        setValue('endDate', toLocalInput(new Date(start.getTime() + DAY)), { shouldDirty: true, shouldValidate: true });
      }
    },
  });
  return (
    <Section title={t('form.schedule')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['startDate', 'endDate'] as const).map((name) => (
          <FormField key={name} id={`banner-${name}`} label={t(`fields.${name}`)} error={errorOf(name)}>
            <input
              id={`banner-${name}`}
              type="datetime-local"
              className={inputClass}
              {...aria(name)}
              {...(name === 'startDate' ? startField : register(name))}
            />
          </FormField>
        ))}
      </div>
    </Section>
  );
}
