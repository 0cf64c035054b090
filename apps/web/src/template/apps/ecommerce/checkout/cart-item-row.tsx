import { Anchor, Badge, Button, Group, Image, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDay } from '../../../../shared/format/format-date.ts';
import { formatPrice } from '../../../../shared/format/format-money.ts';
import type { CartProduct } from '../../../mocks/types.ts';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import { useSetCartQtyMutation } from '../api/shop-api.ts';
import { RatingStars } from '../components/rating-stars.tsx';
import { useShopActions } from '../components/use-shop-actions.ts';

/** One product in the cart: quantity, remove, its offers, discount and delivery date. */
export function CartItemRow({ product }: { product: CartProduct }) {
  const [setQty] = useSetCartQtyMutation();
  const { removeFromCart } = useShopActions();
  const discounted = product.price * (1 - product.discountPercentage / 100);

  async function handleQtyChange(value: number | string) {
    const qty = Number(value);
    if (!Number.isInteger(qty) || qty < 1 || qty > 10 || qty === product.qty) return;
    try {
      await setQty({ productId: product.id, qty }).unwrap();
    } catch (failure) {
      notifications.show({ color: 'red', message: errorMessage(failure) ?? 'The quantity could not be changed.' });
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={product.name}>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Image src={product.image} alt="" w={96} h={96} radius="md" fit="cover" />
        <Stack gap={6} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/apps/ecommerce/product-detail/${product.id}`}
            fw={600}
            c="var(--mantine-color-text)"
          >
            {product.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            By {product.brand}
          </Text>
          <RatingStars rating={product.rating} size={14} />
          <Group gap="xs">
            <Badge variant="light" color="green">
              In stock
            </Badge>
            <Badge variant="light" color="indigo">
              {product.offers} {product.offers === 1 ? 'offer' : 'offers'} available
            </Badge>
          </Group>
          <Text size="sm">Delivery by {formatDay(product.shippingDate.slice(0, 10))}</Text>
        </Stack>
        <Stack gap={6} align="flex-end" miw={150} ml="auto">
          <Group gap={6} align="baseline">
            <Text fw={700}>{formatPrice(Math.round(discounted * 100) / 100, 'USD')}</Text>
            <Text size="sm" c="dimmed" td="line-through">
              {formatPrice(product.price, 'USD')}
            </Text>
          </Group>
          <Badge color="green" variant="light">
            {product.discountPercentage}% off
          </Badge>
          <NumberInput
            label="Quantity"
            size="xs"
            w={100}
            min={1}
            max={10}
            allowDecimal={false}
            clampBehavior="strict"
            value={product.qty}
            onChange={handleQtyChange}
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={() => removeFromCart(product)}
            aria-label={`Remove ${product.name} from the cart`}
          >
            Remove
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
