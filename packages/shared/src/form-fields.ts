import { z } from 'zod';
import { DB_INT_MAX } from './catalogue-constants.ts';
import { encodeMessage } from './messages.ts';

// Fields the back office's catalogue forms share (products, categories): values come as form text or JSON.

/** An empty form field or a missing key reads as missing; text from a form or a urlencoded body as a number. */
export function toNumber(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
}

/** '' and null both mean "none" for optional texts. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: encodeMessage('validation.invalid') })
      .trim()
      .max(max, encodeMessage('validation.tooLong', { max }))
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
