import type { LoginReply } from '@leadpilot/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { createManualClock } from './clock.ts';
import { createSandboxTransport } from './mail/sandbox-transport.ts';
import { createInlineQueue } from './queue.ts';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
let database: Handle;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

/** The real app with two extra routes: one whose handler fails, one whose hook fails. */
async function appWith(overrides: Record<string, string>) {
  const config = testConfig({ LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '2', ...overrides });
  const app = await buildApp({
    config,
    database,
    clock: createManualClock(new Date()),
    queue: createInlineQueue(),
    mail: createSandboxTransport(database.db),
  });
  app.get('/api/v1/test-only/fails', {
    config: { access: 'public' },
    handler: async () => {
      throw new Error('a bug');
    },
  });
  app.get('/api/v1/test-only/hook-fails', {
    config: { access: 'public' },
    preHandler: async () => {
      throw new Error('a bug in a hook');
    },
    handler: async () => ({ ok: true }),
  });
  await app.ready();
  apps.push(app);
  return app;
}

let app: Awaited<ReturnType<typeof buildApp>>;
let owner: LoginReply;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await appWith({});
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: {
      name: 'Header Owner',
      email: 'header-owner@example.test',
      password: 'headers on every reply 41',
      organisationName: 'Headers',
    },
  });
  expect(signup.statusCode, signup.body).toBe(200);
  owner = signup.json<LoginReply>();
});
afterAll(async () => {
  for (const each of apps) await each.close();
  await database.close();
});

function expectSecurityHeaders(response: { headers: Record<string, unknown>; statusCode: number }, what: string) {
  const headers = response.headers;
  expect(String(headers['content-security-policy']), what).toContain("frame-ancestors 'none'");
  expect(String(headers['content-security-policy']), what).toContain("script-src 'self'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on every error reply: 400, 401, 403, 404, 422, 429, 500 and errors thrown in hooks', async () => {
    const bearer = { authorization: `Bearer ${owner.accessToken}` };
    const login = { email: 'header-owner@example.test', password: 'wrong password' };
    const requests: { status: number; request: InjectOptions }[] = [
      {
        status: 400,
        request: {
          method: 'POST',
          url: '/api/v1/login',
          payload: '{not json',
          headers: { 'content-type': 'application/json' },
        },
      },
      { status: 401, request: { method: 'GET', url: '/api/v1/users' } },
      {
        status: 401,
        request: { method: 'GET', url: '/api/v1/users', headers: { authorization: 'Bearer not-a-token' } },
      },
      { status: 403, request: { method: 'GET', url: '/api/v1/sadmin/organisations', headers: bearer } },
      { status: 404, request: { method: 'GET', url: '/api/v1/nothing-here' } },
      { status: 400, request: { method: 'GET', url: '/api/v1/sandbox/messages/%E0%A4%A' } },
      {
        status: 422,
        request: {
          method: 'POST',
          url: '/api/v1/users/teams/deactivate',
          headers: bearer,
          payload: { userId: owner.userData.id },
        },
      },
      { status: 400, request: { method: 'POST', url: '/api/v1/login', payload: login } },
      { status: 400, request: { method: 'POST', url: '/api/v1/login', payload: login } },
      { status: 429, request: { method: 'POST', url: '/api/v1/login', payload: login } },
      { status: 500, request: { method: 'GET', url: '/api/v1/test-only/fails' } },
      { status: 500, request: { method: 'GET', url: '/api/v1/test-only/hook-fails' } },
    ];
    for (const { status, request } of requests) {
      const response = await app.inject(request);
      const what = `${request.method} ${request.url} -> ${response.statusCode}`;
      expect(response.statusCode, what).toBe(status);
      expectSecurityHeaders(response, what);
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('include Strict-Transport-Security in production, on errors too', async () => {
    const production = await appWith({ NODE_ENV: 'production', APP_URL: 'https://leadpilot.example' });
    for (const url of ['/api/health', '/api/v1/users', '/api/v1/nothing-here']) {
      const response = await production.inject({ method: 'GET', url });
      expectSecurityHeaders(response, url);
      expect(String(response.headers['strict-transport-security']), url).toContain('max-age=');
    }
  });
});
