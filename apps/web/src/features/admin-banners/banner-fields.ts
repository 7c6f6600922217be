import type { z } from 'zod';
import { BannerFieldsSchema, buttonTextFor, type AdminBanner } from '@crabclaw/shared';
import { formFields, type FieldList } from '../../lib/form-values.ts';

export type BannerFormInput = z.input<typeof BannerFieldsSchema>;
export type BannerFormOutput = z.output<typeof BannerFieldsSchema>;

/**
 * The banner form's fields, each once (back-office.md sections 4 and 5); every field of the schema is listed.
 * Section 5's create defaults where the schema has none: HERO, TOP, order 1, the type's button text, 'Admin'.
 */
const BANNER_FIELDS = {
  title: { kind: 'text' },
  titleEn: { kind: 'text' },
  subtitle: { kind: 'text' },
  subtitleEn: { kind: 'text' },
  description: { kind: 'textarea' },
  descriptionEn: { kind: 'textarea' },
  buttonText: { kind: 'text', initial: buttonTextFor('HERO', '') },
  buttonTextEn: { kind: 'text' },
  buttonLink: { kind: 'text' },
  bannerType: { kind: 'select', initial: 'HERO' },
  position: { kind: 'select', initial: 'TOP' },
  displayOrder: { kind: 'number', initial: 1 },
  isActive: { kind: 'checkbox' },
  isVisible: { kind: 'checkbox' },
  tags: { kind: 'text' },
  startDate: { kind: 'date-time' },
  endDate: { kind: 'date-time' },
  createdBy: { kind: 'text', initial: 'Admin' },
} as const satisfies Required<FieldList<BannerFormInput>>;

export const bannerFields = formFields(BannerFieldsSchema, BANNER_FIELDS);

/** Section 5: a new banner runs from now until a month later. */
function newBannerValues(): BannerFormInput {
  const now = new Date();
  const monthLater = new Date(now);
  monthLater.setMonth(monthLater.getMonth() + 1);
  return bannerFields.newValues({ startDate: now, endDate: monthLater });
}

/** The form's starting values: the loaded banner's (Reset returns to these), or a new one's. */
export function bannerFormValues(banner: AdminBanner | undefined): BannerFormInput {
  return banner ? bannerFields.storedValues(banner) : newBannerValues();
}
