import {
  idSchema,
  inboxCountsQuerySchema,
  inboxCountsReplySchema,
  inboxHandledBodySchema,
  inboxItemReplySchema,
  inboxLabelBodySchema,
  inboxLabelNames,
  inboxMessageDetailReplySchema,
  inboxMessageParamsSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxReplyBodySchema,
  inboxReplySentSchema,
  inboxSnoozeBodySchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../../app-types.ts';
import { actorOf } from '../../auth/index.ts';

// The inbox is the campaigns' other half: whoever may read campaigns reads their replies.
const readCampaigns = { action: 'read', subject: 'Campaigns' } as const;
const manageCampaigns = { action: 'manage', subject: 'Campaigns' } as const;
const tags = ['inbox'];
const params = inboxMessageParamsSchema;

/** The team inbox (docs/inbox.md): every reply with its label, its thread and its prospect. */
export function registerInboxRoutes(app: AppRouter) {
  const { inbox } = app.services;

  app.get('/api/v1/inbox', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary: 'The organisation’s inbound messages, newest first, by label, kind, campaign, mailbox, state or words',
      querystring: inboxQuerySchema,
      response: { 200: inboxPageSchema },
    },
    handler: (request) => inbox.list(actorOf(request), request.query),
  });

  app.get('/api/v1/inbox/counts', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary: 'How many messages each label has under the other filters, for the filter chips',
      querystring: inboxCountsQuerySchema,
      response: { 200: inboxCountsReplySchema },
    },
    handler: async (request) => ({ data: await inbox.counts(actorOf(request), request.query) }),
  });

  app.get('/api/v1/inbox/:id', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary: 'One message with its thread (what we sent and what they wrote, in order) and its prospect',
      params,
      response: { 200: inboxMessageDetailReplySchema },
    },
    handler: async (request) => ({
      data: await inbox.detail(actorOf(request), request.params.id, request.log),
    }),
  });

  app.put('/api/v1/inbox/:id/label', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Set a person’s label, kept apart from the classifier’s (null returns to the classifier’s)',
      params,
      body: inboxLabelBodySchema,
      response: { 200: inboxItemReplySchema },
    },
    handler: async (request) => {
      const { label } = request.body;
      const data = await inbox.overrideLabel(actorOf(request), request.params.id, label);
      return { message: label ? `Labelled ${inboxLabelNames[label]}.` : 'Back to the classifier’s label.', data };
    },
  });

  app.post('/api/v1/inbox/:id/handled', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Mark a message handled (handled: false opens it again)',
      params,
      body: inboxHandledBodySchema,
      response: { 200: inboxItemReplySchema },
    },
    handler: async (request) => {
      const data = await inbox.setHandled(actorOf(request), request.params.id, request.body.handled);
      return { message: request.body.handled ? 'Marked handled.' : 'Opened again.', data };
    },
  });

  app.post('/api/v1/inbox/:id/snooze', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Hide a message until a time in the future (until: null shows it again now); 422 for a past time',
      params,
      body: inboxSnoozeBodySchema,
      response: { 200: inboxItemReplySchema },
    },
    handler: async (request) => {
      const { until } = request.body;
      const data = await inbox.snooze(actorOf(request), request.params.id, until ? new Date(until) : null);
      return { message: until ? 'Snoozed: it comes back at the time you chose.' : 'Back in the inbox.', data };
    },
  });

  app.post('/api/v1/inbox/:id/reply', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Reply from the mailbox the message arrived in, to its sender, in the thread; the same key sends once',
      params,
      body: inboxReplyBodySchema,
      response: { 200: inboxReplySentSchema },
    },
    handler: async (request) => {
      const data = await inbox.reply(actorOf(request), request.params.id, request.body);
      return { message: data.duplicate ? 'This reply was already sent.' : `Reply sent to ${data.to}.`, data };
    },
  });

  app.post('/api/v1/inbox/:id/restore', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Bring a deleted message back (the undo of a delete)',
      params,
      response: { 200: inboxItemReplySchema },
    },
    handler: async (request) => ({
      message: 'Message restored.',
      data: await inbox.restore(actorOf(request), request.params.id),
    }),
  });

  // Last: the tenant suite calls routes in this order with the same message, and this one ends it.
  app.delete('/api/v1/inbox/:id', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Delete a message from the inbox (a tombstone: no later sync brings it back; restore undoes it)',
      params,
      response: { 200: messageReplySchema(z.object({ id: idSchema })) },
    },
    handler: async (request) => ({
      message: 'Message deleted.',
      data: await inbox.remove(actorOf(request), request.params.id),
    }),
  });
}
