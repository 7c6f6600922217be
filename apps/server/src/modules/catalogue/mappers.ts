import {
  discountPercent,
  isPurchasable,
  type StoreBanner,
  type StoreCategory,
  type StoreProduct,
} from '@crabclaw/shared';
import type { banners, categories, products } from '../../db/schema/index.ts';
import { imageSet, mediaUrl } from '../media/index.ts';

type CategoryRow = typeof categories.$inferSelect;
/** A product as read for an answer: search_text serves the search only. */
type ProductRow = Omit<typeof products.$inferSelect, 'searchText'>;
type BannerRow = typeof banners.$inferSelect;

/** What a category's products for sale cost, computed by liveProductCounts; nulls when it has none. */
export interface PriceRange {
  lowestPrice: number | null;
  highestPrice: number | null;
}

export function toStoreCategory(row: CategoryRow, range: PriceRange): StoreCategory {
  return {
    categoryId: row.id,
    categoryName: row.name,
    categoryNameEn: row.nameEn,
    slug: row.slug,
    description: row.description,
    descriptionEn: row.descriptionEn,
    lowestPrice: range.lowestPrice,
    highestPrice: range.highestPrice,
    isPopular: row.isPopular,
    imageUrl: row.imageId ? mediaUrl(row.imageId, 'card') : null,
    images: imageSet(row.imageId),
  };
}

export function toStoreProduct(
  row: ProductRow,
  category: Pick<CategoryRow, 'id' | 'name' | 'nameEn' | 'slug'>,
): StoreProduct {
  return {
    productId: row.id,
    productName: row.name,
    productNameEn: row.nameEn,
    slug: row.slug,
    description: row.description,
    descriptionEn: row.descriptionEn,
    categoryId: row.categoryId,
    category: { id: category.id, name: category.name, nameEn: category.nameEn, slug: category.slug },
    productStatus: row.status,
    originalPrice: row.originalPrice,
    discountPrice: row.discountPrice,
    price: row.price,
    saleUnit: row.saleUnit,
    handling: row.handling,
    discountPercent: row.price < row.originalPrice ? discountPercent(row.originalPrice, row.price) : 0,
    weight: row.weight,
    rating: row.rating,
    totalSold: row.totalSold,
    location: row.location,
    stock: row.stock,
    inStock: isPurchasable(row),
    barcode: row.barcode,
    isUnggulan: row.isFeatured,
    isPopular: row.isPopular,
    imageUrl: row.imageId ? mediaUrl(row.imageId, 'card') : null,
    images: imageSet(row.imageId),
    createdDate: row.createdAt.toISOString(),
  };
}

export function toStoreBanner(row: BannerRow, imageIds: string[]): StoreBanner {
  const images = imageIds.map((id) => mediaUrl(id, 'large'));
  return {
    bannerId: row.id,
    title: row.title,
    titleEn: row.titleEn,
    subtitle: row.subtitle,
    subtitleEn: row.subtitleEn,
    description: row.description,
    descriptionEn: row.descriptionEn,
    buttonText: row.buttonText,
    buttonTextEn: row.buttonTextEn,
    buttonLink: row.buttonLink,
    bannerType: row.bannerType as StoreBanner['bannerType'],
    position: row.position as StoreBanner['position'],
    displayOrder: row.displayOrder,
    isActive: row.isActive,
    isVisible: row.isVisible,
    tags: row.tags,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    createdBy: row.createdBy,
    categoryId: row.categoryId,
    productId: row.productId,
    backgroundImageUrl: images[0] ?? null,
    images,
  };
}
