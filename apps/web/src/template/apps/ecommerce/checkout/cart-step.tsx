import { Button, Grid, Stack } from '@mantine/core';
import { IconShoppingCartOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CartProduct } from '../../../mocks/types.ts';
import { ShopEmptyState } from '../components/shop-empty-state.tsx';
import { CartItemRow } from './cart-item-row.tsx';
import type { CartTotals } from './cart-totals.ts';
import { OrderSummary } from './order-summary.tsx';

interface CartStepProps {
  products: CartProduct[];
  totals: CartTotals;
  couponCode: string | null;
  onApplyCoupon: (code: string | null) => void;
  onNext: () => void;
}

/** Step 1: the cart's products and the price details. */
export function CartStep({ products, totals, couponCode, onApplyCoupon, onNext }: CartStepProps) {
  if (products.length === 0) {
    return (
      <ShopEmptyState
        icon={<IconShoppingCartOff size={30} />}
        title="Your cart is empty"
        description="Add products from the shop, then come back to check out."
        action={
          <Button component={Link} to="/apps/ecommerce/shop" mt="sm">
            Browse the shop
          </Button>
        }
      />
    );
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          {products.map((product) => (
            <CartItemRow key={product.id} product={product} />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <OrderSummary totals={totals} couponCode={couponCode} onApplyCoupon={onApplyCoupon}>
          <Button fullWidth onClick={onNext}>
            Place order
          </Button>
        </OrderSummary>
      </Grid.Col>
    </Grid>
  );
}
