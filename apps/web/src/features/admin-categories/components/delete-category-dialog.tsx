import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toasts.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/messages.ts';
import { useDeleteCategory } from '../api/delete-category.ts';

export interface DeleteCategoryDialogProps {
  category: { categoryId: number; categoryName: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * 'Are you sure you want to delete "{name}"?' (back-office section 8). A category that still has products
 * is refused with the server's 409 ('category.hasProducts' with the count), said in the visitor's language.
 */
export function DeleteCategoryDialog({ category, onClose, onDeleted }: DeleteCategoryDialogProps) {
  const { t } = useTranslation('categories-admin');
  const message = useMessage();
  const deletion = useDeleteCategory();
  const confirm = () => {
    if (!category) return;
    const name = category.categoryName;
    onClose();
    deletion.mutate(category.categoryId, {
      onSuccess: () => {
        toast.success(t('delete.done', { name }));
        onDeleted?.();
      },
      onError: (error) => {
        if (!(error instanceof ApiRequestError) || (error.status !== 409 && error.status !== 404)) {
          toast.error(t('delete.failed'));
          return;
        }
        toast.error(message(error.reason) ?? t('delete.failed'));
      },
    });
  };
  return (
    <ConfirmDialog
      open={category !== null}
      title={t('delete.title')}
      description={t('delete.confirm', { name: category?.categoryName ?? '' })}
      confirmLabel={t('delete.confirmButton')}
      cancelLabel={t('delete.cancel')}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
