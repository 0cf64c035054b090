import {
  checkMailboxBodySchema,
  connectionCheckSchema,
  dataReplySchema,
  deactivateMailboxBodySchema,
  mailboxDetailSchema,
  mailboxListQuerySchema,
  mailboxParamsSchema,
  mailboxSchema,
  messageReplySchema,
  pageReplySchema,
  saveMailboxBodySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const readMailboxes = { action: 'read', subject: 'Mailboxes' } as const;
const manageMailboxes = { action: 'manage', subject: 'Mailboxes' } as const;

/** Mailboxes and calendars of the organisation ("email provider entries"); the paths are the specification's. */
export function registerMailboxRoutes(app: AppRouter) {
  const { mailboxes } = app.services;

  app.get('/api/v1/organisation/emails', {
    config: { access: readMailboxes },
    schema: {
      tags: ['mailboxes'],
      summary: 'Mailboxes (mode Email) and calendars (mode Calendar), newest first',
      querystring: mailboxListQuerySchema,
      response: { 200: pageReplySchema(mailboxSchema) },
    },
    handler: (request) => mailboxes.list(actorOf(request), request.query),
  });

  app.post('/api/v1/organisation/emails', {
    config: { access: manageMailboxes },
    schema: {
      tags: ['mailboxes'],
      summary: 'Adds an SMTP + IMAP or sandbox mailbox (signing in first), or changes a mailbox’s settings',
      body: saveMailboxBodySchema,
      response: { 200: messageReplySchema(mailboxSchema) },
    },
    handler: (request) => mailboxes.save(actorOf(request), request.body),
  });

  app.post('/api/v1/organisation/emails/check', {
    config: { access: manageMailboxes },
    schema: {
      tags: ['mailboxes'],
      summary: 'Signs in to a mailbox’s servers for real and explains any failure in plain words',
      body: checkMailboxBodySchema,
      response: { 200: messageReplySchema(connectionCheckSchema) },
    },
    handler: (request) => mailboxes.check(actorOf(request), request.body),
  });

  app.post('/api/v1/organisation/emails/deactivate', {
    config: { access: manageMailboxes },
    schema: {
      tags: ['mailboxes'],
      summary: 'Switches a mailbox off, or on again after checking its connection',
      body: deactivateMailboxBodySchema,
      response: { 200: messageReplySchema(mailboxSchema) },
    },
    handler: (request) => mailboxes.setActive(actorOf(request), request.body),
  });

  app.get('/api/v1/organisation/emails/:id', {
    config: { access: readMailboxes },
    schema: {
      tags: ['mailboxes'],
      summary: 'One mailbox or calendar with its warm-up history of the last 30 days',
      params: mailboxParamsSchema,
      response: { 200: dataReplySchema(mailboxDetailSchema) },
    },
    handler: async (request) => ({ data: await mailboxes.detail(actorOf(request), request.params.id) }),
  });
}
