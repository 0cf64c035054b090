import { idSchema, messageReplySchema } from '@leadpilot/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppRouter } from '../app-types.ts';
import type { RouteAccess } from './auth/route-access.ts';

/** `{ message, data: { updated } }`: the ids this request changed (one already changed is left out). */
export const bulkIdsReplySchema = messageReplySchema(z.object({ updated: z.array(idSchema) }));

interface BulkIdsRoute<Body extends { ids: string[] }> {
  path: string;
  access: RouteAccess;
  tags: string[];
  summary: string;
  /** A strict body with `ids` (and whatever else the change needs). */
  body: z.ZodType<Body>;
  /** Makes the change and answers the ids it changed. */
  change: (request: FastifyRequest, body: Body) => Promise<string[]>;
  /** The success message for this many changed rows. */
  message: (count: number) => string;
}

/**
 * A POST that changes several rows of the actor's organisation named by id (send now, skip, mark
 * done) and answers which it changed, with a message the web shows as its toast.
 */
export function registerBulkIdsRoute<Body extends { ids: string[] }>(app: AppRouter, route: BulkIdsRoute<Body>) {
  app.post(route.path, {
    config: { access: route.access },
    schema: {
      tags: route.tags,
      summary: route.summary,
      body: route.body,
      response: { 200: bulkIdsReplySchema },
    },
    handler: async (request) => {
      // Fastify checked the body against the schema already; parsing it again (a few ids) types it without a cast.
      const updated = await route.change(request, route.body.parse(request.body));
      return { message: route.message(updated.length), data: { updated } };
    },
  });
}

/** "1 task", "3 tasks". */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
