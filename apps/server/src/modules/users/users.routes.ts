import {
  createMemberBodySchema,
  dataReplySchema,
  invitationInfoSchema,
  invitationQuerySchema,
  loginReplySchema,
  memberIdBodySchema,
  memberSchema,
  messageReplySchema,
  pageReplySchema,
  profileSchema,
  teamListQuerySchema,
  updateUserBodySchema,
  userValidateBodySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf, originOf } from '../auth/index.ts';

const memberReply = { 200: messageReplySchema(memberSchema) };
const manageTeam = { action: 'update', subject: 'Team' } as const;

export function registerUserRoutes(app: AppRouter) {
  const { team, invitations } = app.services;

  app.get('/api/v1/users', {
    config: { access: { action: 'read', subject: 'Profile' } },
    schema: { tags: ['users'], response: { 200: dataReplySchema(profileSchema) } },
    handler: async (request) => ({ data: await team.profile(actorOf(request)) }),
  });

  app.put('/api/v1/users', {
    config: { access: { action: 'update', subject: 'Profile' } },
    schema: { tags: ['users'], body: updateUserBodySchema, response: memberReply },
    handler: (request) => team.update(actorOf(request), request.body),
  });

  app.get('/api/v1/users/teams/list', {
    config: { access: { action: 'read', subject: 'Team' } },
    schema: { tags: ['users'], querystring: teamListQuerySchema, response: { 200: pageReplySchema(memberSchema) } },
    handler: (request) => team.list(actorOf(request), request.query),
  });

  app.post('/api/v1/users', {
    config: { access: { action: 'create', subject: 'Team' } },
    schema: { tags: ['users'], body: createMemberBodySchema, response: memberReply },
    handler: (request) => team.invite(actorOf(request), request.body),
  });

  app.post('/api/v1/users/teams/deactivate', {
    config: { access: manageTeam },
    schema: { tags: ['users'], body: memberIdBodySchema, response: memberReply },
    handler: (request) => team.deactivate(actorOf(request), request.body.userId),
  });

  app.post('/api/v1/users/teams/reactivate', {
    config: { access: manageTeam },
    schema: { tags: ['users'], body: memberIdBodySchema, response: memberReply },
    handler: (request) => team.reactivate(actorOf(request), request.body.userId),
  });

  app.post('/api/v1/users/teams/resend-invitation', {
    config: { access: manageTeam },
    schema: { tags: ['users'], body: memberIdBodySchema, response: memberReply },
    handler: (request) => team.resendInvitation(actorOf(request), request.body.userId),
  });

  app.get('/api/v1/callback/user-validate', {
    config: { access: 'public' },
    schema: {
      tags: ['users'],
      querystring: invitationQuerySchema,
      response: { 200: dataReplySchema(invitationInfoSchema) },
    },
    handler: async (request) => ({ data: await invitations.describe(request.query.token) }),
  });

  app.post('/api/v1/callback/user-validate', {
    config: { access: 'public' },
    schema: { tags: ['users'], body: userValidateBodySchema, response: { 200: loginReplySchema } },
    handler: (request) => invitations.accept(request.body, originOf(request)),
  });
}
