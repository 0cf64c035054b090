import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginReplySchema,
  logoutBodySchema,
  refreshBodySchema,
  refreshReplySchema,
  resetPasswordBodySchema,
  signupBodySchema,
} from '@leadpilot/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from './authenticate.ts';

const messageOnly = z.object({ message: z.string() });

export function originOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

export function registerAuthRoutes(app: AppRouter) {
  const { auth, sessions, passwordResets } = app.services;

  app.post('/api/v1/signup', {
    config: { access: 'public' },
    schema: { tags: ['auth'], body: signupBodySchema, response: { 200: loginReplySchema } },
    handler: (request) => auth.signup(request.body, originOf(request)),
  });

  app.post('/api/v1/login', {
    config: { access: 'public' },
    schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginReplySchema } },
    handler: (request) => auth.login(request.body, originOf(request)),
  });

  app.post('/api/v1/auth/refresh', {
    config: { access: 'public', errorReplies: [401] },
    schema: { tags: ['auth'], body: refreshBodySchema, response: { 200: refreshReplySchema } },
    handler: (request) => sessions.refresh(request.body.refreshToken),
  });

  app.post('/api/v1/auth/logout', {
    config: { access: 'signed-in' },
    schema: { tags: ['auth'], body: logoutBodySchema, response: { 200: messageOnly } },
    handler: (request) => auth.logout(actorOf(request), request.body.everywhere),
  });

  app.post('/api/v1/auth/password/forgot', {
    config: { access: 'public' },
    schema: { tags: ['auth'], body: forgotPasswordBodySchema, response: { 202: messageOnly } },
    handler: async (request, reply) => {
      reply.code(202);
      return passwordResets.request(request.body, originOf(request));
    },
  });

  app.post('/api/v1/auth/password/reset', {
    config: { access: 'public' },
    schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: messageOnly } },
    handler: (request) => passwordResets.reset(request.body, originOf(request)),
  });

  app.post('/api/v1/users/password', {
    config: { access: { action: 'update', subject: 'Profile' } },
    schema: { tags: ['users'], body: changePasswordBodySchema, response: { 200: messageOnly } },
    handler: (request) => auth.changePassword(actorOf(request), request.body),
  });
}
