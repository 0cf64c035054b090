import { HttpResponse, http } from 'msw';
import { db } from '../db.ts';
import { createCartItem } from '../fixtures/shop-data.ts';
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

function withFlags(product: Product): ProductWithFlags {
  const { wishlist, cart } = db();
  return {
    ...product,
    isInWishlist: wishlist.some((item) => item.productId === product.id),
    isInCart: cart.some((item) => item.productId === product.id),
  };
}

function productById(id: unknown): Product | undefined {
  return db().products.find((product) => product.id === idOf(id));
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
  http.get('/apps/ecommerce/products', ({ request }) => {
    const params = queryOf(request);
    const query = searchText(params);
    const filtered = db().products.filter((product) => matchesText(query, [product.name, product.brand]));
    const page = paginate(
      sortProducts(filtered, params.get('sortBy')),
      intParam(params, 'perPage', 9),
      intParam(params, 'page', 1),
    );
    return HttpResponse.json<ProductsReply>({
      products: page.map(withFlags),
      total: filtered.length,
      userWishlist: db().wishlist,
      userCart: db().cart.map(plainCartItem),
    });
  }),

  http.get('/apps/ecommerce/products/:id', ({ params }) => {
    const product = productById(params.id) ?? db().products.find((item) => item.slug === params.id);
    if (!product) return notFound('Product not found');
    return HttpResponse.json<ProductReply>({
      product: { ...withFlags(product), colorOptions: db().colorOptions.get(product.id) ?? [] },
    });
  }),

  http.get('/apps/ecommerce/wishlist', () => {
    const products = db().wishlist.flatMap((item) => {
      const product = productById(item.productId);
      return product ? [withFlags(product)] : [];
    });
    return HttpResponse.json<WishlistReply>({ products });
  }),

  http.get('/apps/ecommerce/cart', () => {
    const products = db().cart.flatMap(({ qty, shippingDate, offers, discountPercentage, productId }) => {
      const product = productById(productId);
      return product ? [{ ...withFlags(product), qty, shippingDate, offers, discountPercentage }] : [];
    });
    return HttpResponse.json<CartReply>({ products });
  }),

  http.post('/apps/ecommerce/cart', async ({ request }) => {
    const product = productById((await readBody(request)).productId);
    if (!product) return notFound('Product not found');
    const existing = db().cart.find((item) => item.productId === product.id);
    if (existing) existing.qty += 1;
    const item = existing ?? createCartItem(nextId(db().cart), product.id);
    if (!existing) db().cart.push(item);
    return HttpResponse.json<AddToCartReply>({ item: plainCartItem(item) }, { status: 201 });
  }),

  http.post('/apps/ecommerce/cart/:productId/qty', async ({ params, request }) => {
    const item = db().cart.find((entry) => entry.productId === idOf(params.productId));
    if (!item) return notFound('Product not in the cart');
    const qty = idOf((await readBody(request)).qty);
    if (qty === null || qty < 1 || qty > 10) return badRequest('The quantity is between 1 and 10');
    item.qty = qty;
    return HttpResponse.json<AddToCartReply>({ item: plainCartItem(item) });
  }),

  http.delete('/apps/ecommerce/cart/:productId', ({ params }) => removeFrom(db().cart, params.productId)),

  http.post('/apps/ecommerce/wishlist', async ({ request }) => {
    const product = productById((await readBody(request)).productId);
    if (!product) return notFound('Product not found');
    const existing = db().wishlist.find((item) => item.productId === product.id);
    const item = existing ?? { id: nextId(db().wishlist), productId: product.id };
    if (!existing) db().wishlist.push(item);
    return HttpResponse.json<AddToWishlistReply>({ item }, { status: 201 });
  }),

  http.delete('/apps/ecommerce/wishlist/:productId', ({ params }) => removeFrom(db().wishlist, params.productId)),
];

function removeFrom(items: { productId: number }[], rawProductId: unknown) {
  const productId = idOf(rawProductId);
  const index = items.findIndex((item) => item.productId === productId);
  if (index < 0 || productId === null) return notFound('Product not found in the list');
  items.splice(index, 1);
  return HttpResponse.json<RemovedProductReply>({ productId });
}
