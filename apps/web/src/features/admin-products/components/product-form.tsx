import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, RotateCcw, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import {
  DEFAULT_HANDLING,
  FEATURED_PLACES,
  HANDLING_CLASSES,
  PRODUCT_STATUSES,
  ProductAdminSchema,
  SALE_UNITS,
  SHOP_SETTINGS,
  type AdminProduct,
  type ProductAdminInput,
} from '@crabclaw/shared';
import { FormField, inputClass, Panel, PriceInput } from '../../../components/admin/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useMessage } from '../../../lib/messages.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { ProductImageField } from './product-image-field.tsx';

/** What the form holds: numbers as the inputs' text; the shared schema reads them. */
interface Values {
  productName: string;
  categoryId: string;
  description: string;
  weight: string;
  location: string;
  originalPrice: string;
  discountPrice: string;
  rating: string;
  soldBeforeOnline: string;
  productStatus: string;
  saleUnit: string;
  handling: string;
  stock: string;
  lowStockThreshold: string;
  barcode: string;
  isPopular: boolean;
  isUnggulan: boolean;
  featuredPosition: string;
  productNameEn: string;
  descriptionEn: string;
  tags: string;
  version?: number;
}

const TEXT_FIELDS = [
  'productName',
  'categoryId',
  'description',
  'weight',
  'location',
  'originalPrice',
  'discountPrice',
  'rating',
  'soldBeforeOnline',
  'productStatus',
  'saleUnit',
  'handling',
  'stock',
  'lowStockThreshold',
  'barcode',
  'featuredPosition',
  'productNameEn',
  'descriptionEn',
  'tags',
] as const;

// Section 9: weight 0 and status Fresh to begin with.
const EMPTY: Values = {
  productName: '',
  categoryId: '',
  description: '',
  weight: '0',
  location: '',
  originalPrice: '',
  discountPrice: '0',
  // No rating until someone gives one: a new product shows no stars (issue 23).
  rating: '',
  soldBeforeOnline: '0',
  productStatus: 'Fresh',
  saleUnit: 'kg',
  handling: DEFAULT_HANDLING,
  stock: '0',
  lowStockThreshold: '',
  barcode: '',
  isPopular: false,
  isUnggulan: false,
  featuredPosition: '',
  productNameEn: '',
  descriptionEn: '',
  tags: '',
};

/** The form's starting values for a loaded product (Reset returns to these). */
function formValuesOf(product: AdminProduct | undefined): Values {
  if (!product) return EMPTY;
  return {
    productName: product.productName,
    categoryId: String(product.categoryId),
    description: product.description,
    weight: String(product.weight),
    location: product.location,
    originalPrice: String(product.originalPrice),
    discountPrice: String(product.discountPrice),
    rating: product.rating === null ? '' : String(product.rating),
    soldBeforeOnline: String(product.soldBeforeOnline),
    productStatus: product.productStatus,
    saleUnit: product.saleUnit,
    handling: product.handling,
    stock: String(product.stock),
    lowStockThreshold: product.lowStockThreshold === null ? '' : String(product.lowStockThreshold),
    barcode: product.barcode ?? '',
    isPopular: product.isPopular,
    isUnggulan: product.isUnggulan,
    featuredPosition: product.featuredPosition === null ? '' : String(product.featuredPosition),
    productNameEn: product.productNameEn ?? '',
    descriptionEn: product.descriptionEn ?? '',
    tags: product.tags,
    version: product.version,
  };
}

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
  const categories = useCategoryOptions();
  // undefined: keep the stored picture; otherwise the new key (or null: removed).
  const [picture, setPicture] = useState<Picture>(undefined);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, formState, setError, reset, watch } = useForm<
    Values,
    unknown,
    ProductAdminInput
  >({
    resolver: zodResolver(ProductAdminSchema) as unknown as Resolver<Values, unknown, ProductAdminInput>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: formValuesOf(product),
  });
  useEffect(() => {
    reset(formValuesOf(product));
    setPicture(undefined);
  }, [product, reset]);
  const errors = formState.errors;
  const featured = watch('isUnggulan');
  const fieldError = (name: keyof Values) => message(errors[name]?.message as string | undefined);
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
        if ((TEXT_FIELDS as readonly string[]).includes(field)) setError(field as Path<Values>, { message: reason });
      }
      if (error.status === 404) toast.error(t('errors.notFound'));
      else if (error.status === 400 && Object.keys(error.fields).length === 0) toast.error(t('errors.invalid'));
      else toast.error(message(error.reason) ?? t(`errors.${mode}Failed`));
    }
  });

  const busy = formState.isSubmitting;
  const input = (name: keyof Values, extra?: string) => ({
    id: `product-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `product-${name}-error` : undefined,
    className: cn(inputClass, extra),
  });
  const numberField = (name: keyof Values, step: string, min = 0, max?: number) => (
    <FormField id={`product-${name}`} label={t(`form.${name}`)} error={fieldError(name)}>
      <input {...input(name)} {...register(name)} type="number" min={min} max={max} step={step} inputMode="decimal" />
    </FormField>
  );
  const priceField = (name: 'originalPrice' | 'discountPrice') => (
    <FormField id={`product-${name}`} label={t(`form.${name}`)} error={fieldError(name)}>
      <Controller control={control} name={name} render={({ field }) => <PriceInput {...input(name)} {...field} />} />
    </FormField>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Panel className="space-y-5 p-5">
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="product-productName" label={t('form.productName')} error={fieldError('productName')}>
            <input {...input('productName')} {...register('productName')} autoComplete="off" />
          </FormField>
          <FormField id="product-categoryId" label={t('form.categoryId')} error={fieldError('categoryId')}>
            <select {...input('categoryId')} {...register('categoryId')}>
              <option value="">{t('form.chooseCategory')}</option>
              {categories.data?.map((category) => (
                <option key={category.categoryId} value={category.categoryId}>
                  {category.categoryName}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id="product-description" label={t('form.description')} error={fieldError('description')}>
          <textarea {...input('description', 'h-28 py-2')} {...register('description')} />
        </FormField>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="product-productNameEn" label={t('form.productNameEn')} error={fieldError('productNameEn')}>
            <input {...input('productNameEn')} {...register('productNameEn')} autoComplete="off" lang="en" />
          </FormField>
          <FormField id="product-location" label={t('form.location')} error={fieldError('location')}>
            <input {...input('location')} {...register('location')} />
          </FormField>
        </div>
        <FormField id="product-descriptionEn" label={t('form.descriptionEn')} error={fieldError('descriptionEn')}>
          <textarea {...input('descriptionEn', 'h-24 py-2')} {...register('descriptionEn')} lang="en" />
        </FormField>
        <div className="grid gap-5 md:grid-cols-3">
          {priceField('originalPrice')}
          {priceField('discountPrice')}
          <FormField id="product-saleUnit" label={t('form.saleUnit')} error={fieldError('saleUnit')}>
            <select {...input('saleUnit')} {...register('saleUnit')}>
              {SALE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`saleUnitOptions.${unit}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="product-handling" label={t('form.handling')} error={fieldError('handling')}>
            <select {...input('handling')} {...register('handling')}>
              {HANDLING_CLASSES.map((handling) => (
                <option key={handling} value={handling}>
                  {t(`common:handling.${handling}`)}
                </option>
              ))}
            </select>
          </FormField>
          {numberField('weight', '0.1')}
          {numberField('stock', '1')}
          <FormField
            id="product-lowStockThreshold"
            label={t('form.lowStockThreshold')}
            error={fieldError('lowStockThreshold')}
          >
            <input
              {...input('lowStockThreshold')}
              {...register('lowStockThreshold')}
              aria-describedby={`product-lowStockThreshold-hint ${errors.lowStockThreshold ? 'product-lowStockThreshold-error' : ''}`.trim()}
              type="number"
              min={0}
              step="1"
              inputMode="numeric"
            />
            <p id="product-lowStockThreshold-hint" className="text-xs text-slate-500 dark:text-slate-400">
              {t('form.lowStockThresholdHint', { default: SHOP_SETTINGS.defaultLowStockThreshold.defaultValue })}
            </p>
          </FormField>
          <FormField id="product-productStatus" label={t('form.productStatus')} error={fieldError('productStatus')}>
            <select {...input('productStatus')} {...register('productStatus')}>
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          </FormField>
          {numberField('rating', '0.1', 0, 5)}
          {numberField('soldBeforeOnline', '1')}
          <FormField id="product-barcode" label={t('form.barcode')} error={fieldError('barcode')}>
            <input {...input('barcode')} {...register('barcode')} autoComplete="off" />
          </FormField>
        </div>
        <FormField id="product-tags" label={t('form.tags')} error={fieldError('tags')}>
          <input {...input('tags')} {...register('tags')} />
        </FormField>
        <div className="flex flex-wrap gap-6">
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('isPopular')} className="h-4 w-4" />
            {t('form.isPopular')}
          </label>
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('isUnggulan')} className="h-4 w-4" />
            {t('form.isUnggulan')}
          </label>
        </div>
        {featured ? (
          <FormField
            id="product-featuredPosition"
            label={t('form.featuredPosition')}
            error={fieldError('featuredPosition')}
          >
            <select {...input('featuredPosition', 'md:max-w-xs')} {...register('featuredPosition')}>
              <option value="">{t('form.featuredNextFree')}</option>
              {Array.from({ length: FEATURED_PLACES }, (_, index) => (
                <option key={index} value={index + 1}>
                  {t('form.featuredPlace', { place: index + 1 })}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
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
  );
}
