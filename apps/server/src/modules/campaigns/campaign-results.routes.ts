import {
  campaignProspectsQuerySchema,
  campaignResultsListQuerySchema,
  campaignResultsListReplySchema,
  campaignResultsSchema,
  campaignSummarySchema,
  dataReplySchema,
  idSchema,
  launchCheckSchema,
  revealCampaignPhonesBodySchema,
  revealCampaignPhonesReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const readCampaigns = { action: 'read', subject: 'Campaigns' } as const;
const manageCampaigns = { action: 'manage', subject: 'Campaigns' } as const;
const tags = ['campaigns'];
const params = z.object({ id: idSchema });

/** A campaign's results (list, one campaign, CSV, engaged prospects' phones) and its launch check. */
export function registerCampaignResultRoutes(app: AppRouter) {
  const { campaigns } = app.services;

  app.get('/api/v1/campaign/summary', {
    config: { access: readCampaigns, apiKeyScope: 'campaigns:results' },
    schema: {
      tags,
      summary:
        'Every campaign with its headline figures (replies, positive replies, meetings first), filtered and paged',
      querystring: campaignResultsListQuerySchema,
      response: { 200: campaignResultsListReplySchema },
    },
    handler: (request) => campaigns.results.list(actorOf(request), request.query),
  });

  app.get('/api/v1/campaign/summary/:id', {
    config: { access: readCampaigns, apiKeyScope: 'campaigns:results' },
    schema: {
      tags,
      summary: "One campaign's figures, sends per day, funnel per step and variant, and a page of its prospects",
      params,
      querystring: campaignProspectsQuerySchema,
      response: { 200: dataReplySchema(campaignResultsSchema) },
    },
    handler: async (request) => {
      const actor = actorOf(request);
      const results = await campaigns.results.detail(actor, request.params.id, request.query);
      const detail = await campaigns.detail(actor, request.params.id);
      return { data: { campaign: campaignSummarySchema.parse(detail), ...results } };
    },
  });

  app.get('/api/v1/campaign/summary/download/:id', {
    config: { access: readCampaigns, apiKeyScope: 'campaigns:results' },
    schema: {
      tags,
      summary: 'Every prospect of a campaign as CSV: status, step, mailbox, last event',
      params,
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const file = await campaigns.results.csv(actorOf(request), request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName.replaceAll('"', '')}"`)
        .send(file.stream);
    },
  });

  app.post('/api/v1/campaign/summary/phone', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary:
        "Reveal the phone numbers of a campaign's engaged prospects (replied, clicked or booked): each person charged once per organisation",
      body: revealCampaignPhonesBodySchema,
      response: { 200: revealCampaignPhonesReplySchema },
    },
    handler: (request) => campaigns.results.revealPhones(actorOf(request), request.body),
  });

  app.get('/api/v1/campaign/launchcheck/:id', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary: 'The launch check: blocking problems and warnings in plain words (launch refuses while any blocks)',
      params,
      response: { 200: dataReplySchema(launchCheckSchema) },
    },
    handler: async (request) => ({ data: await campaigns.launchCheck(actorOf(request), request.params.id) }),
  });
}
