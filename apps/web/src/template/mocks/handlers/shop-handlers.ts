import { HttpResponse, http } from 'msw';
import { fixture, type StoredFixtures } from '../db.ts';
import { createCartItem } from '../fixtures/cart-item.ts';
import { randomInt } from '../fixtures/helpers.ts';
import type {
  AddToCartReply,
  AddToWishlistReply,
  CartItem,
  CartReply,
  Product,
  ProductReply,
  ProductsReply,
  ProductWithFlags,
  RemovedProductReply,
  WishlistReply,
} from '../types.ts';
import {
  badRequest,
  idOf,
  intParam,
  matchesText,
  nextId,
  notFound,
  paginate,
  queryOf,
  readBody,
  searchText,
} from './http-utils.ts';

type Shop = StoredFixtures['shop'];

function withFlags({ wishlist, cart }: Shop, product: Product): ProductWithFlags {
  return {
    ...product,
    isInWishlist: wishlist.some((item) => item.productId === product.id),
    isInCart: cart.some((item) => item.productId === product.id),
  };
}

function productById({ products }: Shop, id: unknown): Product | undefined {
  return products.find((product) => product.id === idOf(id));
}

function sortProducts(products: Product[], sortBy: string | null): Product[] {
  if (sortBy === 'price-asc') return [...products].sort((a, b) => a.price - b.price);
  if (sortBy === 'price-desc') return [...products].sort((a, b) => b.price - a.price);
  return products;
}

/** The cart entry as the products listing shows it: without the cart page's extra figures. */
function plainCartItem({ id, productId, qty }: CartItem): CartItem {
  return { id, productId, qty };
}

/** The shop, its wishlist and cart (spec section 7), plus setting a cart quantity. */
export const shopHandlers = [
  http.get('/apps/ecommerce/products', async ({ request }) => {
    const shop = await fixture('shop');
    const params = queryOf(request);
    const query = searchText(params);
    const filtered = shop.products.filter((product) => matchesText(query, [product.name, product.brand]));
    const page = paginate(
      sortProducts(filtered, params.get('sortBy')),
      intParam(params, 'perPage', 9),
      intParam(params, 'page', 1),
    );
    return HttpResponse.json<ProductsReply>({
      products: page.map((product) => withFlags(shop, product)),
      total: filtered.length,
      userWishlist: shop.wishlist,
      userCart: shop.cart.map(plainCartItem),
    });
  }),

  http.get('/apps/ecommerce/products/:id', async ({ params }) => {
    const shop = await fixture('shop');
    const product = productById(shop, params.id) ?? shop.products.find((item) => item.slug === params.id);
    if (!product) return notFound('Product not found');
    return HttpResponse.json<ProductReply>({
      product: { ...withFlags(shop, product), colorOptions: shop.colorOptions.get(product.id) ?? [] },
    });
  }),

  http.get('/apps/ecommerce/wishlist', async () => {
    const shop = await fixture('shop');
    const products = shop.wishlist.flatMap((item) => {
      const product = productById(shop, item.productId);
      return product ? [withFlags(shop, product)] : [];
    });
    return HttpResponse.json<WishlistReply>({ products });
  }),

  http.get('/apps/ecommerce/cart', async () => {
    const shop = await fixture('shop');
    const products = shop.cart.flatMap(({ qty, shippingDate, offers, discountPercentage, productId }) => {
      const product = productById(shop, productId);
      return product ? [{ ...withFlags(shop, product), qty, shippingDate, offers, discountPercentage }] : [];
    });
    return HttpResponse.json<CartReply>({ products });
  }),

  http.post('/apps/ecommerce/cart', async ({ request }) => {
    const shop = await fixture('shop');
    const product = productById(shop, (await readBody(request)).productId);
    if (!product) return notFound('Product not found');
    const existing = shop.cart.find((item) => item.productId === product.id);
    if (existing) existing.qty += 1;
    const item = existing ?? createCartItem(nextId(shop.cart), product.id, { int: randomInt });
    if (!existing) shop.cart.push(item);
    return HttpResponse.json<AddToCartReply>({ item: plainCartItem(item) }, { status: 201 });
  }),

  http.post('/apps/ecommerce/cart/:productId/qty', async ({ params, request }) => {
    const item = (await fixture('shop')).cart.find((entry) => entry.productId === idOf(params.productId));
    if (!item) return notFound('Product not in the cart');
    const qty = idOf((await readBody(request)).qty);
    if (qty === null || qty < 1 || qty > 10) return badRequest('The quantity is between 1 and 10');
    item.qty = qty;
    return HttpResponse.json<AddToCartReply>({ item: plainCartItem(item) });
  }),

  http.delete('/apps/ecommerce/cart/:productId', async ({ params }) =>
    removeFrom((await fixture('shop')).cart, params.productId),
  ),

  http.post('/apps/ecommerce/wishlist', async ({ request }) => {
    const shop = await fixture('shop');
    const product = productById(shop, (await readBody(request)).productId);
    if (!product) return notFound('Product not found');
    const existing = shop.wishlist.find((item) => item.productId === product.id);
    const item = existing ?? { id: nextId(shop.wishlist), productId: product.id };
    if (!existing) shop.wishlist.push(item);
    return HttpResponse.json<AddToWishlistReply>({ item }, { status: 201 });
  }),

  http.delete('/apps/ecommerce/wishlist/:productId', async ({ params }) =>
    removeFrom((await fixture('shop')).wishlist, params.productId),
  ),
];

function removeFrom(items: { productId: number }[], rawProductId: unknown) {
  const productId = idOf(rawProductId);
  const index = items.findIndex((item) => item.productId === productId);
  if (index < 0 || productId === null) return notFound('Product not found in the list');
  items.splice(index, 1);
  return HttpResponse.json<RemovedProductReply>({ productId });
}
