import {
  createScheduledJobBodySchema,
  dataReplySchema,
  messageReplySchema,
  pageReplySchema,
  scheduledJobIdBodySchema,
  scheduledJobParamsSchema,
  scheduledJobRunsQuerySchema,
  scheduledJobSchema,
  scheduledRunSchema,
  schedulePreviewQuerySchema,
  schedulePreviewSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { actorOf } from '../auth/index.ts';

// Every member works with the organisation's scheduled jobs; each kind also needs its own ability (the service checks).
const readJobs = { action: 'read', subject: 'Prospects' } as const;
const manageJobs = { action: 'manage', subject: 'Prospects' } as const;
const tags = ['scheduler'];

/** The spec's `POST scheduler/customjob`, and the rest of a job's life beside it (docs/scheduled-jobs.md). */
export function registerSchedulerRoutes(app: AppRouter) {
  const { scheduler } = app.services;

  app.post('/api/v1/scheduler/customjob', {
    config: { access: manageJobs, apiKeyScope: 'scheduler' },
    schema: {
      tags,
      summary: 'Schedule a job of the organisation: once at a time, or on a cron expression in a time zone',
      body: createScheduledJobBodySchema,
      response: { 200: messageReplySchema(scheduledJobSchema) },
    },
    handler: (request) => scheduler.create(actorOf(request), request.body),
  });

  app.get('/api/v1/scheduler/customjob', {
    config: { access: readJobs, apiKeyScope: 'scheduler' },
    schema: {
      tags,
      summary: 'The organisation’s scheduled jobs, with their next and latest run',
      response: { 200: dataReplySchema(z.array(scheduledJobSchema)) },
    },
    handler: async (request) => ({ data: await scheduler.list(actorOf(request)) }),
  });

  app.get('/api/v1/scheduler/customjob/preview', {
    // A read that refuses: an expression or zone a job would refuse answers 422.
    config: { access: readJobs, apiKeyScope: 'scheduler', errorReplies: [422] },
    schema: {
      tags,
      summary: 'The next three runs of a cron expression in a time zone (422 for one a job would refuse)',
      querystring: schedulePreviewQuerySchema,
      response: { 200: dataReplySchema(schedulePreviewSchema) },
    },
    handler: async (request) => ({ data: scheduler.preview(request.query) }),
  });

  app.get('/api/v1/scheduler/customjob/:id/runs', {
    config: { access: readJobs, apiKeyScope: 'scheduler' },
    schema: {
      tags,
      summary: 'A job’s runs, newest first: when, outcome, figures and why one failed',
      params: scheduledJobParamsSchema,
      querystring: scheduledJobRunsQuerySchema,
      response: { 200: pageReplySchema(scheduledRunSchema) },
    },
    handler: (request) => scheduler.runs(actorOf(request), request.params.id, request.query),
  });

  app.post('/api/v1/scheduler/customjob/pause', {
    config: { access: manageJobs, apiKeyScope: 'scheduler' },
    schema: {
      tags,
      summary: 'Pause a job: no occurrence runs until it is resumed',
      body: scheduledJobIdBodySchema,
      response: { 200: messageReplySchema(scheduledJobSchema) },
    },
    handler: (request) => scheduler.pause(actorOf(request), request.body.id),
  });

  app.post('/api/v1/scheduler/customjob/resume', {
    config: { access: manageJobs, apiKeyScope: 'scheduler' },
    schema: {
      tags,
      summary: 'Resume a paused job from now on (occurrences missed while paused are skipped)',
      body: scheduledJobIdBodySchema,
      response: { 200: messageReplySchema(scheduledJobSchema) },
    },
    handler: (request) => scheduler.resume(actorOf(request), request.body.id),
  });

  // Last: the tenant suite calls routes in this order with the same job, and this one ends it.
  app.post('/api/v1/scheduler/customjob/delete', {
    config: { access: manageJobs, apiKeyScope: 'scheduler' },
    schema: {
      tags,
      summary: 'Delete a job and its run history',
      body: scheduledJobIdBodySchema,
      response: { 200: messageReplySchema(scheduledJobParamsSchema) },
    },
    handler: (request) => scheduler.remove(actorOf(request), request.body.id),
  });
}
