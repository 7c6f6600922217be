import { z } from 'zod';
import { DB_INT_MAX } from './catalogue-constants.ts';
import { encodeMessage, type MessageCode } from './messages.ts';

// Fields the shop's forms share (checkout, products, categories, banners): values come as form text or JSON.

/** Nothing given: a missing key, null, or a form field left blank. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * zod's `error` for a field that says `required` when nothing was given and `invalid` when something wrong
 * was: whoever sent "Owner" as a role or "false" as text for a flag filled the field in, and needs to hear
 * that the value is wrong, not that it is missing.
 */
export const requiredOr =
  (required: MessageCode, invalid: MessageCode) =>
  (issue: { input?: unknown }): string =>
    encodeMessage(isBlank(issue.input) ? required : invalid);

/** A text field: `required` when nothing was sent, invalid for a value that is no text (a number, a list). */
export const textField = (required: MessageCode) => z.string({ error: requiredOr(required, 'validation.invalid') });

/** A text that must hold more than spaces, trimmed; `required` is the field's own message. */
export const requiredText = (required: MessageCode) => textField(required).trim().min(1, required);

// Numbers written as text: plain decimal digits only. Number() would also read hex ('0x4e' is 78), binary,
// exponents ('1e1' is 10), '+2', padded text, true (1) and [2] (2), and a path or a quantity meant as
// something else would act on another row. Leading zeros are harmless in decimal ('02' is 2). A minus
// sign is read so that '-5' gets the field's own "0 or greater" message from its range check.
const WHOLE_NUMBER_TEXT = /^-?\d+$/;
const DECIMAL_NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

function numberFromText(pattern: RegExp) {
  return (value: unknown): unknown => {
    if (isBlank(value)) return undefined;
    if (typeof value === 'string' && pattern.test(value)) return Number(value);
    // A JSON number stays as it is; anything else goes on unchanged for z.number() to refuse as invalid.
    return value;
  };
}

/**
 * Preprocess for a whole number from a path, a query, a form or JSON: a JSON number or decimal digits;
 * blank reads as missing. Use as `z.preprocess(strictToNumber, z.number()...)`.
 */
export const strictToNumber = numberFromText(WHOLE_NUMBER_TEXT);

/** As `strictToNumber`, for the fields that take fractions (weight, rating): '1.5' too. */
export const strictToDecimal = numberFromText(DECIMAL_NUMBER_TEXT);

const wholeNumber = (min: number, max: number) => z.number().int().min(min).max(max);

/** A whole number from a query or a path (ids, prices), between `min` and `max`. */
export const queryInteger = (min: number, max: number = DB_INT_MAX) =>
  z.preprocess(strictToNumber, wholeNumber(min, max));

/**
 * A query's whole number that is `fallback` when not given (pages, page sizes). The default sits inside the
 * preprocess: set outside it, the API description would leave it out.
 */
export const queryIntegerOr = (fallback: number, min: number, max: number = DB_INT_MAX) =>
  z.preprocess(strictToNumber, wholeNumber(min, max).default(fallback));

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

// C0 and C1 controls and DEL: a line break or an escape in a one-line value breaks the page, the PDF and
// the e-mail it is printed in (a header of its own in a mail).
// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** As `optionalText`, for a value printed on one line: line breaks and other control characters are refused. */
export const optionalLine = (max: number, tooLong: MessageCode) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: encodeMessage('validation.invalid') })
      .trim()
      .max(max, encodeMessage(tooLong, { max }))
      .refine((text) => !CONTROL_CHARACTERS.test(text), encodeMessage('validation.controlCharacters'))
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
    strictToNumber,
    z
      .number({ error: encodeMessage('validation.invalid') })
      .int()
      .min(1)
      .max(DB_INT_MAX),
  )
  .optional()
  .describe('The version the editor loaded; a newer stored version answers 409');

/**
 * A real calendar day 'YYYY-MM-DD': Date.parse takes 2026-02-30 as 2 March, so the day must read back as
 * itself. PostgreSQL has no year 0.
 */
export function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return value >= '0001' && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A day in a query ('2026-03-15'), for the lists' date filters. */
export const queryDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, encodeMessage('validation.dateFormat'))
  .refine(isCalendarDay, encodeMessage('validation.notARealDate'));

/** A query flag as text: z.coerce.boolean would read "false" as true. */
export const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
