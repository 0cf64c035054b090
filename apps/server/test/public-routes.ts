/**
 * The one list of routes anyone may call without signing in. The tenant-isolation suite fails
 * when a route declares `access: 'public'` without being listed here, or is listed here without
 * being public: making a route public is a decision a reviewer sees in this file.
 */
export const publicRoutes = [
  'GET /api/health',
  'GET /api/v1/app-config',
  'POST /api/v1/signup',
  'POST /api/v1/login',
  'POST /api/v1/auth/refresh',
  'GET /api/v1/callback/user-validate',
  'POST /api/v1/callback/user-validate',
  // Razorpay calls it; every event is proven by its signature over the raw body.
  'POST /api/v1/payment/razorpay/webhook',
  // Enterprise "talk to us" on the public pricing page; throttled per address.
  'POST /api/v1/public/sales-inquiry',
] as const;
