/**
 * What ties a form control to its message while the field is in error: marked invalid, and described by the message
 * shown under it (`<id>-error`), so a screen reader announces the field as invalid and reads why. Nothing otherwise.
 */
export function fieldAria(id: string, error: unknown): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
