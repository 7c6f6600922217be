/**
 * Indonesian phone numbers as customers type them ('0812-3456-7890', '+62 812 3456 7890', '(021) 555 1234')
 * and as the shop keeps and compares them: local digits with a leading 0. One home for the rule, used by
 * the checkout form, the order payload, tracking and the contact form (issue 11, Forms).
 */

/** The spec's rule (storefront section 5, Checkout form): 10 to 13 digits. */
export const PHONE_PATTERN = /^\d{10,13}$/;

/**
 * Spaces, dashes, dots and parentheses dropped, and Indonesia's country code (+62 or 62) read as the
 * leading 0 of the local form. Anything else is kept, so a letter or a foreign '+1' still fails the rule.
 */
export function normalizePhone(text: string): string {
  return text
    .trim()
    .replace(/[\s.()-]/g, '')
    .replace(/^\+?62/, '0');
}

/** Whether the text is a phone number the shop accepts, once normalised. */
export function isValidPhone(text: string): boolean {
  return PHONE_PATTERN.test(normalizePhone(text));
}
