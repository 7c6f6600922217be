import { z } from 'zod';
import { DB_INT_MAX, PAGE_SIZE_MAX } from './catalogue-constants.ts';
import { pageOf, StoreBannerSchema } from './catalogue.ts';
import { isCalendarDay, optionalText, queryDay, queryFlag, queryIntegerOr, requiredText } from './form-fields.ts';
import { isBannerLink } from './banner-link.ts';
import { encodeMessage, type MessageCode } from './messages.ts';

// Back-office banner management (issue 10; back-office.md sections 2, 3, 4, 5, 7, 8 and 9).
// The messages are the spec's ('{field} is required', '{field} must be at most {n} characters', ...), as
// codes both sides translate (messages.ts).

export const BANNER_TYPES = ['HERO', 'PROMOTIONAL', 'ANNOUNCEMENT'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
export const BANNER_POSITIONS = ['TOP', 'MIDDLE', 'BOTTOM', 'SIDEBAR', 'POPUP'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

/** Section 9: banner limits. */
export const BANNER_TITLE_MAX = 100;
export const BANNER_SUBTITLE_MAX = 500;
export const BANNER_BUTTON_TEXT_MAX = 50;
export const BANNER_DESCRIPTION_MAX = 20_000;
export const BANNER_DISPLAY_ORDER_MIN = 1;
export const BANNER_DISPLAY_ORDER_MAX = 100;
export const BANNER_IMAGES_MAX = 4;
export const BANNER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Banner pictures are resized so their longest side is at most this many pixels. */
export const BANNER_IMAGE_MAX_SIDE = 1920;
export const BANNER_PAGE_SIZE = 10;
/** After a successful create or update the form returns to the list after this long. */
export const BANNER_REDIRECT_MS = 2000;

/** Section 4: the button text a type starts with, used when the text is empty or still another type's default. */
export const DEFAULT_BUTTON_TEXTS: Record<BannerType, string> = {
  HERO: 'Shop Now',
  PROMOTIONAL: 'Get Offer',
  ANNOUNCEMENT: 'Learn More',
};

/** The button text after choosing `type`: a text staff wrote stays; an empty or default one follows the type. */
export function buttonTextFor(type: BannerType, current: string): string {
  const text = current.trim();
  const isDefault = text === '' || Object.values(DEFAULT_BUTTON_TEXTS).includes(text);
  return isDefault ? DEFAULT_BUTTON_TEXTS[type] : current;
}

/** Display-order colour (section 9): 3 or less green bold, 4 to 6 yellow, above 6 grey. */
export function displayOrderTone(order: number): 'green' | 'yellow' | 'grey' {
  if (order <= 3) return 'green';
  if (order <= 6) return 'yellow';
  return 'grey';
}

const bannerText = (required: MessageCode, tooLong: MessageCode, max: number) =>
  requiredText(required).max(max, encodeMessage(tooLong, { max }));

/**
 * The schedule's range: four-digit years, which ISO text and PostgreSQL both hold. An instant from year
 * 10000 on reached PostgreSQL as '+010000-...' and failed there with 500 (found by an outside probe).
 */
const SCHEDULE_FIRST = Date.UTC(1000, 0, 1);
const SCHEDULE_AFTER = Date.UTC(10_000, 0, 1);

/** The shop's offset from UTC (WIB, Asia/Jakarta: +07:00 all year, no daylight saving). */
const SHOP_UTC_OFFSET_MINUTES = 7 * 60;

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):(\d{2}))?)?$/;

/** Minutes east of UTC a date-time names: its own zone, else the shop's (the spec's form sends none). */
function offsetOf(zone: string | undefined, sign: string | undefined, hours = '0', minutes = '0'): number | undefined {
  if (zone === undefined) return SHOP_UTC_OFFSET_MINUTES;
  if (Number(hours) > 23 || Number(minutes) > 59) return undefined;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/**
 * The instant a schedule date names, as ISO text, or undefined when it is not one. Taken: an ISO date
 * 'YYYY-MM-DD' (the start of that shop day) and an ISO date-time, with Z or an offset or without a zone
 * (the spec's form sends the date-time input's 'YYYY-MM-DDTHH:mm'), read in the shop's zone (WIB); seconds
 * and fractions optional; years 1000 to 9999. Nothing else: Date.parse read 'tomorrow 1' as 2001-01-01.
 */
export function scheduleInstant(value: string): string | undefined {
  const parts = ISO_DATE_TIME.exec(value.trim());
  if (!parts) return undefined;
  const [, day = '', hours = '0', minutes = '0', seconds = '0', fraction = '', zone, sign, zoneHours, zoneMinutes] =
    parts;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const offset = offsetOf(zone, sign, zoneHours, zoneMinutes);
  if (year < 1000 || !isCalendarDay(day) || offset === undefined) return undefined;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
  const millis = Number(fraction.padEnd(3, '0').slice(0, 3));
  const instant =
    Date.UTC(year, month - 1, date, Number(hours), Number(minutes), Number(seconds), millis) - offset * 60_000;
  return instant >= SCHEDULE_FIRST && instant < SCHEDULE_AFTER ? new Date(instant).toISOString() : undefined;
}

/** A schedule date (scheduleInstant): the form checks its input's text with it, the service stores its instant. */
const SCHEDULE_DATE_FORMATS =
  "'YYYY-MM-DD' (from 00:00 WIB), or an ISO date-time with Z, an offset or no zone (then WIB); years 1000 to 9999";

const scheduleDate = (required: MessageCode, invalid: MessageCode) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => scheduleInstant(value) !== undefined, encodeMessage(invalid));

/** An empty id from the form, 0 in the spec's payload (section 3), or null: no link to a category or product. */
const optionalId = z.preprocess(
  (value) => (value === 0 || value === '' || value === undefined ? null : value),
  z.number().int().min(1).max(DB_INT_MAX).nullable(),
);

/** The banner fields staff edit; the form and the server validate with this. */
export const BannerFieldsSchema = z.object({
  title: bannerText('banner.titleRequired', 'banner.titleTooLong', BANNER_TITLE_MAX),
  titleEn: optionalText(BANNER_TITLE_MAX, 'banner.titleEnTooLong'),
  subtitle: bannerText('banner.subtitleRequired', 'banner.subtitleTooLong', BANNER_SUBTITLE_MAX),
  subtitleEn: optionalText(BANNER_SUBTITLE_MAX, 'banner.subtitleEnTooLong'),
  description: bannerText('banner.descriptionRequired', 'banner.descriptionTooLong', BANNER_DESCRIPTION_MAX).describe(
    'Markup; sanitized with an allow-list before it is stored',
  ),
  descriptionEn: optionalText(BANNER_DESCRIPTION_MAX, 'banner.descriptionEnTooLong'),
  buttonText: bannerText('banner.buttonTextRequired', 'banner.buttonTextTooLong', BANNER_BUTTON_TEXT_MAX),
  buttonTextEn: optionalText(BANNER_BUTTON_TEXT_MAX, 'banner.buttonTextEnTooLong'),
  buttonLink: bannerText('banner.buttonLinkRequired', 'banner.buttonLinkTooLong', 500).refine(
    isBannerLink,
    encodeMessage('banner.buttonLinkInvalid'),
  ),
  bannerType: z.enum(BANNER_TYPES, { error: encodeMessage('banner.typeRequired') }),
  position: z.enum(BANNER_POSITIONS, { error: encodeMessage('banner.positionRequired') }),
  displayOrder: z
    .number({ error: encodeMessage('banner.displayOrderRequired') })
    .int(encodeMessage('banner.displayOrderInvalid'))
    .min(BANNER_DISPLAY_ORDER_MIN, encodeMessage('banner.displayOrderTooSmall', { min: BANNER_DISPLAY_ORDER_MIN }))
    .max(BANNER_DISPLAY_ORDER_MAX, encodeMessage('banner.displayOrderTooLarge', { max: BANNER_DISPLAY_ORDER_MAX })),
  isActive: z.boolean({ error: encodeMessage('validation.mustBeBoolean') }).default(true),
  isVisible: z.boolean({ error: encodeMessage('validation.mustBeBoolean') }).default(true),
  tags: z
    .string({ error: encodeMessage('validation.invalid') })
    .trim()
    .max(500, encodeMessage('banner.tagsTooLong', { max: 500 }))
    .default(''),
  startDate: scheduleDate('banner.startDateRequired', 'banner.startDateInvalid').describe(SCHEDULE_DATE_FORMATS),
  endDate: scheduleDate('banner.endDateRequired', 'banner.endDateInvalid').describe(SCHEDULE_DATE_FORMATS),
  createdBy: bannerText('banner.createdByRequired', 'banner.createdByTooLong', 100),
});

/** The images of a write: /media URLs of pictures the banner has, upload keys, data URLs or raw base64. */
const BannerImagesSchema = z
  .array(z.string().min(1, encodeMessage('banner.notAnImage')).max(16_000_000, encodeMessage('banner.imageTooLarge')))
  .max(BANNER_IMAGES_MAX, encodeMessage('banner.tooManyImages', { max: BANNER_IMAGES_MAX }))
  .default([])
  .describe(
    "In order, at most 4: existing picture URLs (/media/...), upload keys, data URLs ('data:image/...;base64,...') or raw base64",
  );

/** Body of POST /api/Banner (section 7): the form's values plus images; backgroundImageUrl is the first image. */
export const BannerCreateSchema = BannerFieldsSchema.extend({
  images: BannerImagesSchema,
  categoryId: optionalId.optional(),
  productId: optionalId.optional(),
  backgroundImageUrl: z.unknown().optional().describe('Ignored: the first image is the background'),
});
export type BannerCreate = z.output<typeof BannerCreateSchema>;
export type BannerCreateInput = z.input<typeof BannerCreateSchema>;

/** Body of PUT /api/Banner/{id}: the full payload plus bannerId and the version the editor loaded. */
export const BannerUpdateSchema = BannerCreateSchema.extend({
  bannerId: z.number().int().optional().describe('Ignored when it matches the URL; a different id is refused'),
  version: z
    .number({ error: encodeMessage('banner.versionRequired') })
    .int()
    .min(1)
    .max(DB_INT_MAX)
    .describe('The version the editor loaded; a newer stored version answers 409'),
});
export type BannerUpdate = z.output<typeof BannerUpdateSchema>;
export type BannerUpdateInput = z.input<typeof BannerUpdateSchema>;

/** Everything staff see of a banner: the storefront's fields, the English texts and the edit version. */
export const AdminBannerSchema = StoreBannerSchema.extend({
  titleEn: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  buttonTextEn: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;

/** Query of GET /api/Banner (section 7 filters), searched and paged by the server. */
export const AdminBannerQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Case-insensitive: title, subtitle, description and tags, Indonesian and English'),
  bannerType: z.enum(BANNER_TYPES).optional(),
  position: z.enum(BANNER_POSITIONS).optional(),
  isActive: queryFlag.optional(),
  isVisible: queryFlag.optional(),
  startDate: queryDay.optional().describe('Banners still running on or after this day (WIB)'),
  endDate: queryDay.optional().describe('Banners starting on or before this day (WIB)'),
  page: queryIntegerOr(1, 1),
  pageSize: queryIntegerOr(BANNER_PAGE_SIZE, 1, PAGE_SIZE_MAX),
});
export type AdminBannerQuery = z.infer<typeof AdminBannerQuerySchema>;
export type AdminBannerQueryInput = z.input<typeof AdminBannerQuerySchema>;

export const AdminBannerPageSchema = pageOf(AdminBannerSchema);
export type AdminBannerPage = z.infer<typeof AdminBannerPageSchema>;

export const BannerTypeParamSchema = z.object({ type: z.enum(BANNER_TYPES) });

/** Body of PATCH /api/Banner/update-display-order: new display orders, stored in one transaction. */
export const BannerDisplayOrderSchema = z.object({
  banners: z
    .array(
      z.object({
        bannerId: z.number().int().min(1).max(DB_INT_MAX),
        displayOrder: BannerFieldsSchema.shape.displayOrder,
      }),
    )
    .min(1, encodeMessage('banner.listRequired'))
    .max(PAGE_SIZE_MAX),
});
export type BannerDisplayOrder = z.infer<typeof BannerDisplayOrderSchema>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/**
 * A banner description as a person reads it (the list's preview): markup removed, blocks and list items
 * parted by ' · ', and the storefront's stat lines '*9+* Tahun Pengalaman' read as '9+ Tahun Pengalaman'.
 */
export function bannerPreviewText(markup: string, max = 50): string {
  const text = markup
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\*([^*\n]+)\*/g, '$1')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' · ');
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
