import { describe, expect, it } from 'vitest';
import { call, get, serveMockLayer } from './test-server.ts';
import type {
  AddToCartReply,
  AddToWishlistReply,
  CartReply,
  ProductReply,
  ProductsReply,
  WishlistReply,
} from './types.ts';

serveMockLayer();

describe('shop products', () => {
  it('pages 9 of the 24 products, featured first, with the user wishlist and cart', async () => {
    const { body } = await get<ProductsReply>('/apps/ecommerce/products');
    expect(body.total).toBe(24);
    expect(body.products).toHaveLength(9);
    expect(body.products.map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(body.userWishlist.length).toBeGreaterThan(0);
    expect(body.userCart.every((item) => Object.keys(item).sort().join() === 'id,productId,qty')).toBe(true);
  });

  it('computes isInWishlist and isInCart', async () => {
    const { body } = await get<ProductsReply>('/apps/ecommerce/products?perPage=24');
    const wished = new Set(body.userWishlist.map((item) => item.productId));
    const carted = new Set(body.userCart.map((item) => item.productId));
    for (const product of body.products) {
      expect(product.isInWishlist).toBe(wished.has(product.id));
      expect(product.isInCart).toBe(carted.has(product.id));
    }
  });

  it('sorts by price both ways and searches by name', async () => {
    const asc = await get<ProductsReply>('/apps/ecommerce/products?sortBy=price-asc&perPage=24');
    const prices = asc.body.products.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await get<ProductsReply>('/apps/ecommerce/products?sortBy=price-desc&page=2');
    const all = [...prices].sort((a, b) => b - a);
    expect(desc.body.products.map((product) => product.price)).toEqual(all.slice(9, 18));
    const found = await get<ProductsReply>('/apps/ecommerce/products?q=WATCH');
    expect(found.body.products.length).toBeGreaterThan(0);
    expect(found.body.products.every((product) => /watch/i.test(`${product.name} ${product.brand}`))).toBe(true);
  });

  it('gives a product by id or slug with colour options, or 404', async () => {
    const { status, body } = await get<ProductReply>('/apps/ecommerce/products/5');
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ id: 5, isInCart: expect.any(Boolean), isInWishlist: expect.any(Boolean) });
    expect(body.product.colorOptions.length).toBeGreaterThanOrEqual(2);
    const bySlug = await get<ProductReply>(`/apps/ecommerce/products/${body.product.slug}`);
    expect(bySlug.body.product.id).toBe(5);
    expect((await get('/apps/ecommerce/products/999')).status).toBe(404);
  });
});

describe('cart and wishlist', () => {
  it('adds to the cart with qty 1, random offers, discount and shipping date, then removes it', async () => {
    const added = await call<AddToCartReply>('POST', '/apps/ecommerce/cart', { productId: 7 });
    expect(added.status).toBe(201);
    expect(added.body.item).toMatchObject({ productId: 7, qty: 1 });
    const { body } = await get<CartReply>('/apps/ecommerce/cart');
    const line = body.products.find((product) => product.id === 7);
    expect(line).toMatchObject({ qty: 1, isInCart: true });
    expect(line?.offers).toBeGreaterThanOrEqual(1);
    expect(line?.offers).toBeLessThanOrEqual(4);
    expect(line?.discountPercentage).toBeGreaterThanOrEqual(3);
    expect(line?.discountPercentage).toBeLessThanOrEqual(20);
    const days = (new Date(line?.shippingDate ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0.9);
    expect(days).toBeLessThanOrEqual(8);

    const again = await call<AddToCartReply>('POST', '/apps/ecommerce/cart', { productId: 7 });
    expect(again.body.item.qty).toBe(2);
    const qty = await call<AddToCartReply>('POST', '/apps/ecommerce/cart/7/qty', { qty: 4 });
    expect(qty.body.item.qty).toBe(4);

    expect(await call('DELETE', '/apps/ecommerce/cart/7')).toEqual({ status: 200, body: { productId: 7 } });
    const after = await get<CartReply>('/apps/ecommerce/cart');
    expect(after.body.products.some((product) => product.id === 7)).toBe(false);
    expect((await call('DELETE', '/apps/ecommerce/cart/7')).status).toBe(404);
  });

  it('adds to the wishlist once (201), lists it and removes it', async () => {
    const added = await call<AddToWishlistReply>('POST', '/apps/ecommerce/wishlist', { productId: 9 });
    expect(added.status).toBe(201);
    await call('POST', '/apps/ecommerce/wishlist', { productId: 9 });
    const { body } = await get<WishlistReply>('/apps/ecommerce/wishlist');
    expect(body.products.filter((product) => product.id === 9)).toHaveLength(1);
    expect(body.products.every((product) => product.isInWishlist)).toBe(true);
    const product = await get<ProductReply>('/apps/ecommerce/products/9');
    expect(product.body.product.isInWishlist).toBe(true);

    expect(await call('DELETE', '/apps/ecommerce/wishlist/9')).toEqual({ status: 200, body: { productId: 9 } });
    const after = await get<ProductReply>('/apps/ecommerce/products/9');
    expect(after.body.product.isInWishlist).toBe(false);
    expect((await call('POST', '/apps/ecommerce/wishlist', { productId: 999 })).status).toBe(404);
  });
});
