import {
  discountPercent,
  isPurchasable,
  type ProductStatus,
  type StoreBanner,
  type StoreCategory,
  type StoreProduct,
} from '@crabclaw/shared';
import type { banners, categories, products } from '../../db/schema/index.ts';
import { imageSet, mediaUrl } from '../media/index.ts';

type CategoryRow = typeof categories.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type BannerRow = typeof banners.$inferSelect;

export function toStoreCategory(row: CategoryRow): StoreCategory {
  return {
    categoryId: row.id,
    categoryName: row.name,
    slug: row.slug,
    description: row.description,
    priceRangeStart: row.priceRangeStart,
    priceRangeEnd: row.priceRangeEnd,
    isPopular: row.isPopular,
    imageUrl: row.imageId ? mediaUrl(row.imageId, 'card') : null,
    images: imageSet(row.imageId),
  };
}

export function toStoreProduct(row: ProductRow, category: Pick<CategoryRow, 'id' | 'name' | 'slug'>): StoreProduct {
  return {
    productId: row.id,
    productName: row.name,
    slug: row.slug,
    description: row.description,
    categoryId: row.categoryId,
    category: { id: category.id, name: category.name, slug: category.slug },
    productStatus: row.status as ProductStatus,
    originalPrice: row.originalPrice,
    discountPrice: row.discountPrice,
    price: row.price,
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
    subtitle: row.subtitle,
    description: row.description,
    buttonText: row.buttonText,
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
