import { describe, expect, it } from 'vitest';
import { decodeMessage } from './messages.ts';
import { ProductAdminBodySchema, ProductAdminSchema } from './product-admin.ts';

const valid = {
  productName: 'Kepiting Bakau Super',
  categoryId: 1,
  description: 'Kepiting bakau hidup dari Kalimantan',
  weight: 1.5,
  location: 'Jakarta Utara',
  originalPrice: 300_000,
  discountPrice: 250_000,
  rating: 4.5,
  soldBeforeOnline: 3,
  productStatus: 'Fresh',
};

/** The code the product form shows under `field`, or undefined when the field is accepted. */
function codeOf(patch: object, field: string) {
  const issues = ProductAdminSchema.safeParse({ ...valid, ...patch }).error?.issues ?? [];
  const issue = issues.find(({ path }) => path[0] === field);
  return issue && decodeMessage(issue.message).code;
}

describe('product numbers as form text or JSON', () => {
  it('reads decimal digits, with a fraction where the field has one', () => {
    const form = {
      categoryId: '02',
      weight: '0.5',
      originalPrice: '300000',
      rating: '4',
      stock: '12',
      soldBeforeOnline: '0',
    };
    expect(ProductAdminSchema.parse({ ...valid, ...form })).toMatchObject({
      categoryId: 2,
      weight: 0.5,
      originalPrice: 300_000,
      rating: 4,
      stock: 12,
      soldBeforeOnline: 0,
    });
  });

  it.each([
    ['originalPrice', '0x10', 'product.priceWhole'],
    ['originalPrice', '1e5', 'product.priceWhole'],
    ['discountPrice', true, 'product.priceWhole'],
    ['discountPrice', '2.0', 'product.priceWhole'],
    ['soldBeforeOnline', [3], 'product.soldBeforeOnlineWhole'],
    ['featuredPosition', '1.5', 'product.featuredPositionInvalid'],
    ['stock', '+5', 'product.stockWhole'],
    ['stock', ' 5', 'product.stockWhole'],
    ['weight', '1e1', 'product.weightNotNumber'],
    ['weight', '.5', 'product.weightNotNumber'],
    ['rating', '0b11', 'product.ratingNotNumber'],
    ['rating', false, 'product.ratingNotNumber'],
    ['categoryId', '0x1', 'product.categoryMissing'],
  ])('refuses %s %j with the field’s invalid message', (field, value, code) => {
    expect(codeOf({ [field]: value }, field)).toBe(code);
  });

  it('reads a blank rating as none, a blank featured place as the next free one, a blank starting figure as 0', () => {
    const blank = { rating: '', featuredPosition: '', soldBeforeOnline: '' };
    expect(ProductAdminSchema.parse({ ...valid, ...blank })).toMatchObject({
      rating: null,
      featuredPosition: null,
      soldBeforeOnline: 0,
    });
    const { rating: _rating, soldBeforeOnline: _sold, ...unrated } = valid;
    expect(ProductAdminSchema.parse(unrated)).not.toHaveProperty('rating');
  });

  it('places a featured product at 1 to 6 only', () => {
    expect(codeOf({ featuredPosition: '6' }, 'featuredPosition')).toBeUndefined();
    expect(codeOf({ featuredPosition: '7' }, 'featuredPosition')).toBe('product.featuredPositionInvalid');
    expect(codeOf({ featuredPosition: 0 }, 'featuredPosition')).toBe('product.featuredPositionInvalid');
  });

  it('keeps the messages for missing, negative and too large numbers', () => {
    expect(codeOf({ originalPrice: '' }, 'originalPrice')).toBe('product.originalPriceRequired');
    expect(codeOf({ originalPrice: '-5' }, 'originalPrice')).toBe('product.priceNegative');
    expect(codeOf({ originalPrice: 3_000_000_000 }, 'originalPrice')).toBe('product.priceTooLarge');
    expect(codeOf({ weight: undefined }, 'weight')).toBe('product.weightRequired');
    expect(codeOf({ stock: '1.5' }, 'stock')).toBe('product.stockWhole');
  });
});

describe('a discount above the original price', () => {
  it('is refused under the discount price', () => {
    expect(codeOf({ discountPrice: 300_001 }, 'discountPrice')).toBe('product.discountAboveOriginal');
    expect(codeOf({ discountPrice: 300_000 }, 'discountPrice')).toBeUndefined();
  });

  it('is said as soon as both prices are valid, while other fields are still empty or wrong', () => {
    const othersWrong = { productName: '', weight: undefined, productStatus: 'available' };
    expect(codeOf({ ...othersWrong, discountPrice: 300_001 }, 'discountPrice')).toBe('product.discountAboveOriginal');
    expect(codeOf({ ...othersWrong, originalPrice: '' }, 'discountPrice')).toBeUndefined();
    // Compared as numbers, as the form's text is read: '99000' is below '100000'.
    expect(
      codeOf({ ...othersWrong, originalPrice: '100000', discountPrice: '99000' }, 'discountPrice'),
    ).toBeUndefined();
    expect(codeOf({ ...othersWrong, originalPrice: '99000', discountPrice: '100000' }, 'discountPrice')).toBe(
      'product.discountAboveOriginal',
    );
  });
});

describe('required or wrong (products)', () => {
  it('says a product status that is not one of the shop’s is unknown, and a missing one is required', () => {
    expect(codeOf({ productStatus: 'available' }, 'productStatus')).toBe('product.statusInvalid');
    expect(codeOf({ productStatus: 3 }, 'productStatus')).toBe('product.statusInvalid');
    expect(codeOf({ productStatus: '' }, 'productStatus')).toBe('product.statusRequired');
    expect(codeOf({ productStatus: undefined }, 'productStatus')).toBe('product.statusRequired');
  });

  it('says a category id that names no category does not exist, and none chosen is required', () => {
    expect(codeOf({ categoryId: 'kepiting' }, 'categoryId')).toBe('product.categoryMissing');
    expect(codeOf({ categoryId: -3 }, 'categoryId')).toBe('product.categoryMissing');
    expect(codeOf({ categoryId: 1.5 }, 'categoryId')).toBe('product.categoryMissing');
    expect(codeOf({ categoryId: 0 }, 'categoryId')).toBe('product.categoryRequired');
    expect(codeOf({ categoryId: '' }, 'categoryId')).toBe('product.categoryRequired');
    expect(codeOf({ categoryId: undefined }, 'categoryId')).toBe('product.categoryRequired');
  });

  it('reads the older spelling price by the same strict rule', () => {
    const { originalPrice: _, ...rest } = valid;
    expect(ProductAdminBodySchema.safeParse({ ...rest, price: '0x10' }).success).toBe(false);
    expect(ProductAdminBodySchema.parse({ ...rest, price: '300000' }).originalPrice).toBe(300_000);
  });

  it('names a discount above the original price beside a short name, also under the older spelling price', () => {
    const { originalPrice: _, ...rest } = valid;
    const fieldsOf = (body: object) =>
      ProductAdminBodySchema.safeParse(body).error?.issues.map(({ path, message }) => [
        path[0],
        decodeMessage(message).code,
      ]);
    const broken = [
      ['productName', 'product.nameTooShort'],
      ['discountPrice', 'product.discountAboveOriginal'],
    ];
    expect(fieldsOf({ ...valid, productName: 'K', discountPrice: 300_001 })).toEqual(broken);
    expect(fieldsOf({ ...rest, price: '300000', productName: 'K', discountPrice: 300_001 })).toEqual(broken);
    // Said once, by whichever stage runs last.
    expect(fieldsOf({ ...valid, discountPrice: 300_001 })).toEqual([broken[1]]);
  });
});
