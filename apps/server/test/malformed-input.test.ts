/**
 * Malformed and generated input for every operation of the served OpenAPI (TEST-GOALS F1, F2).
 *
 * F1: requests generated from each operation's schema and then broken (see broken-requests.ts
 * for the kinds) answer 400, 413, 415 or 422 with a non-empty `message`, never a 5xx, and write
 * nothing; a valid request right after each burst still answers 2xx. Every kind runs at least
 * once per operation (as a fast-check example), then FUZZ_RUNS random cases (50 in CI, 1,000
 * nightly). A failure prints FUZZ_SEED to replay it.
 *
 * F2: for each POST and PUT, POSITIVE_RUNS (20) bodies the route's own schema accepts answer
 * never a 5xx and never a 400: schema and server agree. Rule refusals (403, 404, 409, 422, and
 * 401 for public token routes) are fine. The only 400s allowed are the few the API contract
 * gives for rules, listed below with their exact messages.
 */
import { randomUUID } from 'node:crypto';
import type { LoginReply } from '@leadpilot/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ensureSuperAdmin } from '../src/seed.ts';
import {
  fillPath,
  idFieldPattern,
  loadOperations,
  type Operation,
  queryString,
  schemaPaths,
  typesOf,
  validBodyArbitrary,
  validQueryArbitrary,
} from './api-schema.ts';
import { type BrokenRequest, brokenRequests } from './broken-requests.ts';
import { databaseFingerprinter } from './database-fingerprinter.ts';
import { organisationRows, organisationScopes } from './db-snapshot.ts';
import { createTestContext } from './harness.ts';
import { mayUse, type Principal, principalFrom, signInAgain } from './principals.ts';

vi.mock('fastify-type-provider-zod', async (importOriginal) =>
  (await import('./route-schemas.ts')).captureRouteSchemas(await importOriginal()),
);

const numRuns = Number(process.env.FUZZ_RUNS ?? 50);
const positiveRuns = Number(process.env.POSITIVE_RUNS ?? 20);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** Each operation draws its own stream from the seed, so operations do not replay each other's values. */
function seedFor(operation: Operation) {
  let hash = seed;
  for (const character of operation.key) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash >>> 0;
}

/** Rules that answer 400 by the API contract (sign-in's wrong credentials), with their exact messages. */
const ruleRefusalsAnswering400: Record<string, string[]> = {
  'POST /api/v1/login': ['Email or password is incorrect.'],
  'POST /api/v1/users/password': ['The current password is incorrect.'],
  'POST /api/v1/payment/razorpay/update': ['The payment could not be verified.'],
  // A page cursor is opaque: one the server did not hand out (a generated string) is refused.
  'POST /api/v1/people/search': ['This page cursor is not valid: start the search again from the first page.'],
  // Razorpay signs each webhook over its raw body; generated bodies carry no signature.
  'POST /api/v1/payment/razorpay/webhook': [
    'The webhook signature is missing or does not match.',
    'Payment webhooks are not configured on this installation.',
  ],
  // An unsubscribe token is sealed by the server; a generated one is not a link it made.
  'POST /api/v1/callback/unsubscribe': [
    'This unsubscribe link is not valid. Open the link from the email again, and check that none of it is missing.',
  ],
};

/**
 * Bodies in another party's format, which grows fields over time: proven by their signature, not
 * by an exhaustive shape, so an unknown field there must not be refused.
 */
const providerFormatBodies = ['POST /api/v1/payment/razorpay/webhook'];

const context = await createTestContext({
  config: {
    LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '1000000',
    LOGIN_FAILURES_PER_EMAIL_PER_15_MINUTES: '1000000',
    SIGNUPS_PER_IP_PER_HOUR: '1000000',
  },
});
afterAll(() => context.close());

const signedUp = await context.signup({ organisationName: 'Fuzz Co' });
const owner = principalFrom("the organisation's owner", signedUp);
const ownerOrganisationId = signedUp.userData.organisation.id;
// Teammates and an open invitation, so generated ids can name real rows.
await context.addMember(owner.token, 'admin');
await context.addMember(owner.token, 'member');
await context.call('POST', '/api/v1/users', {
  token: owner.token,
  body: { name: 'Ivy Invited', email: `invited-${randomUUID()}@example.test` },
});
await context.inline.drain();
const scopes = await organisationScopes(context.database);
const databaseFingerprint = await databaseFingerprinter(context.database);
const rootEmail = `root-${randomUUID()}@example.test`;
await ensureSuperAdmin(context.db, rootEmail, 'root passphrase for the fuzz suite');
const rootLogin = await context.call<LoginReply>('POST', '/api/v1/login', {
  body: { email: rootEmail, password: 'root passphrase for the fuzz suite' },
});
if (rootLogin.status !== 200) throw new Error(`the super-admin could not sign in: ${rootLogin.status}`);
const superAdmin = principalFrom('the super-admin', {
  ...rootLogin.body,
  email: rootEmail,
  password: 'root passphrase for the fuzz suite',
});
const operations = await loadOperations(context.app);

function accessOf(operation: Operation) {
  const route = context.app.routeInventory.find((entry) => `${entry.method} ${entry.url}` === operation.key);
  if (!route) throw new Error(`${operation.key} is served in the OpenAPI but missing from the route inventory`);
  return route.access;
}

/** Who calls the operation so requests reach validation: nobody for public routes, else the owner or the super-admin. */
function principalFor(operation: Operation): Principal | undefined {
  const access = accessOf(operation);
  if (access === 'public') return undefined;
  const principal = [owner, superAdmin].find((candidate) => mayUse(candidate, access));
  if (!principal) throw new Error(`nobody in this suite may call ${operation.key}`);
  return principal;
}

async function inject(
  request: { method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer },
  principal?: Principal,
) {
  const response = await context.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(principal ? { authorization: `Bearer ${principal.token}` } : {}) },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  let message: unknown;
  let code: unknown;
  try {
    ({ message, code } = JSON.parse(response.body) as { message?: unknown; code?: unknown });
  } catch {
    message = undefined;
  }
  return { status: response.statusCode, message, code, body: response.body };
}

/** True when the breakage happened to leave the request valid for the route's own schemas. */
function acceptedBySchemas(operation: Operation, request: BrokenRequest): boolean {
  const parsed = request.parsed;
  if (!parsed) return false;
  const parts = [
    ['body', operation.zod.body],
    ['query', operation.zod.querystring],
    ['params', operation.zod.params],
  ] as const;
  return parts.every(([part, schema]) => !(part in parsed) || !schema || schema.safeParse(parsed[part]).success);
}

async function assertProperty<T>(
  operation: Operation,
  property: fc.IAsyncPropertyWithHooks<T>,
  parameters: fc.Parameters<T> = {},
) {
  try {
    await fc.assert(property, { numRuns, seed: seedFor(operation), endOnFailure: true, ...parameters });
  } catch (error) {
    throw new Error(
      `Replay with FUZZ_SEED=${seed} FUZZ_RUNS=${parameters.numRuns ?? numRuns}\n${(error as Error).message}`,
    );
  }
}

const isMap = (schema: { properties?: object; additionalProperties?: unknown }) =>
  schema.properties === undefined && typeof schema.additionalProperties === 'object';

/** The server still serves: health, the owner's profile, and for a read that needs no id or token, a valid request to it. */
async function expectStillServing(operation: Operation, principal: Principal | undefined) {
  expect((await inject({ method: 'GET', url: '/api/health' })).status).toBe(200);
  const profile = await inject({ method: 'GET', url: '/api/v1/users' }, owner);
  if (profile.status === 401) await signInAgain(context, owner);
  expect((await inject({ method: 'GET', url: '/api/v1/users' }, owner)).status).toBe(200);
  const needsNothing =
    operation.pathParams.length === 0 && operation.queryParams.every((parameter) => !parameter.required);
  if (operation.method === 'GET' && needsNothing) {
    const [sampled] = fc.sample(validQueryArbitrary(operation), { numRuns: 1, seed: seedFor(operation) });
    // An optional id names one of the organisation's objects (one that names nothing answers 404, as the
    // tenant-isolation suite requires): a read that needs no id is sent without them.
    const query = Object.fromEntries(Object.entries(sampled ?? {}).filter(([name]) => !idFieldPattern.test(name)));
    const reply = await inject({ method: 'GET', url: `${operation.route}${queryString(query ?? {})}` }, principal);
    expect(reply.status, `a valid ${operation.key}: ${reply.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
    expect(reply.status, `a valid ${operation.key}: ${reply.body.slice(0, 300)}`).toBeLessThan(300);
  }
}

describe('malformed requests (F1)', () => {
  it('covers every operation of the served OpenAPI under /api/v1 and /api/health', () => {
    const documented = operations.map((operation) => operation.key).sort();
    const routed = context.app.routeInventory.map((route) => `${route.method} ${route.url}`).sort();
    expect(documented).toEqual(routed);
    expect(operations.filter((operation) => operation.body).every((operation) => operation.zod.body)).toBe(true);
  });

  it('declares every JSON body a strict object at every level, so an unknown field answers 400', () => {
    const loose = operations.flatMap((operation) =>
      operation.body && !providerFormatBodies.includes(operation.key)
        ? [{ path: [] as (string | number)[], schema: operation.body }, ...schemaPaths(operation.body)]
            .filter(({ schema }) => typesOf(schema).has('object') && schema.additionalProperties !== false)
            // A map (custom columns by name: no declared properties, every value of one schema) holds data in its keys.
            .filter(({ schema }) => !isMap(schema))
            .map(({ path }) => `${operation.key} ${path.join('.') || '(body)'}`)
        : [],
    );
    expect(loose).toEqual([]);
  });

  for (const operation of operations) {
    it(`${operation.key} answers broken requests with 400, 413, 415 or 422 and a message, never a 5xx, and writes nothing`, async () => {
      const principal = principalFor(operation);
      const kinds = brokenRequests(operation, { bodyLimit: context.config.BODY_LIMIT_BYTES });
      expect(kinds.length).toBeGreaterThan(0);
      const examples = kinds.map(({ kind, arbitrary }) => {
        const found = fc
          .sample(arbitrary, { numRuns: 30, seed: seedFor(operation) })
          .find((request) => !acceptedBySchemas(operation, request));
        if (!found) throw new Error(`${operation.key}: no sample of "${kind}" breaks the request`);
        return [found] as [BrokenRequest];
      });
      const exercised = new Set<string>();
      const before = await databaseFingerprint();

      await assertProperty(
        operation,
        fc.asyncProperty(fc.oneof(...kinds.map(({ arbitrary }) => arbitrary)), async (request) => {
          fc.pre(!acceptedBySchemas(operation, request));
          const reply = await inject(request, principal);
          exercised.add(request.kind);
          const what = `[${request.kind}] ${request.method} ${request.url.slice(0, 200)} answered ${reply.status} ${reply.body.slice(0, 300)}`;
          expect(reply.status, what).toBeLessThan(500);
          if (request.allowed !== 'anything but 5xx') expect(request.allowed, what).toContain(reply.status);
          if (reply.status >= 400) {
            expect(reply.message, what).toEqual(expect.any(String));
            expect(String(reply.message).trim(), what).not.toBe('');
          }
        }),
        { examples },
      );

      expect([...exercised].sort()).toEqual(kinds.map(({ kind }) => kind).sort());
      expect(await databaseFingerprint()).toEqual(before);
      await expectStillServing(operation, principal);
    });
  }
});

describe('schema-valid bodies (F2)', () => {
  const writes = operations.filter(
    (operation) => ['POST', 'PUT', 'PATCH'].includes(operation.method) && operation.body,
  );

  it('has POST and PUT operations to generate bodies for', () => {
    expect(writes.length).toBeGreaterThan(5);
  });

  for (const operation of writes) {
    it(`${operation.key} takes ${positiveRuns} generated schema-valid bodies: never a 5xx, never a 400`, async () => {
      const isPublic = accessOf(operation) === 'public';
      const allowed400 = ruleRefusalsAnswering400[operation.key] ?? [];
      const statuses: number[] = [];
      const rows = await organisationRows(context.database, scopes.scoped, ownerOrganisationId);
      const idPool = rows.map(({ row }) => row.id).filter((id): id is string => typeof id === 'string');
      await assertProperty(
        operation,
        fc.asyncProperty(
          validBodyArbitrary(operation, { idPool }),
          validQueryArbitrary(operation, { idPool }),
          async (body, query) => {
            const principal = principalFor(operation);
            const params = Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, randomUUID()]));
            const reply = await inject(
              {
                method: operation.method,
                url: `${fillPath(operation.route, params)}${queryString(query)}`,
                headers: { 'content-type': 'application/json' },
                payload: JSON.stringify(body),
              },
              principal,
            );
            statuses.push(reply.status);
            const what = `${operation.key} with ${JSON.stringify(body).slice(0, 300)} answered ${reply.status} ${reply.body.slice(0, 300)}`;
            expect(reply.status, what).toBeLessThan(500);
            expect(reply.code, what).not.toBe('VALIDATION_FAILED');
            if (reply.status === 400) expect(allowed400, what).toContain(reply.message);
            else if (reply.status >= 300)
              expect([...(isPublic ? [401] : []), 403, 404, 409, 422], what).toContain(reply.status);
            if (reply.status >= 400) expect(String(reply.message ?? '').trim(), what).not.toBe('');
            // A request that ends the caller's own session (logging out) is valid; sign in again for the next one.
            if (principal && (await inject({ method: 'GET', url: '/api/v1/users' }, principal)).status === 401) {
              await signInAgain(context, principal);
            }
          },
        ),
        { numRuns: positiveRuns },
      );
      expect(statuses).toHaveLength(positiveRuns);
      await context.inline.drain();
      await expectStillServing(operation, principalFor(operation));
    });
  }
});
