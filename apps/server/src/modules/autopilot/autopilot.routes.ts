import {
  approveAutopilotActionBodySchema,
  autopilotActionListQuerySchema,
  autopilotActionSchema,
  autopilotKillSwitchBodySchema,
  autopilotKillSwitchSchema,
  autopilotSwitchBodySchema,
  campaignAutopilotSchema,
  dataReplySchema,
  idSchema,
  messageReplySchema,
  pageReplySchema,
  rejectAutopilotActionBodySchema,
  saveAutopilotBodySchema,
  undoAutopilotActionBodySchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

/** Every member reads and runs the organisation's campaigns, their autopilots and the approval queue. */
const readCampaigns = { action: 'read', subject: 'Campaigns' } as const;
const manageCampaigns = { action: 'manage', subject: 'Campaigns' } as const;
/** The kill switch holds the whole organisation: owners and admins only. */
const manageOrganisation = { action: 'manage', subject: 'Organisation' } as const;

const tags = ['autopilot'];
const campaignAutopilotReply = messageReplySchema(campaignAutopilotSchema);
const actionReply = messageReplySchema(autopilotActionSchema);

/** A campaign's autopilot, the switch, the approval queue and the kill switch. */
export function registerAutopilotRoutes(app: AppRouter) {
  const { autopilot } = app.services;

  app.get('/api/v1/campaign/autopilot/:id', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary:
        "A campaign's autopilot: mode, undo delay, daily cap, ideal customer, knowledge, and what enabling needs",
      params: z.object({ id: idSchema }),
      response: { 200: dataReplySchema(campaignAutopilotSchema) },
    },
    handler: async (request) => ({ data: await autopilot.campaign(actorOf(request), request.params.id) }),
  });

  app.post('/api/v1/campaign/autopilot', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary:
        'Switch a campaign to the autopilot (enable: needs knowledge and an ideal customer), back (disable), or archive it (autopilot_archived)',
      body: autopilotSwitchBodySchema,
      response: { 200: campaignAutopilotReply },
    },
    handler: (request) => autopilot.switch(actorOf(request), request.body),
  });

  app.post('/api/v1/campaign/autopilot/settings', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary:
        "Save a campaign's autopilot settings, ideal customer or knowledge (what is sent changes; 409 when stale)",
      body: saveAutopilotBodySchema,
      response: { 200: campaignAutopilotReply },
    },
    handler: (request) => autopilot.save(actorOf(request), request.body),
  });

  app.get('/api/v1/autopilot/actions', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary:
        "The organisation's autopilot actions, newest first, with their reasons and sources (queue=open: what waits)",
      querystring: autopilotActionListQuerySchema,
      response: { 200: pageReplySchema(autopilotActionSchema) },
    },
    handler: (request) => autopilot.actions.list(actorOf(request), request.query),
  });

  app.post('/api/v1/autopilot/actions/approve', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Approve a draft, as written or edited, or answer an escalation: it is sent within a minute',
      body: approveAutopilotActionBodySchema,
      response: { 200: actionReply },
    },
    handler: (request) => autopilot.actions.approve(actorOf(request), request.body),
  });

  app.post('/api/v1/autopilot/actions/reject', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Reject a draft or dismiss an escalation: nothing is sent',
      body: rejectAutopilotActionBodySchema,
      response: { 200: actionReply },
    },
    handler: (request) => autopilot.actions.reject(actorOf(request), request.body),
  });

  app.post('/api/v1/autopilot/actions/undo', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Undo a scheduled answer before its send time',
      body: undoAutopilotActionBodySchema,
      response: { 200: actionReply },
    },
    handler: (request) => autopilot.actions.undo(actorOf(request), request.body),
  });

  app.get('/api/v1/autopilot/kill-switch', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary: "The organisation's kill switch: while on, nothing the autopilot writes is sent",
      response: { 200: dataReplySchema(autopilotKillSwitchSchema) },
    },
    handler: async (request) => ({ data: await autopilot.killSwitch(actorOf(request)) }),
  });

  app.post('/api/v1/autopilot/kill-switch', {
    config: { access: manageOrganisation },
    schema: {
      tags,
      summary: 'Turn the kill switch on (every autopilot answer waits for a person) or off (owners and admins)',
      body: autopilotKillSwitchBodySchema,
      response: { 200: messageReplySchema(autopilotKillSwitchSchema) },
    },
    handler: (request) => autopilot.setKillSwitch(actorOf(request), request.body),
  });
}
