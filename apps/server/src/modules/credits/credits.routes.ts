import {
  adminCreditBodySchema,
  adminCreditReplySchema,
  creditExportQuerySchema,
  creditHistoryQuerySchema,
  creditSummarySchema,
  dataReplySchema,
  memberAllowanceSchema,
  memberCreditBodySchema,
  messageReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const superAdmin = { action: 'manage', subject: 'Admin' } as const;

export function registerCreditRoutes(app: AppRouter) {
  const { credits } = app.services;

  app.get('/api/v1/payment/credit', {
    config: { access: { action: 'read', subject: 'Credits' } },
    schema: {
      tags: ['credits'],
      querystring: creditHistoryQuerySchema,
      response: { 200: dataReplySchema(creditSummarySchema) },
    },
    handler: async (request) => ({ data: await credits.summary(actorOf(request), request.query) }),
  });

  app.get('/api/v1/payment/credit/export', {
    config: { access: { action: 'read', subject: 'Credits' } },
    schema: { tags: ['credits'], querystring: creditExportQuerySchema, response: { 200: z.string() } },
    handler: async (request, reply) => {
      const csv = await credits.exportCsv(actorOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="leadpilot-credits.csv"')
        .send(csv);
    },
  });

  app.get('/api/v1/users/teams/credit', {
    config: { access: { action: 'read', subject: 'Team' } },
    schema: { tags: ['credits'], response: { 200: dataReplySchema(z.array(memberAllowanceSchema)) } },
    handler: async (request) => ({ data: await credits.allowances(actorOf(request)) }),
  });

  app.post('/api/v1/users/teams/credit', {
    config: { access: { action: 'manage', subject: 'Credits' } },
    schema: {
      tags: ['credits'],
      body: memberCreditBodySchema,
      response: { 200: messageReplySchema(memberAllowanceSchema) },
    },
    handler: (request) => credits.setAllowance(actorOf(request), request.body),
  });

  app.get('/api/v1/sadmin/organisations/:id/credit', {
    config: { access: superAdmin },
    schema: {
      tags: ['super-admin'],
      params: z.object({ id: z.uuid() }),
      querystring: creditHistoryQuerySchema,
      response: { 200: dataReplySchema(creditSummarySchema) },
    },
    handler: async (request) => ({ data: await credits.adminSummary(request.params.id, request.query) }),
  });

  app.post('/api/v1/sadmin/organisations/credit', {
    config: { access: superAdmin },
    schema: {
      tags: ['super-admin'],
      body: adminCreditBodySchema,
      response: { 200: messageReplySchema(adminCreditReplySchema) },
    },
    handler: (request) => credits.adminAdjust(actorOf(request), request.body),
  });
}
