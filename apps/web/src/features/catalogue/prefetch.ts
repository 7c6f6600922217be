import type { QueryClient } from '@tanstack/react-query';
import {
  categoriesWithCountQuery,
  categoryBySlugQuery,
  productBySlugQuery,
  productPageQuery,
  relatedProductsQuery,
} from './api.ts';
import { listStateOf, productPageParams } from './use-list-state.ts';

// What each catalogue page's first render reads, loaded before the server renders it (issue 12). A failure
// is left to the browser, which asks again and shows the page's own error or redirect.

/** The product list: the categories (with counts) and the page its URL names. */
export async function prefetchProductList(
  queryClient: QueryClient,
  categorySlug: string | undefined,
  search: URLSearchParams,
): Promise<void> {
  const categories = await queryClient.ensureQueryData(categoriesWithCountQuery);
  const category = categorySlug ? categories.find((c) => c.slug === categorySlug) : undefined;
  if (categorySlug && !category) {
    // An unknown category: the browser tells the visitor and moves to the whole list, as it always did.
    queryClient.removeQueries({ queryKey: categoriesWithCountQuery.queryKey });
    return;
  }
  await queryClient.prefetchQuery(productPageQuery(productPageParams(listStateOf(search), category?.categoryId)));
}

/** A product page: the product and its related products. */
export async function prefetchProductPage(
  queryClient: QueryClient,
  categorySlug: string,
  productSlug: string,
): Promise<void> {
  const product = await queryClient.ensureQueryData(productBySlugQuery(categorySlug, productSlug));
  await queryClient.prefetchQuery(relatedProductsQuery(product.productId));
}

/** A category page: the category and the page of its products that its URL names. */
export async function prefetchCategoryPage(
  queryClient: QueryClient,
  categorySlug: string,
  search: URLSearchParams,
): Promise<void> {
  const category = await queryClient.ensureQueryData(categoryBySlugQuery(categorySlug));
  await queryClient.prefetchQuery(productPageQuery(productPageParams(listStateOf(search), category.categoryId)));
}
