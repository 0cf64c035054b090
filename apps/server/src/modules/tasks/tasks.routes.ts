import {
  campaignTaskActionBodySchema,
  campaignTaskActionReplySchema,
  campaignTaskPageSchema,
  campaignTaskQuerySchema,
} from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

const readCampaigns = { action: 'read', subject: 'Campaigns' } as const;
const manageCampaigns = { action: 'manage', subject: 'Campaigns' } as const;
const tags = ['tasks'];

const plural = (count: number) => (count === 1 ? 'task' : 'tasks');

/** The task list: the manual steps (call, LinkedIn, other) prospects of campaigns reached. */
export function registerTaskRoutes(app: AppRouter) {
  const { tasks } = app.services;

  app.get('/api/v1/tasks', {
    config: { access: readCampaigns },
    schema: {
      tags,
      summary: 'The organisation’s tasks of one status (open by default: overdue first, then the soonest)',
      querystring: campaignTaskQuerySchema,
      response: { 200: campaignTaskPageSchema },
    },
    handler: (request) => tasks.list(actorOf(request), request.query),
  });

  app.post('/api/v1/tasks/complete', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Mark tasks done (one done or skipped already is left as it is)',
      body: campaignTaskActionBodySchema,
      response: { 200: campaignTaskActionReplySchema },
    },
    handler: async (request) => {
      const updated = await tasks.complete(actorOf(request), request.body.ids);
      return { message: `Marked ${updated.length} ${plural(updated.length)} done.`, data: { updated } };
    },
  });

  app.post('/api/v1/tasks/skip', {
    config: { access: manageCampaigns },
    schema: {
      tags,
      summary: 'Skip tasks (one done or skipped already is left as it is)',
      body: campaignTaskActionBodySchema,
      response: { 200: campaignTaskActionReplySchema },
    },
    handler: async (request) => {
      const updated = await tasks.skip(actorOf(request), request.body.ids);
      return { message: `Skipped ${updated.length} ${plural(updated.length)}.`, data: { updated } };
    },
  });
}
