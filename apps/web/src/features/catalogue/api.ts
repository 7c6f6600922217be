import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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
};

// Query options, shared by the hooks below and the routes that load the same data on the server (issue 12).

export const categoriesWithCountQuery = queryOptions({
  queryKey: catalogueKeys.categoriesWithCount,
  queryFn: () => apiRequest<StoreCategoryWithCount[]>('/api/CrabClawCategories/with-product-count'),
});

export const categoryBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.category(slug),
    queryFn: () => apiRequest<StoreCategory>(`/api/CrabClawCategories/slug/${encodeURIComponent(slug)}`),
  });

export const productPageQuery = (params: ProductPageParams) =>
  queryOptions({
    queryKey: catalogueKeys.productPage(params),
    queryFn: () => apiRequest<ProductPage>('/api/Product/paginated', { query: { ...params } }),
  });

export const productQuery = (id: number) =>
  queryOptions({ queryKey: catalogueKeys.product(id), queryFn: () => apiRequest<StoreProduct>(`/api/Product/${id}`) });

export const productBySlugQuery = (categorySlug: string, productSlug: string) =>
  queryOptions({
    queryKey: catalogueKeys.productBySlug(categorySlug, productSlug),
    queryFn: () =>
      apiRequest<StoreProduct>(
        `/api/Product/by-slug/${encodeURIComponent(categorySlug)}/${encodeURIComponent(productSlug)}`,
      ),
  });

export const relatedProductsQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.related(id),
    queryFn: () => apiRequest<StoreProduct[]>(`/api/Product/${id}/related`),
  });

export const featuredProductsQuery = queryOptions({
  queryKey: catalogueKeys.featured,
  queryFn: () => apiRequest<StoreProduct[]>('/api/Product/featured'),
});

export function useCategoriesWithCount() {
  return useQuery(categoriesWithCountQuery);
}

export function useCategoryBySlug(slug: string | undefined) {
  return useQuery({ ...categoryBySlugQuery(slug ?? ''), enabled: Boolean(slug) });
}

/**
 * One page of products; the previous page stays on screen while the next loads (no jumping grid).
 * `enabled: false` until what the page depends on is known (the category of a category page).
 */
export function useProductPage(params: ProductPageParams, enabled = true) {
  return useQuery({ ...productPageQuery(params), placeholderData: keepPreviousData, enabled });
}

export function useProduct(id: number | undefined) {
  return useQuery({ ...productQuery(id ?? 0), enabled: id !== undefined && Number.isInteger(id) && id > 0 });
}

export function useProductBySlug(categorySlug: string, productSlug: string) {
  return useQuery(productBySlugQuery(categorySlug, productSlug));
}

export function useRelatedProducts(id: number | undefined) {
  return useQuery({ ...relatedProductsQuery(id ?? 0), enabled: id !== undefined });
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQuery);
}

export function categoryListPath(slug: string): string {
  return `/public/products/category/${slug}`;
}
