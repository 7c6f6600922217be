import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { catalogueHolds, decodeMessage, MESSAGE_NAMESPACE } from '@crabclaw/shared';
import { ApiRequestError } from './api-client.ts';
import i18n from './i18n.ts';

function translate(instance: I18n, t: TFunction, encoded: string | undefined): string | undefined {
  if (!encoded) return undefined;
  const { code, params } = decodeMessage(encoded);
  // The catalogue of the language being shown, which the start loaded (other text is never used as a key).
  const catalogue: object = instance.getResourceBundle(instance.language, MESSAGE_NAMESPACE) ?? {};
  const known = catalogueHolds(catalogue, code);
  return t(known ? code : 'validation.invalid', params);
}

/**
 * Translates message codes from the shared catalogues (decision 010): a shared schema's field message,
 * or a server's reason or field (ApiRequestError), in the visitor's language. A code the catalogues lack
 * reads as the general 'validation.invalid'; no text is ever used as a key.
 */
export function useMessage() {
  const { t, i18n: instance } = useTranslation(MESSAGE_NAMESPACE);
  return (encoded: string | undefined) => translate(instance, t, encoded);
}

/** `useMessage` outside a component, for a text shown once (a toast), in the language of this moment. */
export function messageNow(encoded: string | undefined): string | undefined {
  return translate(i18n, i18n.getFixedT(null, MESSAGE_NAMESPACE), encoded);
}

/** A failed call's reason as the server coded it; none for a network failure or a non-API error. */
export function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.reason : undefined;
}

/**
 * What ties a form control to its message while the field is in error: marked invalid, and described by the message
 * shown under it (`<id>-error`), so a screen reader announces the field as invalid and reads why. Nothing otherwise.
 */
export function fieldAria(id: string, error: unknown): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}
