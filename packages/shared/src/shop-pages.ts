import { z } from 'zod';
import { DB_INT_MAX } from './catalogue-constants.ts';
import { requiredOr, requiredText } from './form-fields.ts';
import { encodeMessage } from './messages.ts';

/**
 * The shop's own texts (issue 23): its profile, vision and mission, privacy policy and terms of sale. Staff
 * write them in the back office, in both languages, so a shop never publishes another company's facts.
 */
export const SHOP_PAGE_KEYS = ['company-profile', 'vision-mission', 'privacy', 'terms'] as const;
export type ShopPageKey = (typeof SHOP_PAGE_KEYS)[number];

export function isShopPageKey(key: string): key is ShopPageKey {
  return (SHOP_PAGE_KEYS as readonly string[]).includes(key);
}

/** Markup of one language of a page, at most this many characters (the policies run to about 4,000). */
export const SHOP_PAGE_MAX = 50_000;

const markup = (required: 'page.idRequired' | 'page.enRequired') =>
  requiredText(required)
    .max(SHOP_PAGE_MAX, encodeMessage('page.tooLong', { max: SHOP_PAGE_MAX }))
    .describe('Markup (headings, paragraphs, lists, links); sanitized with an allow-list before it is stored');

/** PUT /api/pages/{key}: the page in each language and the version the editor loaded. */
export const ShopPageUpdateSchema = z.object({
  id: markup('page.idRequired'),
  en: markup('page.enRequired'),
  version: z
    .number({ error: requiredOr('page.versionRequired', 'validation.invalid') })
    .int()
    .min(1)
    .max(DB_INT_MAX)
    .describe('The version the editor loaded; another save since answers 409'),
});
export type ShopPageUpdate = z.infer<typeof ShopPageUpdateSchema>;

export const ShopPageSchema = z.object({
  key: z.enum(SHOP_PAGE_KEYS),
  id: z.string().describe('Indonesian markup; {{placeholders}} are filled with the shop’s facts when shown'),
  en: z.string().describe('English markup'),
  version: z.number().int(),
  updatedAt: z.string().describe('ISO instant of the last save'),
});
export type ShopPage = z.infer<typeof ShopPageSchema>;

export const ShopPageParamsSchema = z.object({
  key: z
    .string()
    .max(50)
    .describe(`One of ${SHOP_PAGE_KEYS.join(', ')}`),
});
