import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toasts.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';

/** An unknown product or category sends the visitor to the product list with a message (issue 3). */
export function useNotFoundRedirect(notFound: boolean, messageKey: 'notFound.product' | 'notFound.category'): void {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  useEffect(() => {
    if (!notFound) return;
    toast.error(t(messageKey));
    navigate('/public/products', { replace: true });
  }, [notFound, messageKey, navigate, t]);
}

/** The server's answer for an id or slug it does not know (a malformed one counts as unknown too). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
