import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProductWithFlags } from '../../../mocks/types.ts';
import { useShopActions } from './use-shop-actions.ts';

interface ProductButtonsProps {
  product: ProductWithFlags;
  /** On a card: the wishlist as a heart icon beside a full-width cart button. */
  isCompact?: boolean;
}

/** Wishlist toggle and add to cart (or "View in cart" once it is there). */
export function ProductButtons({ product, isCompact = false }: ProductButtonsProps) {
  const actions = useShopActions();
  const wishlistLabel = `${product.isInWishlist ? 'Remove from' : 'Add to'} wishlist: ${product.name}`;
  const heart = product.isInWishlist ? <IconHeartFilled size={18} /> : <IconHeart size={18} />;
  const wishlistColor = product.isInWishlist ? 'red' : 'gray';
  return (
    <Group gap="xs" wrap="nowrap">
      {isCompact ? (
        <Tooltip label={product.isInWishlist ? 'Remove from wishlist' : 'Add to wishlist'}>
          <ActionIcon
            size="lg"
            variant="light"
            color={wishlistColor}
            onClick={() => actions.toggleWishlist(product)}
            aria-pressed={product.isInWishlist}
            aria-label={wishlistLabel}
          >
            {heart}
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="light"
          color={wishlistColor}
          leftSection={heart}
          onClick={() => actions.toggleWishlist(product)}
          aria-pressed={product.isInWishlist}
          aria-label={wishlistLabel}
        >
          Wishlist
        </Button>
      )}
      {product.isInCart ? (
        <Button
          component={Link}
          to="/apps/ecommerce/checkout"
          variant="outline"
          leftSection={<IconShoppingCart size={16} />}
          aria-label={`View in cart: ${product.name}`}
          fullWidth={isCompact}
        >
          View in cart
        </Button>
      ) : (
        <Button
          leftSection={<IconShoppingCart size={16} />}
          onClick={() => actions.addToCart(product)}
          aria-label={`Add to cart: ${product.name}`}
          fullWidth={isCompact}
        >
          Add to cart
        </Button>
      )}
    </Group>
  );
}
