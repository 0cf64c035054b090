import {
  calendarConsentQuerySchema,
  consentCallbackQuerySchema,
  consentFinishResultSchema,
  consentUrlSchema,
  dataReplySchema,
  mailboxSchema,
  messageReplySchema,
  saveCalendarBodySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';
import { calendarPurposes } from './consent-purposes.ts';

const manageMailboxes = { action: 'manage', subject: 'Mailboxes' } as const;

/**
 * Connecting Gmail, Microsoft 365 / Outlook and calendars: the consent addresses the web opens in
 * a new tab, the callback that finishes every consent by its state, and a calendar's settings.
 */
export function registerConsentRoutes(app: AppRouter) {
  const { consent, crm } = app.services;

  app.get('/api/v1/organisation/gmail', {
    config: { access: manageMailboxes, errorReplies: [503] },
    schema: {
      tags: ['mailboxes'],
      summary: 'The Google consent address that connects a Gmail mailbox (open it in a new tab)',
      response: { 200: dataReplySchema(consentUrlSchema) },
    },
    handler: (request) => consent.start(actorOf(request), 'gmail'),
  });

  app.get('/api/v1/organisation/microsoft', {
    config: { access: manageMailboxes, errorReplies: [503] },
    schema: {
      tags: ['mailboxes'],
      summary: 'The Microsoft consent address that connects a Microsoft 365 / Outlook mailbox',
      response: { 200: dataReplySchema(consentUrlSchema) },
    },
    handler: (request) => consent.start(actorOf(request), 'microsoft'),
  });

  app.get('/api/v1/organisation/calendar', {
    config: { access: manageMailboxes, errorReplies: [503] },
    schema: {
      tags: ['mailboxes'],
      summary: 'The consent address that connects a Google or Microsoft calendar',
      querystring: calendarConsentQuerySchema,
      response: { 200: dataReplySchema(consentUrlSchema) },
    },
    handler: (request) => consent.start(actorOf(request), calendarPurposes[request.query.provider]),
  });

  app.get('/api/v1/organisation/emailcode', {
    config: { access: manageMailboxes, errorReplies: [503] },
    schema: {
      tags: ['mailboxes'],
      summary:
        'Finishes a mailbox, calendar or HubSpot consent by its state; the same code again answers the same entry',
      querystring: consentCallbackQuerySchema,
      response: { 200: messageReplySchema(consentFinishResultSchema) },
    },
    // A HubSpot consent's state (`hs1.…`) is finished by the CRM link; every other state by the mailbox consent.
    handler: (request) =>
      crm.isHubspotState(request.query.state)
        ? crm.finishConsent(actorOf(request), request.query)
        : consent.finish(actorOf(request), request.query),
  });

  app.post('/api/v1/organisation/calendar', {
    config: { access: manageMailboxes, errorReplies: [503] },
    schema: {
      tags: ['mailboxes'],
      summary: "A connected calendar's working hours, meeting length, buffer and booking page address",
      body: saveCalendarBodySchema,
      response: { 200: messageReplySchema(mailboxSchema) },
    },
    handler: (request) => consent.saveCalendar(actorOf(request), request.body),
  });
}
