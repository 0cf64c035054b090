import { Navigate, type RouteObject } from 'react-router';

/** The shop (spec section 2): catalogue, product detail, wishlist and checkout, each loaded on demand. */
export const ecommerceRoutes: RouteObject[] = [
  { path: 'apps/ecommerce', element: <Navigate to="/apps/ecommerce/shop" replace /> },
  {
    path: 'apps/ecommerce/shop',
    lazy: () => import('./shop/shop-page.tsx').then((module) => ({ Component: module.ShopPage })),
  },
  {
    path: 'apps/ecommerce/product-detail/:id',
    lazy: () => import('./product/product-detail-page.tsx').then((module) => ({ Component: module.ProductDetailPage })),
  },
  { path: 'apps/ecommerce/product-detail', element: <Navigate to="/apps/ecommerce/product-detail/1" replace /> },
  {
    path: 'apps/ecommerce/wishlist',
    lazy: () => import('./wishlist/wishlist-page.tsx').then((module) => ({ Component: module.WishlistPage })),
  },
  {
    path: 'apps/ecommerce/checkout',
    lazy: () => import('./checkout/checkout-page.tsx').then((module) => ({ Component: module.CheckoutPage })),
  },
];
