import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEATURED_PLACES, HANDLING_CLASSES, PRODUCT_STATUSES, SALE_UNITS, SHOP_SETTINGS } from '@crabclaw/shared';
import { useCategoryOptions } from '../api/get-category-options.ts';
import type { ProductFormValues } from '../product-fields.ts';
import { ProductField } from './product-field.tsx';

/** The product form's fields in the order staff fill them in (back-office.md section 5); the picture follows. */
export function ProductFormFields() {
  const { t } = useTranslation('products-admin');
  const categories = useCategoryOptions();
  const { register } = useFormContext<ProductFormValues>();
  const featured = useWatch<ProductFormValues, 'isUnggulan'>({ name: 'isUnggulan' });
  return (
    <>
      <div className="grid gap-5 md:grid-cols-2">
        <ProductField name="productName" autoComplete="off" />
        <ProductField name="categoryId">
          <option value="">{t('form.chooseCategory')}</option>
          {categories.data?.map((category) => (
            <option key={category.categoryId} value={category.categoryId}>
              {category.categoryName}
            </option>
          ))}
        </ProductField>
      </div>
      <ProductField name="description" className="h-28 py-2" />
      <div className="grid gap-5 md:grid-cols-2">
        <ProductField name="productNameEn" autoComplete="off" lang="en" />
        <ProductField name="location" />
      </div>
      <ProductField name="descriptionEn" className="h-24 py-2" lang="en" />
      <div className="grid gap-5 md:grid-cols-3">
        <ProductField name="originalPrice" />
        <ProductField name="discountPrice" />
        <ProductField name="saleUnit">
          {SALE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`saleUnitOptions.${unit}`)}
            </option>
          ))}
        </ProductField>
        <ProductField name="handling">
          {HANDLING_CLASSES.map((handling) => (
            <option key={handling} value={handling}>
              {t(`common:handling.${handling}`)}
            </option>
          ))}
        </ProductField>
        <ProductField name="weight" step="0.1" />
        <ProductField name="stock" step="1" />
        <ProductField
          name="lowStockThreshold"
          step="1"
          inputMode="numeric"
          hint={t('form.lowStockThresholdHint', { default: SHOP_SETTINGS.defaultLowStockThreshold.defaultValue })}
        />
        <ProductField name="productStatus">
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </ProductField>
        <ProductField name="rating" step="0.1" max={5} />
        <ProductField name="soldBeforeOnline" step="1" />
        <ProductField name="barcode" autoComplete="off" />
      </div>
      <ProductField name="tags" />
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
        <ProductField name="featuredPosition" className="md:max-w-xs">
          <option value="">{t('form.featuredNextFree')}</option>
          {Array.from({ length: FEATURED_PLACES }, (_, index) => (
            <option key={index} value={index + 1}>
              {t('form.featuredPlace', { place: index + 1 })}
            </option>
          ))}
        </ProductField>
      ) : null}
    </>
  );
}
