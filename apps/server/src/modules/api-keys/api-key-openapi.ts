import { apiKeyScopeDetails } from '@leadpilot/contracts';
import type { RouteOptions } from 'fastify';

/** The example key the API description shows (not a real key: its body is not random). */
export const exampleApiKey = 'lp_k3j9x2m4ab7c_3q0bXq5XJm1v8ZJrGkqf0hV9a2nS4Yt6Wc1pLd8RuEo';

/** The OpenAPI security scheme of API keys, beside the access tokens' `bearer`. */
export const apiKeySecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'lp_<prefix>_<secret>',
  description:
    'An API key of the organisation (Settings → API keys), sent as `Authorization: Bearer lp_…`. ' +
    'Each operation that keys may call names the scope it needs (`x-api-key-scope`); the others refuse keys (403).',
} as const;

/**
 * The onRoute hook that shows each route's API-key scope in the served OpenAPI: an `x-api-key-scope`
 * extension, a line of the description with an example request, the `apiKey` security scheme
 * beside `bearer`, and 429 among its error replies (each key has its own rate limit). Runs before
 * `declareErrorReplies`, which reads `config.errorReplies`.
 */
export function declareApiKeyScope(route: RouteOptions) {
  const scope = route.config?.apiKeyScope;
  if (!scope || !route.url.startsWith('/api/')) return;
  const details = apiKeyScopeDetails[scope];
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const method = [route.method].flat()[0] ?? 'GET';
  const line =
    `**API keys:** scope \`${scope}\` (${details.label}: ${details.description}) ` +
    `Example: \`curl -X ${method} -H "Authorization: Bearer ${exampleApiKey}" …${route.url}\`. ` +
    'Replies carry `RateLimit` and `RateLimit-Policy`; over the limit, 429 with `Retry-After`.';
  const description = typeof schema.description === 'string' ? `${schema.description}\n\n${line}` : line;
  route.schema = {
    ...schema,
    description,
    'x-api-key-scope': scope,
    security: [{ bearer: [] }, { apiKey: [] }],
  } as RouteOptions['schema'];
  route.config = { ...route.config, errorReplies: [...new Set([...(route.config?.errorReplies ?? []), 429])] };
}
