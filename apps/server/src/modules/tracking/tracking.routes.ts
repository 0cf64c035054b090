import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../../app-types.ts';
import { AppError } from '../../platform/errors.ts';
import { clickPathPrefix, openPathPrefix } from './instrument-message.ts';
import type { RequestSignals } from './tracking-flags.ts';

/** A 1×1 transparent GIF (43 bytes). */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const badLink = () =>
  new AppError('BAD_REQUEST', 'This tracking link is not valid: it was changed or cut short. Nothing was opened.');

function signalsOf(request: FastifyRequest): RequestSignals {
  return {
    method: request.method,
    userAgent: String(request.headers['user-agent'] ?? ''),
    hasCookie: Boolean(request.headers.cookie),
    ip: request.ip,
  };
}

/** The token of `/api/v1/t/…/<token>`: one path segment (the tokens are base64url and dots). */
function tokenOf(request: FastifyRequest, suffix = ''): string {
  const rest = String((request.params as Record<string, unknown>)['*'] ?? '');
  if (rest.includes('/') || !rest.endsWith(suffix)) throw badLink();
  return rest.slice(0, rest.length - suffix.length);
}

const noStore = (reply: FastifyReply) =>
  reply
    .header('Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0')
    .header('Pragma', 'no-cache')
    .header('Expires', '0')
    .header('X-Robots-Tag', 'noindex')
    .header('Referrer-Policy', 'no-referrer');

/**
 * The public tracking addresses in campaign messages (no sign-in; the encrypted token is the
 * proof): `GET /api/v1/t/o/<token>.gif` records an open and answers a 1×1 transparent GIF;
 * `GET /api/v1/t/c/<token>` records a click and redirects (302) to the address sealed in the token,
 * and only there: a changed or foreign token answers 400 and redirects nowhere. A wildcard holds
 * the token because a click token, carrying its link, is longer than a route parameter may be.
 * Neither answers JSON, so neither is in the OpenAPI.
 */
export async function registerTrackingRoutes(scope: AppRouter) {
  const { tracking } = scope.services;

  scope.get(`${openPathPrefix}*`, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const recorded = await tracking.open(tokenOf(request, '.gif'), signalsOf(request));
    if (!recorded) throw badLink();
    return noStore(reply).type('image/gif').send(pixel);
  });

  scope.get(`${clickPathPrefix}*`, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const target = await tracking.click(tokenOf(request), signalsOf(request));
    if (!target) throw badLink();
    return noStore(reply).redirect(new URL(target).href, 302);
  });
}
