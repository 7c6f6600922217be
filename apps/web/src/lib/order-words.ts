import { useTranslation } from 'react-i18next';
import { ORDER_WORDS_NAMESPACE, type OrderWords } from '@crabclaw/shared';

/**
 * An order's code in the reader's words: its status, payment status, channel, or a method's default name
 * (packages/shared's order words, which the server's export and invoice write too). A code the shop no longer
 * has reads as `otherwise`: the name stored with the order, else the code itself.
 */
export function useOrderWord(): (kind: keyof OrderWords, code: string, otherwise?: string) => string {
  const { t } = useTranslation(ORDER_WORDS_NAMESPACE);
  return (kind, code, otherwise = code) => t(`${kind}.${code}`, { defaultValue: otherwise });
}
