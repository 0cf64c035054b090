import { campaignTaskActionBodySchema, campaignTaskPageSchema, campaignTaskQuerySchema } from '@leadpilot/contracts';
import type { AppRouter } from '../../app-types.ts';
import { countOf, registerBulkIdsRoute } from '../../platform/bulk-ids-route.ts';
import { actorOf } from '../auth/index.ts';

const readCampaigns = { action: 'read', subject: 'Campaigns' } as const;
const manageCampaigns = { action: 'manage', subject: 'Campaigns' } as const;
const tags = ['tasks'];

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

  const actions = [
    ['complete', 'Mark tasks done', (count: number) => `Marked ${countOf(count, 'task')} done.`, tasks.complete],
    ['skip', 'Skip tasks', (count: number) => `Skipped ${countOf(count, 'task')}.`, tasks.skip],
  ] as const;
  for (const [path, summary, message, change] of actions) {
    registerBulkIdsRoute(app, {
      path: `/api/v1/tasks/${path}`,
      access: manageCampaigns,
      tags,
      summary: `${summary} (one done or skipped already is left as it is)`,
      body: campaignTaskActionBodySchema,
      change: (request, body) => change(actorOf(request), body.ids),
      message,
    });
  }
}
