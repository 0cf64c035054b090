import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { handleError } from './http-errors.ts';
import { declareErrorReplies } from './openapi-errors.ts';

/**
 * Walks the served OpenAPI description and checks every /api operation declares the error replies
 * it can answer, each with the shared error body `{ message, code, issues? }`.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
}
interface Operation {
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

let context: TestContext;
let document: Document;

beforeAll(async () => {
  context = await createTestContext();
  const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json() as Document;
});
afterAll(() => context.close());

const methods = ['get', 'post', 'put', 'patch', 'delete'];

function operations() {
  const found: { key: string; route: string; method: string; operation: Operation }[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!methods.includes(method)) continue;
      const route = path.replace(/\{(\w+)\}/g, ':$1');
      found.push({ key: `${method.toUpperCase()} ${route}`, route, method: method.toUpperCase(), operation });
    }
  }
  return found;
}

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')];
}

function isErrorBody(schema: Schema | undefined): boolean {
  const resolved = resolve(schema);
  const required = resolved?.required ?? [];
  return (
    resolve(resolved?.properties?.message)?.type === 'string' &&
    resolve(resolved?.properties?.code)?.type === 'string' &&
    required.includes('message') &&
    required.includes('code')
  );
}

describe('the error replies of the served OpenAPI description', () => {
  it('lists every route of the app', () => {
    const keys = operations().map((entry) => entry.key);
    expect(keys.length).toBeGreaterThan(50);
    for (const route of context.app.routeInventory) {
      if (route.method === 'OPTIONS') continue;
      expect(keys).toContain(`${route.method} ${route.url}`);
    }
  });

  it('declares 500 and the 4xx family on every operation, each with the shared error body and a description', () => {
    const problems: string[] = [];
    for (const { key, method, operation } of operations()) {
      const responses = operation.responses ?? {};
      const errorStatuses = Object.keys(responses).filter((status) => Number(status) >= 400);
      if (!errorStatuses.includes('500')) problems.push(`${key}: no 500`);
      const takesInput = Boolean(operation.requestBody) || (operation.parameters ?? []).length > 0;
      const hasClientError = errorStatuses.some((status) => status.startsWith('4'));
      const publicReadWithoutInput = method === 'GET' && !takesInput && !Object.keys(responses).includes('401');
      if (!hasClientError && !publicReadWithoutInput) problems.push(`${key}: no 4xx`);
      for (const status of errorStatuses) {
        const reply = responses[status];
        if (!reply?.description || reply.description === 'Default Response') {
          problems.push(`${key} ${status}: no description`);
        }
        if (status === '503' && key === 'GET /api/health') continue; // the health report itself
        if (!isErrorBody(reply?.content?.['application/json']?.schema)) {
          problems.push(`${key} ${status}: not the error body`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares 401 and 403 on every authenticated route, and the statuses its inputs and method imply', () => {
    const inventory = new Map(context.app.routeInventory.map((route) => [`${route.method} ${route.url}`, route]));
    const problems: string[] = [];
    for (const { key, method, operation } of operations()) {
      const declared = new Set(Object.keys(operation.responses ?? {}));
      const expected: string[] = ['500'];
      const access = inventory.get(key)?.access;
      if (access === undefined) problems.push(`${key}: not in the route inventory`);
      if (access !== 'public') expected.push('401', '403', '404');
      const parameters = operation.parameters ?? [];
      if (parameters.some((parameter) => parameter.in === 'path')) expected.push('400', '404');
      if (parameters.length > 0) expected.push('400');
      if (operation.requestBody) expected.push('400', '413', '415');
      if (method !== 'GET') expected.push('400', '409', '422');
      if (access === 'public' && (parameters.length > 0 || operation.requestBody)) expected.push('429');
      for (const status of expected) if (!declared.has(status)) problems.push(`${key}: no ${status}`);
    }
    expect(problems).toEqual([]);
  });

  it('declares the statuses a route adds itself: 401 on refreshing a session, 503 where an outside service answers', () => {
    const declared = (key: string) =>
      new Set(Object.keys(operations().find((operation) => operation.key === key)?.operation.responses ?? {}));
    expect(declared('POST /api/v1/auth/refresh').has('401')).toBe(true);
    for (const key of [
      'POST /api/v1/payment/razorpay/order',
      'GET /api/v1/organisation/gmail',
      'POST /api/v1/auth/oidc/google/start',
    ]) {
      expect(declared(key).has('503'), key).toBe(true);
    }
  });

  it('still answers real errors through the declared schema, issues included', async () => {
    const unauthenticated = await context.app.inject({ method: 'GET', url: '/api/v1/organisation' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toEqual({ message: expect.any(String), code: 'UNAUTHENTICATED' });

    const invalid = await context.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'nope' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: expect.any(Array) });
    expect(invalid.json().issues.length).toBeGreaterThan(0);

    const notJson = await context.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json()).toEqual({ message: expect.any(String), code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('an error status a route declares itself', () => {
  it('keeps the route schema for its replies: a 503 report, a 422 with issues', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    app.addHook('onRoute', declareErrorReplies);
    const report = z.object({ status: z.enum(['ok', 'degraded']), queue: z.string() });
    const refusal = z.object({
      message: z.string(),
      code: z.string(),
      issues: z.array(z.object({ path: z.string() })),
    });
    app.get('/api/report', {
      config: { access: 'public' },
      schema: { response: { 200: report, 503: report } },
      handler: async (_request, reply) => reply.code(503).send({ status: 'degraded', queue: 'down' }),
    });
    app.post('/api/refuse', {
      config: { access: 'public' },
      schema: { body: z.object({ name: z.string() }), response: { 422: refusal } },
      handler: async (_request, reply) =>
        reply.code(422).send({ message: 'name: no', code: 'RULE_REFUSED', issues: [{ path: 'name' }] }),
    });
    await app.ready();
    const degraded = await app.inject({ method: 'GET', url: '/api/report' });
    expect(degraded.statusCode).toBe(503);
    expect(degraded.json()).toEqual({ status: 'degraded', queue: 'down' });
    const refused = await app.inject({ method: 'POST', url: '/api/refuse', payload: { name: 'x' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'name: no', code: 'RULE_REFUSED', issues: [{ path: 'name' }] });
    const invalid = await app.inject({ method: 'POST', url: '/api/refuse', payload: { name: 1 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'name' }] });
    await app.close();
  });
});
