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
  // Forgotten password: ask for a link (same answer for any email, throttled), then use it once.
  'POST /api/v1/auth/password/forgot',
  'POST /api/v1/auth/password/reset',
  // Google and Microsoft sign-in: which are set up, the provider's address, and the spec's callbacks.
  'GET /api/v1/auth/providers',
  'POST /api/v1/auth/oidc/google/start',
  'POST /api/v1/auth/oidc/microsoft/start',
  'POST /api/v1/google/validate',
  'POST /api/v1/microsoft/validate',
  'POST /api/v1/google/signup',
  'POST /api/v1/microsoft/signup',
  'GET /api/v1/callback/user-validate',
  'POST /api/v1/callback/user-validate',
  // Razorpay calls it; every event is proven by its signature over the raw body.
  'POST /api/v1/payment/razorpay/webhook',
  // Enterprise "talk to us" on the public pricing page; throttled per address.
  'POST /api/v1/public/sales-inquiry',
  // Unsubscribe links in campaign messages: read one (changes nothing), honour one (a mail client's
  // RFC 8058 one-click POST carries no sign-in); the signed token is the proof, failures throttled.
  'GET /api/v1/callback/unsubscribe',
  'POST /api/v1/callback/unsubscribe',
  // Open pixel and click redirect in campaign messages (opt-in tracking): the encrypted token is the
  // proof; a click goes only to the address sealed in its token.
  'GET /api/v1/t/o/:token.gif',
  'GET /api/v1/t/c/:token',
  // Meeting booking: a booking page and its free times, booking one (throttled, idempotent), and the
  // invitation's reschedule and cancel links, whose signed token is the proof.
  'GET /api/v1/booking/:slug',
  'POST /api/v1/booking/:slug',
  'GET /api/v1/booking/manage/:token',
  'POST /api/v1/booking/manage/:token',
  // Free enrichment: ask for a code at a work email, then prove it (both throttled per address and
  // network); the code's short-lived token opens the funnel's other routes.
  'POST /api/v1/callback/freeenrich/signup',
  'POST /api/v1/callback/freeenrich/otp',
  // Another client (the browser extension, a script) trades a single-use access code for its API key;
  // the code is the proof (ten minutes, once), wrong codes throttled per address.
  'POST /api/v1/key/accesscode/exchange',
  // The browser extension signs in with an access code (the same proof as the exchange, throttled the
  // same way) or with the web app's access token, which the route checks itself (docs/extension.md).
  'POST /api/v1/extension/globalauth',
  // A call recording's audio for the web player (an <audio> element sends no bearer token): the
  // signed, six-hour link the recording's detail gives is the proof; anything else answers 404.
  'GET /api/v1/meta/audio/stream/:token',
] as const;
