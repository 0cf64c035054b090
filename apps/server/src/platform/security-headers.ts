import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy. Tokens live in localStorage (the spec's session), so one injected
 * script would be an account takeover: scripts only from our origin, no inline scripts, no
 * plugins, no framing, no <base> tricks. Third-party origins only when configured.
 */
export function contentSecurityPolicy(config: Pick<Config, 'POSTHOG_HOST' | 'CSP_CONNECT_ORIGINS'>) {
  const extraConnect = config.CSP_CONNECT_ORIGINS.split(/[\s,]+/).filter(Boolean);
  if (config.POSTHOG_HOST) extraConnect.push(new URL(config.POSTHOG_HOST).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...extraConnect],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  };
}
