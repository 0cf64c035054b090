import {
  addProspectsBodySchema,
  addProspectsResultSchema,
  audiencePreviewBodySchema,
  audiencePreviewSchema,
  campaignDetailSchema,
  campaignIdBodySchema,
  campaignListQuerySchema,
  campaignSummarySchema,
  campaignTransitionBodySchema,
  dataReplySchema,
  enrolmentViewSchema,
  idSchema,
  launchCampaignReplySchema,
  messageReplySchema,
  pageQuerySchema,
  pageReplySchema,
  saveCampaignBodySchema,
  stopEnrolmentBodySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';
import { registerCampaignResultRoutes } from './campaign-results.routes.ts';

/** Every member reads, builds and runs the organisation's campaigns. */
const readCampaigns = { action: 'read', subject: 'Campaigns' } as const;
const manageCampaigns = { action: 'manage', subject: 'Campaigns' } as const;

const tags = ['campaigns'];
const campaignReply = messageReplySchema(campaignDetailSchema);

/** Campaigns: drafts, the organisation's list, one campaign, saving, and each status change. */
export function registerCampaignRoutes(app: AppRouter) {
  const { campaigns } = app.services;
  registerCampaignResultRoutes(app);

  app.get('/api/v1/campaign', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary: "The organisation's draft campaigns, most recently changed first",
      querystring: pageQuerySchema,
      response: { 200: pageReplySchema(campaignSummarySchema) },
    },
    handler: (request) => campaigns.list(actorOf(request), { ...request.query, status: 'draft' }),
  });

  app.get('/api/v1/campaign/orgcampaign', {
    config: { access: readCampaigns, apiKeyScope: 'campaigns:results' },
    schema: {
      tags,
      summary: 'Every campaign of the organisation, filtered by status, owner, mailbox or name',
      querystring: campaignListQuerySchema,
      response: { 200: pageReplySchema(campaignSummarySchema) },
    },
    handler: (request) => campaigns.list(actorOf(request), request.query),
  });

  app.get('/api/v1/campaign/id/:id', {
    config: { access: readCampaigns, apiKeyScope: 'campaigns:results' },
    schema: {
      tags,
      summary: 'One campaign with its settings, audience, steps and variants, mailboxes and status history',
      params: z.object({ id: idSchema }),
      response: { 200: dataReplySchema(campaignDetailSchema) },
    },
    handler: async (request) => ({ data: await campaigns.detail(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/campaign', {
    config: { access: manageCampaigns, apiKeyScope: 'campaigns:prospects' },
    schema: {
      tags,
      summary:
        'Create a draft, or with id and revision save a campaign (409 on a stale revision; a launched campaign takes only safe changes, 422 naming the others)',
      body: saveCampaignBodySchema,
      response: { 200: campaignReply },
    },
    handler: (request) => campaigns.save(actorOf(request), request.body),
  });

  app.post('/api/v1/campaign/delete', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Delete a draft (422 for any other campaign: archive it instead)',
      body: campaignIdBodySchema,
      response: { 200: messageReplySchema(z.object({ id: idSchema })) },
    },
    handler: (request) => campaigns.remove(actorOf(request), request.body.id),
  });

  app.post('/api/v1/campaign/duplicate', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'A new draft with the same settings, audience, steps and mailboxes',
      body: campaignIdBodySchema,
      response: { 200: campaignReply },
    },
    handler: (request) => campaigns.duplicate(actorOf(request), request.body.id),
  });

  app.post('/api/v1/campaign/launch', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary:
        'Launch a draft: enrol its audience (each excluded person with the reason) and start now, or schedule it for its start date',
      body: campaignTransitionBodySchema,
      response: { 200: launchCampaignReplySchema },
    },
    handler: (request) => campaigns.launch(actorOf(request), request.body),
  });

  app.post('/api/v1/campaign/prospects', {
    config: { access: manageCampaigns, apiKeyScope: 'campaigns:prospects' },
    schema: {
      tags,
      summary:
        'Enrol people (by id) in a running or scheduled campaign now: those already in it are passed over, the others judged as a launch judges its audience (each left out with the reason); 422 for a draft or an ended campaign',
      body: addProspectsBodySchema,
      response: { 200: messageReplySchema(addProspectsResultSchema) },
    },
    handler: (request) => campaigns.addProspects(actorOf(request), request.body),
  });

  app.post('/api/v1/campaign/pause', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Pause a running or scheduled campaign: nothing more is sent until it resumes',
      body: campaignTransitionBodySchema,
      response: { 200: campaignReply },
    },
    handler: (request) => campaigns.pause(actorOf(request), request.body),
  });

  app.post('/api/v1/campaign/resume', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Resume a paused campaign where it stopped (nobody is mailed twice)',
      body: campaignTransitionBodySchema,
      response: { 200: campaignReply },
    },
    handler: (request) => campaigns.resume(actorOf(request), request.body),
  });

  app.post('/api/v1/campaign/archive', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Archive any campaign but a draft: its sequences stop and it stays read-only for good',
      body: campaignTransitionBodySchema,
      response: { 200: campaignReply },
    },
    handler: (request) => campaigns.archive(actorOf(request), request.body),
  });

  app.post('/api/v1/campaign/audience/preview', {
    config: { access: manageCampaigns, apiKeyScope: 'campaigns:prospects' },
    schema: {
      tags,
      summary: 'Who an audience would enrol and who it leaves out, with each reason (nothing is written)',
      body: audiencePreviewBodySchema,
      response: { 200: dataReplySchema(audiencePreviewSchema) },
    },
    handler: async (request) => ({ data: await campaigns.previewAudience(actorOf(request), request.body) }),
  });

  app.post('/api/v1/campaign/prospect/stop', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: "Stop one prospect's sequence by hand: their unsent messages are skipped",
      body: stopEnrolmentBodySchema,
      response: { 200: messageReplySchema(enrolmentViewSchema) },
    },
    handler: (request) => campaigns.stopProspect(actorOf(request), request.body),
  });

  app.post('/api/v1/campaign/prospect/resume', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Resume a paused or held prospect: their remaining steps are sent once, as planned',
      body: stopEnrolmentBodySchema,
      response: { 200: messageReplySchema(enrolmentViewSchema) },
    },
    handler: (request) => campaigns.resumeProspect(actorOf(request), request.body),
  });
}
