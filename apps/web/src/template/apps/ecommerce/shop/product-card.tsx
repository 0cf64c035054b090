import { Anchor, Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import type { ProductWithFlags } from '../../../mocks/types.ts';
import { accentText } from '../../../shared/ui/accent-text.ts';
import { ProductButtons } from '../components/product-buttons.tsx';
import { RatingStars } from '../components/rating-stars.tsx';

export type ShopLayout = 'grid' | 'list';

interface ProductCardProps {
  product: ProductWithFlags;
  layout: ShopLayout;
}

/** A product in the shop: picture, rating, price, name, description and the cart and wishlist buttons. */
export function ProductCard({ product, layout }: ProductCardProps) {
  const detailPath = `/apps/ecommerce/product-detail/${product.id}`;
  const isList = layout === 'list';
  return (
    <Card padding="md" component="article" aria-label={product.name} h="100%">
      <Box
        style={{
          display: 'flex',
          flexDirection: isList ? 'row' : 'column',
          flexWrap: isList ? 'wrap' : 'nowrap',
          gap: 'var(--mantine-spacing-md)',
          height: '100%',
        }}
      >
        <Anchor
          component={Link}
          to={detailPath}
          tabIndex={-1}
          aria-hidden
          style={{ flex: isList ? '0 0 180px' : undefined }}
        >
          <Image src={product.image} alt="" radius="md" h={isList ? 160 : 180} fit="cover" />
        </Anchor>
        <Stack gap={8} style={{ flex: isList ? '1 1 14rem' : '1 1 auto', minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <RatingStars rating={product.rating} />
            <Text fw={700} c={accentText} data-testid="product-price" data-price={product.price}>
              {formatPrice(product.price, 'USD')}
            </Text>
          </Group>
          <Anchor component={Link} to={detailPath} fw={600} c="var(--mantine-color-text)" lineClamp={1}>
            {product.name}
          </Anchor>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              By {product.brand} · {product.category}
            </Text>
            {product.hasFreeShipping ? (
              <Badge size="xs" variant="light" color="green" leftSection={<IconTruckDelivery size={12} />}>
                Free shipping
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={isList ? 3 : 2}>
            {product.description}
          </Text>
          <Box mt="auto" pt="xs">
            <ProductButtons product={product} isCompact />
          </Box>
        </Stack>
      </Box>
    </Card>
  );
}
