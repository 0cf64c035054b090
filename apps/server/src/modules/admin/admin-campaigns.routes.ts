import {
  adminCampaignDetailSchema,
  adminCampaignSchema,
  adminCampaignStatsSchema,
  adminCampaignSubSchema,
  dataReplySchema,
  idSchema,
  pageQuerySchema,
  pageReplySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { superAdminAccess } from '../../platform/auth/route-access.ts';
import { actorOf } from '../auth/index.ts';

const tags = ['super-admin'];
const params = z.object({ id: idSchema });

/** Every organisation's campaigns for super-admins; each call is audited. */
export function registerAdminCampaignRoutes(app: AppRouter) {
  const { communicationAdmin } = app.services;

  app.get('/api/v1/sadmin/campaigns/:id', {
    config: { access: superAdminAccess },
    schema: {
      tags,
      summary: 'One campaign of any organisation: figures, settings, enrolments by status, sends by state',
      params,
      response: { 200: dataReplySchema(adminCampaignDetailSchema) },
    },
    handler: async (request) => ({ data: await communicationAdmin.campaign(actorOf(request), request.params.id) }),
  });

  app.get('/api/v1/sadmin/campaigns/sub/:id', {
    config: { access: superAdminAccess },
    schema: {
      tags,
      summary: 'A campaign’s steps (with sends by state) and a page of its prospects',
      params,
      querystring: pageQuerySchema,
      response: { 200: dataReplySchema(adminCampaignSubSchema) },
    },
    handler: async (request) => ({
      data: await communicationAdmin.campaignSub(actorOf(request), request.params.id, request.query),
    }),
  });

  app.get('/api/v1/sadmin/campaigns/organisations/:id', {
    config: { access: superAdminAccess },
    schema: {
      tags,
      summary: 'An organisation’s campaigns, newest first',
      params,
      querystring: pageQuerySchema,
      response: { 200: pageReplySchema(adminCampaignSchema) },
    },
    handler: (request) => communicationAdmin.organisationCampaigns(actorOf(request), request.params.id, request.query),
  });

  app.get('/api/v1/sadmin/organisations/campaignstats', {
    config: { access: superAdminAccess },
    schema: {
      tags,
      summary: 'Per organisation: campaigns by status, messages sent today and this month (UTC)',
      querystring: pageQuerySchema,
      response: { 200: pageReplySchema(adminCampaignStatsSchema) },
    },
    handler: (request) => communicationAdmin.campaignStats(actorOf(request), request.query),
  });
}
