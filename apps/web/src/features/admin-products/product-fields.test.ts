import { describe, expect, it } from 'vitest';
import { ProductAdminSchema } from '@crabclaw/shared';
import { productFields, productFormValues } from './product-fields.ts';
import { product } from './test-product.ts';

describe("the product form's values", () => {
  it('start a new product as section 9 says: weight 0, Fresh, no discount, none in stock, no rating', () => {
    expect(productFormValues(undefined)).toEqual({
      productName: '',
      categoryId: '',
      description: '',
      productNameEn: '',
      location: '',
      descriptionEn: '',
      originalPrice: '',
      discountPrice: '0',
      saleUnit: 'kg',
      handling: 'frozen',
      weight: '0',
      stock: '0',
      lowStockThreshold: '',
      productStatus: 'Fresh',
      rating: '',
      soldBeforeOnline: '0',
      barcode: '',
      tags: '',
      isPopular: false,
      isUnggulan: false,
      featuredPosition: '',
    });
  });

  it("hold a stored product's fields as its inputs do: numbers as text, none as ''", () => {
    const stored = { ...product, lowStockThreshold: 5, featuredPosition: 2, isUnggulan: true, barcode: null };
    expect(productFormValues(stored)).toMatchObject({
      categoryId: '1',
      originalPrice: '95000',
      discountPrice: '85000',
      weight: '1',
      rating: '4.8',
      stock: '11800',
      lowStockThreshold: '5',
      featuredPosition: '2',
      isUnggulan: true,
      barcode: '',
      descriptionEn: '',
      version: 1,
    });
  });

  it('read back through the shared schema as the product they came from', () => {
    const read = ProductAdminSchema.parse(productFormValues(product));
    const { productName, categoryId, description, originalPrice, discountPrice, weight, rating, stock } = product;
    expect(read).toMatchObject({ productName, categoryId, description, originalPrice, discountPrice, weight, rating });
    expect(read).toMatchObject({ stock, soldBeforeOnline: 1000, saleUnit: 'kg', handling: 'frozen', version: 1 });
    expect(read).toMatchObject({ lowStockThreshold: null, featuredPosition: null, barcode: null, descriptionEn: null });
  });

  it("put only the form's own fields' server errors on the form", () => {
    expect(productFields.has('originalPrice')).toBe(true);
    expect(productFields.has('imageKey')).toBe(false);
    expect(productFields.has('version')).toBe(false);
  });
});
