import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { messageNow } from '../../../lib/messages.ts';
import { useDeleteProduct } from '../api/delete-product.ts';

export interface DeleteProductDialogProps {
  product: { productId: number; productName: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** 'Are you sure you want to delete "{name}"?' and the spec's delete messages (back-office sections 2 and 8). */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const { t } = useTranslation('products-admin');
  const deletion = useDeleteProduct();
  const confirm = () => {
    if (!product) return;
    const name = product.productName;
    onClose();
    deletion.mutate(product.productId, {
      onSuccess: (answer) => {
        toast.success(t(answer.hidden ? 'delete.hidden' : 'delete.done', { name }));
        onDeleted?.();
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError)) return void toast.error(t('delete.failed'));
        if (error.status === 404) return void toast.error(t('errors.notFound'));
        if (error.status === 400) return void toast.error(t('errors.invalid'));
        toast.error(messageNow(error.reason) ?? t('delete.failed'));
      },
    });
  };
  return (
    <ConfirmDialog
      open={product !== null}
      title={t('delete.title')}
      description={t('delete.confirm', { name: product?.productName ?? '' })}
      confirmLabel={t('delete.confirmButton')}
      cancelLabel={t('delete.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
