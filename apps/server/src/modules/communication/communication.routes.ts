import {
  archiveConversationBodySchema,
  conversationSchema,
  dataReplySchema,
  draftEmailBodySchema,
  emailDraftSchema,
  idSchema,
  manualEmailBodySchema,
  manualEmailReplySchema,
  messageReplySchema,
  upcomingActionBodySchema,
  upcomingEmailPageSchema,
  upcomingEmailQuerySchema,
  upcomingRescheduleBodySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { countOf, registerBulkIdsRoute } from '../../platform/bulk-ids-route.ts';
import { actorOf } from '../auth/index.ts';

const readCampaigns = { action: 'read', subject: 'Campaigns' } as const;
const manageCampaigns = { action: 'manage', subject: 'Campaigns' } as const;
const tags = ['communication'];

/** A prospect's conversation, the queue of upcoming emails, drafts, manual emails and archiving. */
export function registerCommunicationRoutes(app: AppRouter) {
  const { communication } = app.services;

  app.get('/api/v1/communication/id/:id', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary: 'One prospect’s conversation in a campaign ({id}: the enrolment): every message and event in time order',
      params: z.object({ id: idSchema }),
      response: { 200: dataReplySchema(conversationSchema) },
    },
    handler: async (request) => ({ data: await communication.conversation(actorOf(request), request.params.id) }),
  });

  app.get('/api/v1/communication/upcomingemail', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary: 'The organisation’s scheduled sends, soonest first, filtered by campaign or mailbox',
      querystring: upcomingEmailQuerySchema,
      response: { 200: upcomingEmailPageSchema },
    },
    handler: (request) => communication.upcoming.list(actorOf(request), request.query),
  });

  const { upcoming } = communication;
  const actions = [
    ['sendnow', 'Send scheduled emails now (the engine’s next pass, within the limits)', upcoming.sendNow],
    ['skip', 'Skip scheduled emails (the sequence moves on)', upcoming.skip],
  ] as const;
  for (const [path, summary, change] of actions) {
    registerBulkIdsRoute(app, {
      path: `/api/v1/communication/upcomingemail/${path}`,
      access: manageCampaigns,
      tags,
      summary: `${summary}; 422 for an email already being sent`,
      body: upcomingActionBodySchema,
      change: (request, body) => change(actorOf(request), body.ids),
      message: (count) =>
        path === 'skip' ? `Skipped ${countOf(count, 'email')}.` : `${countOf(count, 'email')} will be sent now.`,
    });
  }

  registerBulkIdsRoute(app, {
    path: '/api/v1/communication/upcomingemail/reschedule',
    access: manageCampaigns,
    tags,
    summary: 'Move scheduled emails to another time; 422 for an email already being sent or a time in the past',
    body: upcomingRescheduleBodySchema,
    change: (request, body) => upcoming.reschedule(actorOf(request), body.ids, new Date(body.dueAt)),
    message: (count) => `Rescheduled ${countOf(count, 'email')}.`,
  });

  app.post('/api/v1/communication/draftemail', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Save a one-off email to a prospect as a draft (with id: save that draft again)',
      body: draftEmailBodySchema,
      response: { 200: messageReplySchema(emailDraftSchema) },
    },
    handler: async (request) => ({
      message: 'Draft saved.',
      data: await communication.saveDraft(actorOf(request), request.body),
    }),
  });

  app.post('/api/v1/communication/manualemail', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Send one email now from a connected mailbox; the same idempotencyKey sends once',
      body: manualEmailBodySchema,
      response: { 200: manualEmailReplySchema },
    },
    handler: async (request) => {
      const data = await communication.sendManualEmail(actorOf(request), request.body);
      return { message: data.duplicate ? 'This email was already sent.' : 'Email sent.', data };
    },
  });

  app.post('/api/v1/communication/archive', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Archive a conversation (archived: false brings it back)',
      body: archiveConversationBodySchema,
      response: { 200: messageReplySchema(z.object({ archived: z.boolean(), changed: z.boolean() })) },
    },
    handler: async (request) => {
      const data = await communication.archive(actorOf(request), request.body);
      return { message: data.archived ? 'Conversation archived.' : 'Conversation brought back.', data };
    },
  });
}
