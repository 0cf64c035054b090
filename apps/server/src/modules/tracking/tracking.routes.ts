import { trackingTokenParamsSchema } from '@leadpilot/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../../app-types.ts';
import { AppError } from '../../platform/errors.ts';
import { clickPathPrefix, openPathPrefix } from './instrument-message.ts';
import type { RequestSignals } from './tracking-flags.ts';

/** A 1×1 transparent GIF (43 bytes). */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const tags = ['tracking'];

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

const noStore = (reply: FastifyReply) =>
  reply
    .header('Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0')
    .header('Pragma', 'no-cache')
    .header('Expires', '0')
    .header('X-Robots-Tag', 'noindex')
    .header('Referrer-Policy', 'no-referrer');

/**
 * The public tracking addresses in campaign messages (no sign-in; the encrypted token is the
 * proof): `GET /api/v1/t/o/{token}.gif` records an open and answers a 1×1 transparent GIF;
 * `GET /api/v1/t/c/{token}` records a click and redirects (302) to the address sealed in the token,
 * and only there: a changed or foreign token answers 400 and redirects nowhere. A click token
 * carries its link, which is why the router takes parameters up to 4,096 characters (app.ts).
 */
export async function registerTrackingRoutes(app: AppRouter) {
  const { tracking } = app.services;

  app.get(`${openPathPrefix}:token.gif`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Open pixel of a tracked campaign message: records an open, answers a 1×1 GIF (no-store)',
      params: trackingTokenParamsSchema,
      produces: ['image/gif'],
    },
    handler: async (request, reply) => {
      const recorded = await tracking.open(request.params.token, signalsOf(request));
      if (!recorded) throw badLink();
      return noStore(reply).type('image/gif').send(pixel);
    },
  });

  app.get(`${clickPathPrefix}:token`, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "Click of a tracked link: records a click, redirects (302) to the link's original address",
      description: 'The address comes only from the encrypted token: a changed or foreign token answers 400.',
      params: trackingTokenParamsSchema,
    },
    handler: async (request, reply) => {
      const target = await tracking.click(request.params.token, signalsOf(request));
      if (!target) throw badLink();
      return noStore(reply).redirect(new URL(target).href, 302);
    },
  });
}
