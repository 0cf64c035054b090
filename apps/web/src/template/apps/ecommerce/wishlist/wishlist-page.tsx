import { Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { useGetWishlistQuery } from '../api/shop-api.ts';
import { ShopCounts } from '../components/shop-counts.tsx';
import { ShopEmptyState } from '../components/shop-empty-state.tsx';
import { ProductCard } from '../shop/product-card.tsx';

/** /apps/ecommerce/wishlist: the products saved for later, each one move to the cart or remove. */
export function WishlistPage() {
  useDocumentTitle('Wishlist');
  const { data, isLoading, isError, error, refetch } = useGetWishlistQuery();
  return (
    <Stack gap="lg">
      <PageHeader title="Wishlist" description="Products you saved for later." actions={<ShopCounts />} />
      {isError ? <QueryErrorState message={errorMessage(error)} onRetry={refetch} /> : null}
      {isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-label="Loading wishlist">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={`wishlist-skeleton-${index.toString()}`} height={360} radius="lg" />
          ))}
        </SimpleGrid>
      ) : null}
      {data && data.products.length === 0 ? (
        <ShopEmptyState
          icon={<IconHeart size={30} />}
          title="Your wishlist is empty"
          description="Tap the heart on any product to keep it here."
          action={
            <Button component={Link} to="/apps/ecommerce/shop" mt="sm">
              Browse the shop
            </Button>
          }
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {data?.products.map((product) => (
          <ProductCard key={product.id} product={product} layout="grid" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
