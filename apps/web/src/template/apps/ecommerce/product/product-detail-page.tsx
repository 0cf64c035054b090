import { Badge, Card, Divider, Grid, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPackageOff, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import { useDocumentTitle } from '../../../../shared/hooks/use-document-title.ts';
import { CenteredState } from '../../../../shared/ui/centered-state.tsx';
import { PageHeader } from '../../../../shared/ui/page-header.tsx';
import { QueryErrorState } from '../../../../shared/ui/query-error-state.tsx';
import { accentText } from '../../../shared/ui/accent-text.ts';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { isNotFound } from '../../../shared/ui/is-not-found.ts';
import { useGetProductQuery } from '../api/shop-api.ts';
import { ProductButtons } from '../components/product-buttons.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { ShopCounts } from '../components/shop-counts.tsx';
import { ColorOptions } from './color-options.tsx';

/** /apps/ecommerce/product-detail/:id (an id or a slug): the product, its colours, cart and wishlist. */
export function ProductDetailPage() {
  const id = useParams().id ?? '';
  const { data, isLoading, isError, error, refetch } = useGetProductQuery(id);
  const [chosenColor, setChosenColor] = useState<string | null>(null);
  const product = data?.product;
  useDocumentTitle(product?.name ?? 'Product');

  if (isNotFound(error)) {
    return (
      <CenteredState
        icon={<IconPackageOff size={34} stroke={1.6} />}
        eyebrow={<span aria-hidden>404</span>}
        title="Product not found"
        description="This product is not in the shop any more, or the address is mistyped."
        actionTo="/apps/ecommerce/shop"
        actionLabel="Back to the shop"
      />
    );
  }
  const color = chosenColor ?? product?.colorOptions[0] ?? null;
  return (
    <Stack gap="lg">
      <PageHeader
        title={product?.name ?? 'Product details'}
        description={product ? `By ${product.brand}` : undefined}
        actions={<ShopCounts />}
      />
      {isError ? <QueryErrorState message={errorMessage(error)} onRetry={refetch} /> : null}
      {isLoading ? <Skeleton height={420} radius="lg" aria-label="Loading product" /> : null}
      {product ? (
        <Card padding="xl">
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Image src={product.image} alt={product.name} radius="md" fit="cover" mah={420} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <Group gap="sm">
                  <Text size="sm" c="dimmed">
                    {product.category}
                  </Text>
                  <Badge variant="light" color="green">
                    In stock
                  </Badge>
                </Group>
                <Group gap="md" align="center">
                  <Title order={2} fz="h2" c={accentText}>
                    {formatPrice(product.price, 'USD')}
                  </Title>
                  <RatingStars rating={product.rating} size={18} />
                </Group>
                <Text>{product.description}</Text>
                {product.hasFreeShipping ? (
                  <Group gap={6}>
                    <IconTruckDelivery size={18} aria-hidden />
                    <Text size="sm">Free shipping</Text>
                  </Group>
                ) : null}
                <Divider />
                {product.colorOptions.length > 0 ? (
                  <ColorOptions colors={product.colorOptions} value={color} onChange={setChosenColor} />
                ) : null}
                <ProductButtons product={product} />
                <Divider />
                <Group gap={6}>
                  <IconShieldCheck size={18} aria-hidden />
                  <Text size="sm" c="dimmed">
                    1 year warranty · 30 day returns
                  </Text>
                </Group>
              </Stack>
            </Grid.Col>
          </Grid>
        </Card>
      ) : null}
    </Stack>
  );
}
