import { useTranslation } from 'react-i18next';

/**
 * The server's and the shared schema's Indonesian messages in the interface language. Looked up in the
 * `validation` table as a whole rather than as a key path: several messages hold '.' or ':', which
 * i18next would read as key and namespace separators.
 */
export function useGeneralMessage() {
  const { t } = useTranslation('general-admin');
  return (message: string | undefined) => {
    if (!message) return undefined;
    const table = t('validation', { returnObjects: true }) as Record<string, string> | string;
    return typeof table === 'object' ? (table[message] ?? message) : message;
  };
}
