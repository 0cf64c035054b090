import type { Product } from '../../../mocks/types.ts';

export interface ProductFilters {
  /** Inclusive bounds in dollars; null for no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  categories: string[];
  brands: string[];
  /** Products rated at least this (1 to 5); 0 for any rating. */
  minRating: number;
}

export const noFilters: ProductFilters = { minPrice: null, maxPrice: null, categories: [], brands: [], minRating: 0 };

/**
 * The shop's sidebar filters. The mock layer's product call takes only a search, a sort and a page,
 * so these narrow the page it returned; an empty list of categories or brands means "any".
 */
export function filterProducts<Item extends Product>(products: readonly Item[], filters: ProductFilters): Item[] {
  return products.filter(
    (product) =>
      (filters.minPrice === null || product.price >= filters.minPrice) &&
      (filters.maxPrice === null || product.price <= filters.maxPrice) &&
      (filters.categories.length === 0 || filters.categories.includes(product.category)) &&
      (filters.brands.length === 0 || filters.brands.includes(product.brand)) &&
      product.rating >= filters.minRating,
  );
}

/** How many filters are set, for the "Filters (2)" button on phones. */
export function countActiveFilters(filters: ProductFilters): number {
  return (
    (filters.minPrice === null && filters.maxPrice === null ? 0 : 1) +
    filters.categories.length +
    filters.brands.length +
    (filters.minRating > 0 ? 1 : 0)
  );
}

/** The distinct values of a field, sorted, for the filter's choices. */
export function distinctValues(products: readonly Product[], field: 'category' | 'brand'): string[] {
  return [...new Set(products.map((product) => product[field]))].sort((first, second) => first.localeCompare(second));
}
