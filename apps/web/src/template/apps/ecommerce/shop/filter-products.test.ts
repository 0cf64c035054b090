import { describe, expect, it } from 'vitest';
import type { Product } from '../../../mocks/types.ts';
import { countActiveFilters, distinctValues, filterProducts, noFilters } from './filter-products.ts';

function product(id: number, price: number, category: string, brand: string, rating: number): Product {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    description: '',
    brand,
    category,
    price,
    image: '',
    hasFreeShipping: false,
    rating,
  };
}

const products = [
  product(1, 49.99, 'Audio', 'Bose', 5),
  product(2, 349, 'Gaming', 'Sony', 3),
  product(3, 999, 'Laptops', 'Dell', 4),
  product(4, 149, 'Audio', 'Sony', 2),
];

describe('filterProducts', () => {
  it('keeps every product when no filter is set', () => {
    expect(filterProducts(products, noFilters)).toHaveLength(4);
  });

  it('keeps prices inside the range, bounds included', () => {
    const ids = filterProducts(products, { ...noFilters, minPrice: 149, maxPrice: 349 }).map((item) => item.id);
    expect(ids).toEqual([2, 4]);
  });

  it('combines categories and brands: any chosen category and any chosen brand', () => {
    const ids = filterProducts(products, { ...noFilters, categories: ['Audio'], brands: ['Sony'] }).map(
      (item) => item.id,
    );
    expect(ids).toEqual([4]);
  });

  it('keeps products rated at least the chosen stars', () => {
    const ids = filterProducts(products, { ...noFilters, minRating: 4 }).map((item) => item.id);
    expect(ids).toEqual([1, 3]);
  });
});

describe('countActiveFilters', () => {
  it('counts a price range once and each chosen value', () => {
    expect(
      countActiveFilters({ minPrice: 10, maxPrice: 20, categories: ['Audio'], brands: ['Sony', 'Bose'], minRating: 3 }),
    ).toBe(5);
    expect(countActiveFilters(noFilters)).toBe(0);
  });
});

describe('distinctValues', () => {
  it('lists each brand once, alphabetically', () => {
    expect(distinctValues(products, 'brand')).toEqual(['Bose', 'Dell', 'Sony']);
  });
});
