import { Writable } from 'node:stream';
import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { registerJobs } from '../jobs/registry.ts';
import { createManualClock } from './clock.ts';
import { loggerOptions, redactUrl } from './logger.ts';
import { createSandboxTransport } from './mail/sandbox-transport.ts';
import { createInlineQueue } from './queue.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let close: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;
const queue = createInlineQueue();

beforeAll(async () => {
  const database = await openTestDatabase();
  const config = testConfig();
  const options = loggerOptions('trace');
  app = await buildApp(
    { config, database, clock: createManualClock(new Date()), queue, mail: createSandboxTransport(database.db) },
    { logger: typeof options === 'object' ? { ...options, stream: sink } : options },
  );
  await registerJobs(queue, { services: app.services, clock: createManualClock(new Date()), log: app.log });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());

describe('logs', () => {
  it('redact secret query parameters', () => {
    expect(redactUrl('/api/v1/callback/user-validate?token=abc123&x=1')).toBe(
      '/api/v1/callback/user-validate?token=[redacted]&x=1',
    );
  });

  it('redact secret query parameters whose keys are percent-encoded, in any case', () => {
    expect(redactUrl('/api/v1/callback/user-validate?%74oken=abc123')).toBe(
      '/api/v1/callback/user-validate?%74oken=[redacted]',
    );
    expect(redactUrl('/api/v1/auth/oidc/google/callback?st%61te=s3cret&c%6fde=c0de&x=1')).toBe(
      '/api/v1/auth/oidc/google/callback?st%61te=[redacted]&c%6fde=[redacted]&x=1',
    );
    expect(redactUrl('/x?TOKEN=a&refresh%54oken=b&%6B%65%79=c')).toBe(
      '/x?TOKEN=[redacted]&refresh%54oken=[redacted]&%6B%65%79=[redacted]',
    );
    expect(redactUrl('/login?next=%2Faccept-invitation%3Ftoken%3Dabc123&x=1')).toBe('/login?next=[redacted]&x=1');
  });

  it('redact without throwing on malformed percent sequences, and keep ordinary parameters', () => {
    expect(redactUrl('/x?%E0%A4%A=1&token%zz=2&%74oken=%E0%A4%A')).toBe('/x?%E0%A4%A=1&token%zz=2&%74oken=[redacted]');
    expect(redactUrl('/api/v1/people?q=code%20review&page=2')).toBe('/api/v1/people?q=code%20review&page=2');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('never contain a password, an access or refresh token, or an invitation token after a full sign-in flow', async () => {
    const password = 'CANARY-PASSWORD-9f1c2b';
    const json = { 'content-type': 'application/json' };
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: json,
      payload: { name: 'Log Owner', email: 'log-owner@example.test', password, organisationName: 'Logs' },
    });
    const owner = signup.json<LoginReply>();
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: json,
      payload: { refreshToken: owner.refreshToken },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { ...json, authorization: `Bearer ${owner.accessToken}` },
      payload: { name: 'Logged Member', email: 'logged-member@example.test' },
    });
    await queue.drain();
    const [message] = await app.services.database.query<{ text_body: string }>(
      'select text_body from sandbox_messages',
    );
    const invitationToken = /token=([^\s]+)/.exec(message?.text_body ?? '')?.[1] ?? 'missing';
    await app.inject({ method: 'GET', url: `/api/v1/callback/user-validate?token=${invitationToken}` });
    await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: json,
      payload: { email: 'log-owner@example.test', password: `${password}-wrong` },
    });

    const output = lines.join('');
    expect(output.length).toBeGreaterThan(0);
    expect(output).toContain('/api/v1/callback/user-validate?token=[redacted]');
    for (const secret of [
      password,
      owner.accessToken,
      owner.refreshToken,
      refreshed.json<{ refreshToken: string }>().refreshToken,
      decodeURIComponent(invitationToken),
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
