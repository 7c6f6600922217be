import { z } from 'zod';
import { DB_INT_MAX, PAGE_SIZE_MAX } from './catalogue-constants.ts';
import { GeneralParameterSchema, pageOf } from './catalogue.ts';
import { queryInteger, requiredOr, requiredText } from './form-fields.ts';
import { encodeMessage } from './messages.ts';
import { invalidNoticeEmail, NOTICE_EMAILS_CODE } from './shop-notices.ts';

/** Back-office section 9: list page size 10; code exactly 3 digits, name max 100, description max 500. */
export const GENERAL_PAGE_SIZE = 10;
export const PARAM_NAME_MAX = 100;
export const DESKRIPSI_MAX = 500;

// Section 5's messages, as codes both sides translate (messages.ts).

const parameterFields = z.object({
  paramCode: requiredText('general.codeRequired').regex(/^\d{3}$/, encodeMessage('general.codeFormat')),
  paramName: requiredText('general.nameRequired').max(
    PARAM_NAME_MAX,
    encodeMessage('general.nameTooLong', { max: PARAM_NAME_MAX }),
  ),
  deskripsi: requiredText('general.descriptionRequired').max(
    DESKRIPSI_MAX,
    encodeMessage('general.descriptionTooLong', { max: DESKRIPSI_MAX }),
  ),
});

/** A value the shop reads as a list of addresses (015) holds only addresses: a typo would lose the shop's notices. */
function checkNoticeEmails(value: { paramCode: string; deskripsi: string }, context: z.RefinementCtx) {
  if (value.paramCode !== NOTICE_EMAILS_CODE) return;
  const address = invalidNoticeEmail(value.deskripsi);
  if (address !== undefined) {
    context.addIssue({
      code: 'custom',
      path: ['deskripsi'],
      message: encodeMessage('general.noticeEmailsInvalid', { address: address.slice(0, 100) }),
    });
  }
}

/** POST /api/general (back-office sections 5 and 7): the spec's body and messages. */
export const AdminGeneralParameterCreateSchema = parameterFields.superRefine(checkNoticeEmails);
export type AdminGeneralParameterCreate = z.infer<typeof AdminGeneralParameterCreateSchema>;

/**
 * PUT /api/general/{id}: the create body (the spec sends the id too) plus the version the editor loaded,
 * so a second editor is told instead of silently overwriting the first one's change.
 */
export const AdminGeneralParameterUpdateSchema = parameterFields
  .extend({
    id: z.number().int().optional(),
    version: z
      .number({ error: requiredOr('general.versionRequired', 'validation.invalid') })
      .int()
      .min(1)
      .max(DB_INT_MAX),
  })
  .superRefine(checkNoticeEmails);
export type AdminGeneralParameterUpdate = z.infer<typeof AdminGeneralParameterUpdateSchema>;

/** One parameter as the back office edits it: with its version and whether the shop reads it. */
export const AdminGeneralParameterSchema = GeneralParameterSchema.extend({
  version: z.number().int(),
  usedByShop: z.boolean().describe('The shop reads this code (docs/shop-parameters.md): it may be edited, not deleted'),
});
export type AdminGeneralParameter = z.infer<typeof AdminGeneralParameterSchema>;

/**
 * GET /api/general query. Without `page` the answer is the plain list the storefront reads; with it, one
 * page of the back-office list. `search` matches name, code or description, case-insensitive.
 */
export const GeneralListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100)
    // A NUL byte cannot travel to PostgreSQL; refuse it as bad input instead of failing there.
    .regex(/^[^\0]*$/, encodeMessage('validation.noNulCharacters'))
    .optional(),
  page: queryInteger(1).optional(),
  pageSize: queryInteger(1, PAGE_SIZE_MAX).optional(),
});
export type GeneralListQuery = z.infer<typeof GeneralListQuerySchema>;

export const GeneralParameterPageSchema = pageOf(GeneralParameterSchema);
export type GeneralParameterPage = z.infer<typeof GeneralParameterPageSchema>;

/** One recorded change of a parameter (catalogue_changes), as its page shows it: who, when, before and after. */
export const GeneralParameterChangeSchema = z.object({
  changedAt: z.string().describe('ISO instant'),
  changedBy: z.string().describe('The username of who saved it, as it was then'),
  action: z.enum(['create', 'update', 'delete']),
  changes: z
    .record(z.string(), z.object({ before: z.string().nullable(), after: z.string().nullable() }))
    .describe('By field (paramCode, paramName, deskripsi): the value before and after; null where there was none'),
});
export type GeneralParameterChange = z.infer<typeof GeneralParameterChangeSchema>;

/** How many of a parameter's latest changes its page lists. */
export const GENERAL_CHANGES_SHOWN = 50;
