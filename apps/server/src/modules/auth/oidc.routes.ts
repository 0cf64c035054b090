import {
  dataReplySchema,
  loginReplySchema,
  messageReplySchema,
  oidcCallbackBodySchema,
  oidcEmptyBodySchema,
  oidcProviders,
  oidcProvidersSchema,
  oidcStartBodySchema,
  oidcStartSchema,
  userIdentitySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { originOf } from './auth.routes.ts';
import { actorOf } from './authenticate.ts';

const readProfile = { action: 'read', subject: 'Profile' } as const;
const updateProfile = { action: 'update', subject: 'Profile' } as const;

/**
 * Google and Microsoft sign-in: the spec's `/v1/{provider}/validate` and `/signup`, and the routes
 * that start and link them. One route per provider (no `:provider` parameter), as the spec's paths are.
 */
export function registerOidcRoutes(app: AppRouter) {
  const { oidc, identityLinks } = app.services;

  app.get('/api/v1/auth/providers', {
    config: { access: 'public' },
    schema: { tags: ['auth'], response: { 200: dataReplySchema(oidcProvidersSchema) } },
    handler: () => oidc.providers(),
  });

  app.get('/api/v1/auth/identities', {
    config: { access: readProfile },
    schema: { tags: ['auth'], response: { 200: dataReplySchema(z.array(userIdentitySchema)) } },
    handler: (request) => identityLinks.list(actorOf(request)),
  });

  for (const provider of oidcProviders) {
    app.post(`/api/v1/auth/oidc/${provider}/start`, {
      config: { access: 'public', errorReplies: [503] },
      schema: { tags: ['auth'], body: oidcStartBodySchema, response: { 200: messageReplySchema(oidcStartSchema) } },
      handler: (request) => oidc.start(provider, request.body, originOf(request)),
    });

    app.post(`/api/v1/${provider}/validate`, {
      config: { access: 'public', errorReplies: [503] },
      schema: { tags: ['auth'], body: oidcCallbackBodySchema, response: { 200: loginReplySchema } },
      handler: (request) => oidc.validate(provider, request.body, originOf(request)),
    });

    app.post(`/api/v1/${provider}/signup`, {
      config: { access: 'public', errorReplies: [503] },
      schema: { tags: ['auth'], body: oidcCallbackBodySchema, response: { 200: loginReplySchema } },
      handler: (request) => oidc.signup(provider, request.body, originOf(request)),
    });

    app.post(`/api/v1/auth/oidc/${provider}/link/start`, {
      config: { access: updateProfile, errorReplies: [503] },
      schema: { tags: ['auth'], body: oidcEmptyBodySchema, response: { 200: messageReplySchema(oidcStartSchema) } },
      handler: (request) => identityLinks.startLink(actorOf(request), provider, originOf(request)),
    });

    app.post(`/api/v1/auth/oidc/${provider}/link`, {
      config: { access: updateProfile, errorReplies: [503] },
      schema: {
        tags: ['auth'],
        body: oidcCallbackBodySchema,
        response: { 200: messageReplySchema(userIdentitySchema) },
      },
      handler: (request) => identityLinks.link(actorOf(request), provider, request.body),
    });

    app.post(`/api/v1/auth/oidc/${provider}/unlink`, {
      config: { access: updateProfile },
      schema: {
        tags: ['auth'],
        body: oidcEmptyBodySchema,
        response: { 200: messageReplySchema(z.array(userIdentitySchema)) },
      },
      handler: (request) => identityLinks.unlink(actorOf(request), provider),
    });
  }
}
