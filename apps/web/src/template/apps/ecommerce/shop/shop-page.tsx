import { Box, Card, Drawer, Grid, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconShoppingBagSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { PaginationFooter } from '../../../../shared/ui/pagination-footer.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import type { ProductSortBy } from '../../../mocks/types.ts';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { useGetProductsQuery } from '../api/shop-api.ts';
import { ShopCounts } from '../components/shop-counts.tsx';
import { ShopEmptyState } from '../components/shop-empty-state.tsx';
import {
  countActiveFilters,
  distinctValues,
  filterProducts,
  noFilters,
  type ProductFilters,
} from './filter-products.ts';
import { ProductCard, type ShopLayout } from './product-card.tsx';
import { ShopFilters } from './shop-filters.tsx';
import { ShopToolbar } from './shop-toolbar.tsx';

const perPage = 9;

/** /apps/ecommerce/shop: products nine a page, searched, sorted, filtered, in a grid or a list. */
export function ShopPage() {
  useDocumentTitle('Shop');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [sortBy, setSortBy] = useState<ProductSortBy>('featured');
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useState<ShopLayout>('grid');
  const [filters, setFilters] = useState<ProductFilters>(noFilters);
  const [isFiltersOpen, filtersDrawer] = useDisclosure(false);
  const { data, isLoading, isFetching, isError, error, refetch } = useGetProductsQuery({ q, sortBy, perPage, page });
  const products = useMemo(() => (data ? filterProducts(data.products, filters) : []), [data, filters]);
  // The choices come from the page shown, keeping any already chosen so they can be unticked.
  const categories = useMemo(
    () => [...new Set([...distinctValues(data?.products ?? [], 'category'), ...filters.categories])].sort(),
    [data, filters.categories],
  );
  const brands = useMemo(
    () => [...new Set([...distinctValues(data?.products ?? [], 'brand'), ...filters.brands])].sort(),
    [data, filters.brands],
  );
  const filterPanel = <ShopFilters filters={filters} categories={categories} brands={brands} onChange={setFilters} />;

  return (
    <Stack gap="lg">
      <PageHeader title="Shop" description="Gadgets and accessories for the whole team." actions={<ShopCounts />} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <Card>{filterPanel}</Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <ShopToolbar
              search={search}
              sortBy={sortBy}
              layout={layout}
              activeFilterCount={countActiveFilters(filters)}
              onSearchChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
              onSortChange={(value) => {
                setSortBy(value);
                setPage(1);
              }}
              onLayoutChange={setLayout}
              onOpenFilters={filtersDrawer.open}
            />
            {data ? (
              <Group justify="space-between">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {data.total} results
                  {products.length < data.products.length ? `, ${products.length} shown after filters` : ''}
                </Text>
              </Group>
            ) : null}
            {isError ? <QueryErrorState message={errorMessage(error)} onRetry={refetch} /> : null}
            {isLoading ? (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Loading products">
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={`product-skeleton-${index.toString()}`} height={380} radius="lg" />
                ))}
              </SimpleGrid>
            ) : null}
            {data && products.length === 0 ? (
              <ShopEmptyState
                icon={<IconShoppingBagSearch size={30} />}
                title="No products found"
                description="Try another search, or clear the filters."
              />
            ) : null}
            <Box style={{ opacity: isFetching && !isLoading ? 0.6 : 1 }} aria-busy={isFetching}>
              <SimpleGrid
                cols={layout === 'grid' ? { base: 1, sm: 2, lg: 3 } : 1}
                spacing="md"
                data-testid="product-grid"
              >
                {products.map((product) => (
                  <ProductCard key={product.id} product={product} layout={layout} />
                ))}
              </SimpleGrid>
            </Box>
            {data ? (
              <PaginationFooter
                page={page}
                perPage={perPage}
                total={data.total}
                onPageChange={setPage}
                noun="products"
              />
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
      <Drawer opened={isFiltersOpen} onClose={filtersDrawer.close} title="Filter products" size="xs">
        {filterPanel}
      </Drawer>
    </Stack>
  );
}
