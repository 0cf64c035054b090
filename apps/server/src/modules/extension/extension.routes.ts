import {
  colleaguesParamsSchema,
  colleaguesQuerySchema,
  colleaguesReplySchema,
  companyNewsParamsSchema,
  companyNewsQuerySchema,
  companyNewsReplySchema,
  type ExtensionSignIn,
  extensionHistoryQuerySchema,
  extensionHistoryReplySchema,
  extensionProspectQuerySchema,
  extensionProspectReplySchema,
  extensionSignInBodySchema,
  extensionSignInReplySchema,
  extensionSignInsReplySchema,
  revokeExtensionSignInBodySchema,
  revokeExtensionSignInReplySchema,
  socialPostParamsSchema,
  socialPostReplySchema,
  socialPostsQuerySchema,
  socialPostsReplySchema,
  trackProspectQuerySchema,
  trackProspectReplySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf, originOf } from '../auth/index.ts';

const readProspects = { action: 'read', subject: 'Prospects' } as const;

/** The 360° view's reads: the spec's extension paths, and a person's colleagues. Free, read-only. */
export function registerExtensionRoutes(app: AppRouter) {
  const { extension } = app.services;

  // `id` is a person's id (their company's news) or a company's id.
  app.get('/api/v1/extension/newsdetails/:id', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: {
      tags: ['extension'],
      params: companyNewsParamsSchema,
      querystring: companyNewsQuerySchema,
      response: { 200: companyNewsReplySchema },
    },
    handler: async (request) => ({ data: await extension.companyNews(request.params.id, request.query.limit) }),
  });

  app.get('/api/v1/extension/socialdetails', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: { tags: ['extension'], querystring: socialPostsQuerySchema, response: { 200: socialPostsReplySchema } },
    handler: async (request) => ({ data: await extension.socialPosts(request.query) }),
  });

  app.get('/api/v1/extension/socialpostdetails/:id', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: { tags: ['extension'], params: socialPostParamsSchema, response: { 200: socialPostReplySchema } },
    handler: async (request) => ({ data: await extension.socialPost(request.params.id) }),
  });

  app.get('/api/v1/contacts/:id/colleagues', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: {
      tags: ['contacts'],
      params: colleaguesParamsSchema,
      querystring: colleaguesQuerySchema,
      response: { 200: colleaguesReplySchema },
    },
    handler: async (request) => ({
      data: await extension.colleagues(actorOf(request), request.params.id, request.query.limit),
    }),
  });

  registerExtensionPanelRoutes(app);
}

/** The browser extension's own routes (docs/extension.md). */
function registerExtensionPanelRoutes(app: AppRouter) {
  const { extension, accessCodes, authenticate } = app.services;

  app.get('/api/v1/extension/prospect', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: {
      tags: ['extension'],
      summary:
        'The person or company a page shows, from its LinkedIn address, an email, a domain or a name with a company; "none" when nothing matches',
      querystring: extensionProspectQuerySchema,
      response: { 200: extensionProspectReplySchema },
    },
    handler: async (request) => ({ data: await extension.prospect(actorOf(request), request.query, request.log) }),
  });

  // A GET that records: once per member, prospect and half hour (a unique key on the window).
  app.get('/api/v1/extension/trackprospect', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: {
      tags: ['extension'],
      summary: 'Remember that the member viewed this person or company in the extension (once per half hour)',
      querystring: trackProspectQuerySchema,
      response: { 200: trackProspectReplySchema },
    },
    handler: async (request) => ({ data: await extension.track(actorOf(request), request.query) }),
  });

  app.get('/api/v1/extension/history', {
    config: { access: readProspects, apiKeyScope: 'people:search' },
    schema: {
      tags: ['extension'],
      summary: 'The prospects the member viewed in the extension, newest first',
      querystring: extensionHistoryQuerySchema,
      response: { 200: extensionHistoryReplySchema },
    },
    handler: async (request) => ({ data: await extension.history(actorOf(request), request.query.limit) }),
  });

  // Public: an access code is its own proof; the session method authenticates the web app's token itself.
  app.post('/api/v1/extension/globalauth', {
    config: { access: 'public', errorReplies: [401, 403] },
    schema: {
      tags: ['extension'],
      summary:
        "Sign the extension in: trade an access code for its API key, or open the extension's own session from the web app's",
      body: extensionSignInBodySchema,
      response: { 200: extensionSignInReplySchema },
    },
    handler: async (request, reply) => {
      if (request.body.method === 'session') {
        const actor = await authenticate(request, reply);
        return extension.signIn(actor, originOf(request).userAgent);
      }
      const exchanged = await accessCodes.exchange(request.body.code ?? '', originOf(request));
      const data: ExtensionSignIn = {
        signInId: exchanged.data.key.id,
        method: 'accessCode',
        organisation: exchanged.data.organisation,
        apiKey: exchanged.data.secret,
        scopes: exchanged.data.key.scopes,
        accessToken: null,
        refreshToken: null,
      };
      return { message: 'The extension is signed in.', data };
    },
  });

  app.get('/api/v1/extension/signins', {
    config: { access: 'signed-in' },
    schema: { tags: ['extension'], response: { 200: extensionSignInsReplySchema } },
    handler: async (request) => ({ data: await extension.signIns(actorOf(request)) }),
  });

  app.post('/api/v1/extension/signins/revoke', {
    config: { access: 'signed-in' },
    schema: {
      tags: ['extension'],
      body: revokeExtensionSignInBodySchema,
      response: { 200: revokeExtensionSignInReplySchema },
    },
    handler: (request) => extension.revokeSignIn(actorOf(request), request.body.id),
  });
}
