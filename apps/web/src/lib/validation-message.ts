import { useTranslation } from 'react-i18next';

/**
 * The shared schemas speak the spec's Indonesian validation messages. Each namespace's `validation`
 * maps them to the visitor's language; Indonesian keeps the message as it is.
 */
export function useValidationMessage(namespace: string) {
  const { t } = useTranslation(namespace);
  return (message: string | undefined) => (message ? t(`validation.${message}`, { defaultValue: message }) : undefined);
}
