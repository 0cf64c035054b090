import {
  colleaguesParamsSchema,
  colleaguesQuerySchema,
  colleaguesReplySchema,
  companyNewsParamsSchema,
  companyNewsQuerySchema,
  companyNewsReplySchema,
  socialPostParamsSchema,
  socialPostReplySchema,
  socialPostsQuerySchema,
  socialPostsReplySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

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
}
