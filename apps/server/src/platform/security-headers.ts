import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
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
 * The security headers for the few replies Fastify sends before any hook runs (a malformed
 * percent sequence in the path, an over-long path parameter): helmet's own hook never sees those
 * requests, so they get the same policy, nosniff, frame and referrer policy (and HSTS in
 * production) from here.
 */
export function securityHeadersOutsideRoutes(config: PolicySettings & Pick<Config, 'NODE_ENV'>) {
  let policy = '';
  const response = { setHeader: (_name: string, value: string) => (policy = value) };
  helmet.contentSecurityPolicy({ useDefaults: false, directives: contentSecurityPolicy(config) })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    ...(config.NODE_ENV === 'production' ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
