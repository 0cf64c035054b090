import { Badge, Button, Group } from '@mantine/core';
import { IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useGetCartQuery, useGetWishlistQuery } from '../api/shop-api.ts';

function CountBadge({ count, variant }: { count: number | undefined; variant: 'filled' | 'white' }) {
  return (
    <Badge size="sm" circle={(count ?? 0) < 10} variant={variant} aria-hidden>
      {count ?? '…'}
    </Badge>
  );
}

/** The shop's header links to the wishlist and the cart, with how many products each holds. */
export function ShopCounts() {
  const wishlist = useGetWishlistQuery();
  const cart = useGetCartQuery();
  const wishlistCount = wishlist.data?.products.length;
  const cartCount = cart.data?.products.reduce((sum, product) => sum + product.qty, 0);
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to="/apps/ecommerce/wishlist"
        variant="default"
        leftSection={<IconHeart size={16} />}
        rightSection={<CountBadge count={wishlistCount} variant="filled" />}
        aria-label={`Wishlist, ${wishlistCount ?? 0} products`}
        data-testid="wishlist-count"
        data-count={wishlistCount ?? ''}
      >
        Wishlist
      </Button>
      <Button
        component={Link}
        to="/apps/ecommerce/checkout"
        leftSection={<IconShoppingCart size={16} />}
        rightSection={<CountBadge count={cartCount} variant="white" />}
        aria-label={`Cart, ${cartCount ?? 0} items`}
        data-testid="cart-count"
        data-count={cartCount ?? ''}
      >
        Cart
      </Button>
    </Group>
  );
}
