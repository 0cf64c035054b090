import { notifications } from '@mantine/notifications';
import type { ProductWithFlags } from '../../../mocks/types.ts';
import { errorMessage } from '../../../shared/ui/error-message.ts';
import {
  useAddToCartMutation,
  useAddToWishlistMutation,
  useRemoveFromCartMutation,
  useRemoveFromWishlistMutation,
} from '../api/shop-api.ts';

function showFailure(failure: unknown, fallback: string) {
  notifications.show({ color: 'red', message: errorMessage(failure) ?? fallback });
}

/** Cart and wishlist actions for any product, with a toast for each outcome. */
export function useShopActions() {
  const [addToCart, cartAdding] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  const [addToWishlist, wishlistAdding] = useAddToWishlistMutation();
  const [removeFromWishlist, wishlistRemoving] = useRemoveFromWishlistMutation();

  async function handleAddToCart(product: ProductWithFlags) {
    try {
      await addToCart(product.id).unwrap();
      notifications.show({ color: 'green', message: `${product.name} was added to your cart.` });
    } catch (failure) {
      showFailure(failure, 'The product could not be added to the cart.');
    }
  }

  async function handleRemoveFromCart(product: ProductWithFlags) {
    try {
      await removeFromCart(product.id).unwrap();
      notifications.show({ message: `${product.name} was removed from your cart.` });
    } catch (failure) {
      showFailure(failure, 'The product could not be removed from the cart.');
    }
  }

  async function handleToggleWishlist(product: ProductWithFlags) {
    try {
      if (product.isInWishlist) {
        await removeFromWishlist(product.id).unwrap();
        notifications.show({ message: `${product.name} was removed from your wishlist.` });
      } else {
        await addToWishlist(product.id).unwrap();
        notifications.show({ color: 'green', message: `${product.name} was added to your wishlist.` });
      }
    } catch (failure) {
      showFailure(failure, 'The wishlist could not be updated.');
    }
  }

  return {
    addToCart: handleAddToCart,
    removeFromCart: handleRemoveFromCart,
    toggleWishlist: handleToggleWishlist,
    isAddingToCart: cartAdding.isLoading,
    isUpdatingWishlist: wishlistAdding.isLoading || wishlistRemoving.isLoading,
  };
}
