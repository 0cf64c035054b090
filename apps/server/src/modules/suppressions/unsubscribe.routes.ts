import {
  dataReplySchema,
  messageReplySchema,
  unsubscribeBodySchema,
  unsubscribeInfoSchema,
  unsubscribePostQuerySchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@leadpilot/contracts';
import type { FastifyReply } from 'fastify';
import type { AppRouter } from '../../app-types.ts';
import { AppError } from '../../platform/errors.ts';
import { oneClickPath, unsubscribePagePath } from './unsubscribe-links.ts';
import { renderConfirmPage, renderDonePage, renderErrorPage } from './unsubscribe-page.ts';

const formType = 'application/x-www-form-urlencoded';
const oneClickOnly =
  'A form body here must be exactly List-Unsubscribe=One-Click (RFC 8058); send anything else as JSON.';

const isForm = (contentType: string | undefined) => (contentType ?? '').toLowerCase().startsWith(formType);

function doneMessage(scope: 'email' | 'domain') {
  return scope === 'domain'
    ? 'You are unsubscribed, and so is everyone at your domain.'
    : 'You are unsubscribed: no more emails will be sent to this address.';
}

/**
 * `GET /api/v1/callback/unsubscribe?token=` reads a link (a browser is sent on to the page);
 * `POST` with the token honours it: a mail client's one-click (RFC 8058: the form body
 * `List-Unsubscribe=One-Click`, the token in the URL, no cookie) or a JSON body. Public; failed
 * tokens are throttled per address.
 */
export async function registerUnsubscribeApiRoutes(scope: AppRouter) {
  const { unsubscribe } = scope.services;

  scope.addContentTypeParser(formType, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    const fields = new URLSearchParams(String(body).trim());
    const keys = [...fields.keys()];
    if (keys.length === 1 && fields.getAll('List-Unsubscribe').join() === 'One-Click') {
      done(null, {});
      return;
    }
    done(new AppError('UNSUPPORTED_MEDIA_TYPE', oneClickOnly), undefined);
  });

  scope.get(oneClickPath, {
    config: { access: 'public' },
    schema: {
      tags: ['unsubscribe'],
      summary: 'Whom an unsubscribe link is for (masked address, organisation); changes nothing',
      description: 'A browser (Accept: text/html) is redirected to the unsubscribe page, which asks to confirm.',
      querystring: unsubscribeQuerySchema,
      response: { 200: dataReplySchema(unsubscribeInfoSchema) },
    },
    handler: async (request, reply) => {
      const wantsPage = String(request.headers.accept ?? '').includes('text/html');
      if (wantsPage) {
        return reply.redirect(`${unsubscribePagePath}?token=${encodeURIComponent(request.query.token)}`, 303);
      }
      return { data: await unsubscribe.describe(request.query.token, request.ip) };
    },
  });

  scope.post(oneClickPath, {
    config: { access: 'public' },
    schema: {
      tags: ['unsubscribe'],
      summary: 'Unsubscribe at once: RFC 8058 one-click (form body List-Unsubscribe=One-Click) or JSON',
      description:
        'The token comes from the URL (one-click) or the JSON body. The address joins the organisation’s ' +
        'suppression list (scope domain: its whole domain too) and the enrolment the link names stops. ' +
        'Using a link twice answers 200 again.',
      querystring: unsubscribePostQuerySchema,
      body: unsubscribeBodySchema,
      response: { 200: messageReplySchema(unsubscribeResultSchema) },
    },
    handler: async (request) => {
      const oneClick = isForm(request.headers['content-type']);
      const result = await unsubscribe.unsubscribe(
        {
          token: request.body.token ?? request.query.token,
          scope: request.body.scope,
          source: oneClick ? 'one-click' : 'unsubscribe api',
        },
        request.ip,
      );
      return { message: doneMessage(result.scope), data: result };
    },
  });
}

/**
 * The unsubscribe page at `/unsubscribe`, served as HTML by the server (see unsubscribe-page.ts):
 * GET shows whom the link is for and a confirm button; the form POSTs here and the answer is the
 * confirmation. Not part of the JSON API, so not in its OpenAPI.
 */
export async function registerUnsubscribePage(scope: AppRouter) {
  const { unsubscribe } = scope.services;

  scope.addContentTypeParser(formType, { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function answer(reply: FastifyReply, render: () => Promise<string>) {
    reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').type('text/html; charset=utf-8');
    try {
      return reply.send(await render());
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.status).send(renderErrorPage(error.message));
    }
  }

  const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

  scope.get(unsubscribePagePath, { schema: { hide: true } }, async (request, reply) => {
    const token = textOf((request.query as Record<string, unknown>).token);
    return answer(reply, async () =>
      renderConfirmPage(token ?? '', await unsubscribe.describe(token ?? '', request.ip)),
    );
  });

  scope.post(unsubscribePagePath, { schema: { hide: true } }, async (request, reply) => {
    const fields = (request.body ?? {}) as Record<string, unknown>;
    const token = textOf(fields.token) ?? textOf((request.query as Record<string, unknown>).token);
    const scopeChoice = textOf(fields.scope) === 'domain' ? 'domain' : 'email';
    return answer(reply, async () =>
      renderDonePage(
        await unsubscribe.unsubscribe({ token, scope: scopeChoice, source: 'unsubscribe page' }, request.ip),
      ),
    );
  });
}
