import { errorReplySchema } from '@leadpilot/contracts';
import type { RouteOptions } from 'fastify';
import type { RouteAccess } from './auth/route-access.ts';
import { codeOfStatus } from './http-errors.ts';

/**
 * The error replies of every /api route, declared in one place: an `onRoute` hook adds, to each
 * route's response schemas, the error statuses that route can answer, all with the one error
 * body of packages/contracts (`errorReplySchema`: `{ message, code, issues? }`). A status the route
 * already declares keeps the route's own schema. The served OpenAPI (`/api/docs/json`) then lists
 * them, and real error replies are serialised through the same schema (which keeps `issues`).
 *
 * A route that can answer a status the rules below do not foresee names it in
 * `config: { errorReplies: [401] }`.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses this route answers beyond those its access, method and inputs imply. */
    errorReplies?: number[];
  }
}

const descriptions: Record<number, string> = {
  400: 'The request is not valid: a field, the query, the address or the JSON body (validation errors list their `issues`).',
  401: 'No valid access token: sign in again.',
  403: 'The signed-in user may not do this.',
  404: 'The item (or the address) was not found, or belongs to another organisation.',
  409: 'The request conflicts with the current state (a name or address already taken, a confirmation to repeat).',
  413: 'The request body is too large.',
  415: 'The request body is not JSON in UTF-8.',
  422: 'A business rule refused the request.',
  429: 'Too many attempts: try again after `Retry-After` seconds.',
  500: 'Something went wrong on the server; the details are in its log.',
  503: 'A service the request needs (the database, the queue, a provider) could not be reached.',
};

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

interface RouteFacts {
  methods: string[];
  url: string;
  access: RouteAccess;
  schema: { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
}

/** The error statuses a route can answer, from its access rule, its methods and its inputs. */
export function errorStatusesOf(route: RouteFacts): number[] {
  const hasInput = Boolean(
    route.schema?.body || route.schema?.querystring || route.schema?.params || route.url.includes(':'),
  );
  const writes = route.methods.some((method) => writeMethods.has(method));
  const takesBody = Boolean(route.schema?.body) || route.methods.some((method) => bodyMethods.has(method));
  const signedIn = route.access !== 'public';
  const statuses = new Set<number>();
  if (hasInput || writes) statuses.add(400);
  if (signedIn) statuses.add(401).add(403);
  if (signedIn || hasInput) statuses.add(404);
  if (writes) statuses.add(409).add(422);
  if (takesBody) statuses.add(413).add(415);
  if (!signedIn && hasInput) statuses.add(429);
  statuses.add(500);
  return [...statuses].sort((a, b) => a - b);
}

/** The response entry of one error status: its description (with its code) and its body. */
export function errorReply(status: number, schema: unknown = errorReplySchema) {
  const description = descriptions[status] ?? 'The request failed.';
  return {
    description: `${codeOfStatus(status)}: ${description}`,
    content: { 'application/json': { schema } },
  };
}

const isZodSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

/** The onRoute hook: adds the error replies to every /api route (not the docs' own routes). */
export function declareErrorReplies(route: RouteOptions) {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const access = route.config?.access;
  if (!access) return;
  const schema = route.schema ?? {};
  const statuses = new Set([
    ...errorStatusesOf({
      methods: [route.method].flat().map(String),
      url: route.url,
      access,
      schema: schema as RouteFacts['schema'],
    }),
    ...(route.config?.errorReplies ?? []),
  ]);
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  // An error status the route declares keeps its schema and gains the description of its status.
  for (const [status, declared] of Object.entries(response)) {
    if (Number(status) >= 400 && isZodSchema(declared)) response[status] = errorReply(Number(status), declared);
  }
  for (const status of statuses) {
    if (!(String(status) in response)) response[status] = errorReply(status);
  }
  route.schema = { ...schema, response };
}
