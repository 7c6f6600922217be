import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, RotateCcw, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { ProductAdminSchema, type AdminProduct, type ProductAdminInput } from '@crabclaw/shared';
import { Panel } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useMessage } from '../../../lib/messages.ts';
import { productFields, productFormValues as formValuesOf, type ProductFormValues } from '../product-fields.ts';
import { ProductFormFields } from './product-form-fields.tsx';
import { ProductImageField } from './product-image-field.tsx';

type Picture = { imageKey: string | null; imageUrl: string | null } | undefined;

export interface ProductFormProps {
  mode: 'create' | 'edit';
  product?: AdminProduct;
  onSubmit: (values: ProductAdminInput) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Create and edit form of a product (back-office sections 2, 4, 5 and 8): the shared schema with the
 * spec's messages after a submit attempt, the server's field errors on their fields, a busy submit,
 * Reset to the loaded values, and the picture uploaded with a progress bar.
 */
export function ProductForm({ mode, product, onSubmit, onDone, onCancel }: ProductFormProps) {
  const { t } = useTranslation('products-admin');
  const message = useMessage();
  // undefined: keep the stored picture; otherwise the new key (or null: removed).
  const [picture, setPicture] = useState<Picture>(undefined);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues, unknown, ProductAdminInput>({
    resolver: zodResolver(ProductAdminSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: formValuesOf(product),
  });
  const { handleSubmit, formState, setError, reset } = form;
  useEffect(() => {
    reset(formValuesOf(product));
    setPicture(undefined);
  }, [product, reset]);
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const previewUrl = picture === undefined ? (product?.images?.card ?? null) : picture.imageUrl;

  const submit = handleSubmit(async (values) => {
    // A product no longer featured keeps no place, so featuring it again starts from the next free one.
    const body: ProductAdminInput = { ...values, featuredPosition: values.isUnggulan ? values.featuredPosition : null };
    if (picture !== undefined) body.imageKey = picture.imageKey;
    try {
      await onSubmit(body);
      toast.success(t(mode === 'create' ? 'form.created' : 'form.updated'));
      onDone();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return void toast.error(t(`errors.${mode}Failed`));
      setImageError(error.fields.imageKey ?? error.fields.imageUrl);
      for (const [field, reason] of Object.entries(error.fields)) {
        if (productFields.has(field)) setError(field as Path<ProductFormValues>, { message: reason });
      }
      if (error.status === 404) toast.error(t('errors.notFound'));
      else if (error.status === 400 && Object.keys(error.fields).length === 0) toast.error(t('errors.invalid'));
      else toast.error(message(error.reason) ?? t(`errors.${mode}Failed`));
    }
  });

  const busy = formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <Panel className="space-y-5 p-5">
          <ProductFormFields />
          <ProductImageField
            previewUrl={previewUrl}
            error={message(imageError)}
            onChange={(image) => setPicture(image ?? { imageKey: null, imageUrl: null })}
            onBusyChange={setUploading}
          />
        </Panel>
        <div className="flex flex-wrap justify-end gap-2">
          {mode === 'edit' ? (
            <>
              <Link to="/app/product" className="me-auto inline-flex items-center gap-2 text-sm font-semibold">
                <ArrowLeft className="h-4 w-4" aria-hidden />
                {t('form.backToList')}
              </Link>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  reset(formValuesOf(product));
                  setPicture(undefined);
                }}
                disabled={busy}
              >
                <RotateCcw className="h-4 w-4" aria-hidden />
                {t('form.reset')}
              </Button>
            </>
          ) : null}
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={busy || uploading} aria-busy={busy}>
            <Save className="h-4 w-4" aria-hidden />
            {busy ? t('form.saving') : t(mode === 'create' ? 'form.create' : 'form.update')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
