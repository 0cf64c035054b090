import type { ColorName } from './common.ts';

/** The shop, its wishlist and cart (spec sections 3 and 7). */

export interface Product {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  /** Category (own addition, for the shop's filters). */
  category: string;
  price: number;
  image: string;
  hasFreeShipping: boolean;
  /** 1 to 5. */
  rating: number;
}

export interface ProductWithFlags extends Product {
  isInWishlist: boolean;
  isInCart: boolean;
}

export interface ProductDetail extends ProductWithFlags {
  /** Mantine colour names. */
  colorOptions: ColorName[];
}

export interface WishlistItem {
  id: number;
  productId: number;
}

export interface CartItem {
  id: number;
  productId: number;
  qty: number;
}

export type ProductSortBy = 'featured' | 'price-asc' | 'price-desc';

/** GET /apps/ecommerce/products?q&sortBy=featured&perPage=9&page=1 */
export interface ProductsParams {
  q?: string;
  sortBy?: ProductSortBy;
  perPage?: number;
  page?: number;
}
export interface ProductsReply {
  products: ProductWithFlags[];
  total: number;
  userWishlist: WishlistItem[];
  userCart: CartItem[];
}

/** GET /apps/ecommerce/products/{id} — id or slug; 404 when missing. */
export interface ProductReply {
  product: ProductDetail;
}

/** GET /apps/ecommerce/wishlist */
export interface WishlistReply {
  products: ProductWithFlags[];
}

export interface CartProduct extends ProductWithFlags {
  qty: number;
  /** Delivery date, 1 to 8 days after it was added. */
  shippingDate: string;
  /** 1 to 4 offers available. */
  offers: number;
  /** 3 to 20. */
  discountPercentage: number;
}

/** GET /apps/ecommerce/cart */
export interface CartReply {
  products: CartProduct[];
}

/** POST /apps/ecommerce/cart — 201 (qty 1; adding a product already in the cart adds 1 to its qty). */
export interface AddToCartRequest {
  productId: number;
}
export interface AddToCartReply {
  item: CartItem;
}

/** POST /apps/ecommerce/cart/{productId}/qty (own design) — sets the quantity (1 to 10); 404 when not in the cart. */
export interface UpdateCartQtyRequest {
  qty: number;
}

/** POST /apps/ecommerce/wishlist — 201 (no duplicate). */
export interface AddToWishlistRequest {
  productId: number;
}
export interface AddToWishlistReply {
  item: WishlistItem;
}

/** DELETE /apps/ecommerce/cart/{productId} and /apps/ecommerce/wishlist/{productId} — 200, or 404. */
export interface RemovedProductReply {
  productId: number;
}
