import type { z } from 'zod';
import { PRODUCT_FORM_DEFAULTS, ProductAdminSchema, type AdminProduct } from '@crabclaw/shared';
import { formFields, type FieldList } from '../../lib/form-values.ts';

/** What the product form holds: the schema's input (its numbers as the inputs' text; the schema reads them). */
export type ProductFormValues = z.input<typeof ProductAdminSchema>;

/**
 * The product form's fields, each once (back-office.md sections 5 and 9); the picture has its own field and the
 * version rides along. A new product starts with weight 0, status Fresh, no discount, none in stock, and no
 * rating until someone gives one (issue 23).
 */
const PRODUCT_FIELDS = {
  productName: { kind: 'text' },
  categoryId: { kind: 'select' },
  description: { kind: 'textarea' },
  productNameEn: { kind: 'text' },
  location: { kind: 'text' },
  descriptionEn: { kind: 'textarea' },
  originalPrice: { kind: 'price' },
  discountPrice: { kind: 'price', initial: 0 },
  saleUnit: { kind: 'select', initial: PRODUCT_FORM_DEFAULTS.saleUnit },
  handling: { kind: 'select', initial: PRODUCT_FORM_DEFAULTS.handling },
  weight: { kind: 'typed-number', initial: 0 },
  stock: { kind: 'typed-number', initial: 0 },
  lowStockThreshold: { kind: 'typed-number' },
  productStatus: { kind: 'select', initial: PRODUCT_FORM_DEFAULTS.productStatus },
  rating: { kind: 'typed-number' },
  soldBeforeOnline: { kind: 'typed-number', initial: 0 },
  barcode: { kind: 'text' },
  tags: { kind: 'text' },
  isPopular: { kind: 'checkbox' },
  isUnggulan: { kind: 'checkbox' },
  featuredPosition: { kind: 'select' },
} as const satisfies FieldList<ProductFormValues>;

export const productFields = formFields(ProductAdminSchema, PRODUCT_FIELDS);

/** A field of the product form. */
export type ProductFieldName = keyof typeof PRODUCT_FIELDS;

/** The form's starting values: the loaded product's (Reset returns to these), or a new one's. */
export function productFormValues(product: AdminProduct | undefined): ProductFormValues {
  if (!product) return productFields.newValues();
  return { ...productFields.storedValues(product), version: product.version };
}
