import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Where Razorpay Checkout opens its payment frames (card entry, 3-D Secure, UPI). */
export const razorpayFrameOrigins = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

type PolicySettings = Pick<
  Config,
  'POSTHOG_HOST' | 'CSP_CONNECT_ORIGINS' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_CHECKOUT_URL'
>;

/**
 * The Content-Security-Policy. Tokens live in localStorage (the spec's session), so one injected
 * script would be an account takeover: scripts only from our origin, no inline scripts, no
 * plugins, no framing, no <base> tricks. Third-party origins only when configured: with payments
 * on, Checkout's script origin (script and connect) and Razorpay's frames.
 */
export function contentSecurityPolicy(config: PolicySettings) {
  const extraConnect = config.CSP_CONNECT_ORIGINS.split(/[\s,]+/).filter(Boolean);
  if (config.POSTHOG_HOST) extraConnect.push(new URL(config.POSTHOG_HOST).origin);
  const hasPayments = Boolean(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET);
  const checkoutOrigin = hasPayments ? [new URL(config.RAZORPAY_CHECKOUT_URL).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...checkoutOrigin],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extraConnect, ...checkoutOrigin],
    workerSrc: ["'self'", 'blob:'],
    ...(hasPayments ? { frameSrc: ["'self'", ...new Set([...checkoutOrigin, ...razorpayFrameOrigins])] } : {}),
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * Every security header of the app's replies, worked out once at start-up by helmet itself (its
 * defaults, our Content-Security-Policy, HSTS in production only, no cross-origin embedder policy)
 * and set by one cheap hook on each request. Helmet's Fastify plugin rebuilt its middleware, parsed
 * the policy and set each header one by one on every request: about a sixth of an authenticated
 * read's time (docs/benchmarks.md). A route that needs another policy sets its own header in its
 * handler, after the hook.
 *
 * The same set answers the few replies Fastify sends before any hook runs (a malformed percent
 * sequence in the path, an over-long path parameter).
 */
export function securityHeaders(config: PolicySettings & Pick<Config, 'NODE_ENV'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: config.NODE_ENV === 'production',
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
