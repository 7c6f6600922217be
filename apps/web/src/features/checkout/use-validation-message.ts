import { useTranslation } from 'react-i18next';

/**
 * The shared schemas speak the spec's Indonesian messages; checkout.json `validation` maps each to the
 * visitor's language (Indonesian keeps the message as it is).
 */
export function useValidationMessage() {
  const { t } = useTranslation('checkout');
  return (message: string | undefined) => (message ? t(`validation.${message}`, { defaultValue: message }) : undefined);
}
