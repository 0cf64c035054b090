import { templateApi } from '../../../api/template-api.ts';
import type {
  AddToCartReply,
  AddToWishlistReply,
  CartReply,
  ProductReply,
  ProductsParams,
  ProductsReply,
  RemovedProductReply,
  WishlistReply,
} from '../../../mocks/types.ts';

// A product's "in cart" and "in wishlist" flags come with it, so product queries also depend on those tags.
const productListTags = ['Cart', 'Wishlist', { type: 'Product', id: 'LIST' }] as const;

/** The demo shop calls of spec section 7, and the mock layer's cart quantity call. */
export const shopApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductsReply, ProductsParams>({
      query: (params) => ({ url: 'apps/ecommerce/products', params }),
      providesTags: [...productListTags],
    }),
    getProduct: build.query<ProductReply, string>({
      query: (id) => `apps/ecommerce/products/${encodeURIComponent(id)}`,
      providesTags: (_reply, _error, id) => ['Cart', 'Wishlist', { type: 'Product', id }],
    }),
    getWishlist: build.query<WishlistReply, void>({
      query: () => 'apps/ecommerce/wishlist',
      providesTags: ['Wishlist', 'Cart'],
    }),
    getCart: build.query<CartReply, void>({
      query: () => 'apps/ecommerce/cart',
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<AddToCartReply, number>({
      query: (productId) => ({ url: 'apps/ecommerce/cart', method: 'POST', body: { productId } }),
      invalidatesTags: ['Cart'],
    }),
    setCartQty: build.mutation<AddToCartReply, { productId: number; qty: number }>({
      query: ({ productId, qty }) => ({ url: `apps/ecommerce/cart/${productId}/qty`, method: 'POST', body: { qty } }),
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: build.mutation<RemovedProductReply, number>({
      query: (productId) => ({ url: `apps/ecommerce/cart/${productId}`, method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
    addToWishlist: build.mutation<AddToWishlistReply, number>({
      query: (productId) => ({ url: 'apps/ecommerce/wishlist', method: 'POST', body: { productId } }),
      invalidatesTags: ['Wishlist'],
    }),
    removeFromWishlist: build.mutation<RemovedProductReply, number>({
      query: (productId) => ({ url: `apps/ecommerce/wishlist/${productId}`, method: 'DELETE' }),
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetWishlistQuery,
  useGetCartQuery,
  useAddToCartMutation,
  useSetCartQtyMutation,
  useRemoveFromCartMutation,
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
} = shopApi;
