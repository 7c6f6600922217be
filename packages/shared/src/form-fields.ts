import { z } from 'zod';
import { DB_INT_MAX } from './catalogue-constants.ts';
import { encodeMessage, type MessageCode } from './messages.ts';

// Fields the shop's forms share (checkout, products, categories, banners): values come as form text or JSON.

/** A text that must hold more than spaces, trimmed; `required` is the field's own message. */
export const requiredText = (required: MessageCode) => z.string({ error: required }).trim().min(1, required);

/** An empty form field or a missing key reads as missing; text from a form or a urlencoded body as a number. */
export function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
}

/** '' and null both mean "none" for optional texts; `tooLong` names the field where the form has its own message. */
export const optionalText = (max: number, tooLong: MessageCode = 'validation.tooLong') =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: encodeMessage('validation.invalid') })
      .trim()
      .max(max, encodeMessage(tooLong, { max }))
      .nullable()
      .optional(),
  );

/** A checkbox as a form sends it ('true', 'on', 'false') or a JSON boolean. */
export const formFlag = z.preprocess(
  (value) => (value === 'true' || value === 'on' ? true : value === 'false' ? false : value),
  z.boolean({ error: encodeMessage('validation.mustBeBoolean') }),
);

export const editedVersion = z
  .preprocess(
    toNumber,
    z
      .number({ error: encodeMessage('validation.invalid') })
      .int()
      .min(1)
      .max(DB_INT_MAX),
  )
  .optional()
  .describe('The version the editor loaded; a newer stored version answers 409');
