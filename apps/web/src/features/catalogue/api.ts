import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductPage, ProductSort, StoreCategory, StoreCategoryWithCount, StoreProduct } from '@crabclaw/shared';
import { apiRequest } from '../../lib/api-client.ts';

export interface ProductPageParams {
  page: number;
  pageSize: number;
  categoryId?: number;
  search?: string;
  sort?: ProductSort;
}

export const catalogueKeys = {
  categoriesWithCount: ['categories', 'with-product-count'] as const,
  category: (slug: string) => ['categories', 'slug', slug] as const,
  productPage: (params: ProductPageParams) => ['products', 'page', params] as const,
  product: (id: number) => ['products', id] as const,
  productBySlug: (categorySlug: string, productSlug: string) =>
    ['products', 'slug', categorySlug, productSlug] as const,
  related: (id: number) => ['products', id, 'related'] as const,
  featured: ['products', 'featured'] as const,
  ofCategory: (id: number) => ['products', 'category', id] as const,
};

export function useCategoriesWithCount() {
  return useQuery({
    queryKey: catalogueKeys.categoriesWithCount,
    queryFn: () => apiRequest<StoreCategoryWithCount[]>('/api/CrabClawCategories/with-product-count'),
  });
}

export function useCategoryBySlug(slug: string | undefined) {
  return useQuery({
    queryKey: catalogueKeys.category(slug ?? ''),
    queryFn: () => apiRequest<StoreCategory>(`/api/CrabClawCategories/slug/${encodeURIComponent(slug ?? '')}`),
    enabled: Boolean(slug),
  });
}

/** One page of products; the previous page stays on screen while the next loads (no jumping grid). */
export function useProductPage(params: ProductPageParams) {
  return useQuery({
    queryKey: catalogueKeys.productPage(params),
    queryFn: () => apiRequest<ProductPage>('/api/Product/paginated', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.product(id ?? 0),
    queryFn: () => apiRequest<StoreProduct>(`/api/Product/${id}`),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });
}

export function useProductBySlug(categorySlug: string, productSlug: string) {
  return useQuery({
    queryKey: catalogueKeys.productBySlug(categorySlug, productSlug),
    queryFn: () =>
      apiRequest<StoreProduct>(
        `/api/Product/by-slug/${encodeURIComponent(categorySlug)}/${encodeURIComponent(productSlug)}`,
      ),
  });
}

export function useRelatedProducts(id: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.related(id ?? 0),
    queryFn: () => apiRequest<StoreProduct[]>(`/api/Product/${id}/related`),
    enabled: id !== undefined,
  });
}

export function useFeaturedProducts() {
  return useQuery({
    queryKey: catalogueKeys.featured,
    queryFn: () => apiRequest<StoreProduct[]>('/api/Product/featured'),
  });
}

export function useCategoryProducts(categoryId: number | undefined) {
  return useQuery({
    queryKey: catalogueKeys.ofCategory(categoryId ?? 0),
    queryFn: () => apiRequest<StoreProduct[]>(`/api/Product/category/${categoryId}`),
    enabled: categoryId !== undefined,
  });
}

/** The canonical product URL (issue 3): /product/{categorySlug}/{productSlug}. */
export function productPath(product: Pick<StoreProduct, 'slug' | 'category'>): string {
  return `/product/${product.category.slug}/${product.slug}`;
}

export function categoryListPath(slug: string): string {
  return `/public/products/category/${slug}`;
}
