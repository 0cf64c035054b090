import { paymentsConfigSchema } from '@leadpilot/contracts';
import { z } from 'zod';
import type { AppRouter } from '../../app-types.ts';
import { paymentsConfigOf } from '../payments/index.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  queue: z.enum(['ok', 'down']),
  engine: z.enum(['pglite', 'postgres']),
});

const publicConfigSchema = z.object({
  data: z.object({
    appName: z.string(),
    posthogKey: z.string().nullable(),
    posthogHost: z.string().nullable(),
    payments: paymentsConfigSchema,
  }),
});

export function registerHealthRoutes(app: AppRouter) {
  const { database, queue, config } = app.services;

  app.get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } },
    handler: async (_request, reply) => {
      const databaseOk = await database.query('select 1').then(
        () => true,
        () => false,
      );
      const queueOk = databaseOk && (await queue.isHealthy());
      const body = {
        status: databaseOk && queueOk ? ('ok' as const) : ('degraded' as const),
        database: databaseOk ? ('ok' as const) : ('down' as const),
        queue: queueOk ? ('ok' as const) : ('down' as const),
        engine: database.engine,
      };
      return reply.code(body.status === 'ok' ? 200 : 503).send(body);
    },
  });

  app.get('/api/v1/app-config', {
    config: { access: 'public' },
    schema: { tags: ['health'], response: { 200: publicConfigSchema } },
    handler: async () => ({
      data: {
        appName: 'Leadpilot',
        posthogKey: config.POSTHOG_KEY ?? null,
        posthogHost: config.POSTHOG_HOST ?? null,
        payments: paymentsConfigOf(config),
      },
    }),
  });
}
