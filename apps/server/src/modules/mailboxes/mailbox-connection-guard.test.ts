import type { ConnectionCheck, Mailbox } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../../test/closed-port.ts';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { startSilentServer } from '../../../test/smtp-loopback.ts';

type Reply<T> = { message: string; data: T };

let context: TestContext;
let port = 0;
let listener: Awaited<ReturnType<typeof startSilentServer>>;
let ownerToken = '';
let memberToken = '';

beforeAll(async () => {
  port = await closedPort();
  // The installation's default: public addresses only (the other suites allow their loopback servers).
  [context, listener] = await Promise.all([
    createTestContext({ config: { OUTBOUND_ALLOWED_NETWORKS: '' } }),
    startSilentServer('127.0.0.1', port),
  ]);
  ownerToken = (await context.signup()).accessToken;
  memberToken = (await context.addMember(ownerToken, 'member')).accessToken;
});
afterAll(async () => {
  await Promise.all([context?.close(), listener?.close()]);
});

const serverAt = (host: string) => ({ host, port, secure: false, username: 'ada@example.test', password: 'pw-123456' });

describe('connection checks under the default outbound policy', () => {
  it.each([
    '127.0.0.1',
    'localhost',
    '0.0.0.0',
    '0',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '127.1',
    '169.254.169.254',
    '10.0.0.1',
    '[::1]',
  ])('refuses %s at once, without connecting, and says why in plain words', async (host) => {
    const started = Date.now();
    const reply = await context.call<Reply<ConnectionCheck>>('POST', '/api/v1/organisation/emails/check', {
      token: memberToken,
      body: { smtp: serverAt(host), imap: serverAt(host) },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reply.status).toBe(200);
    expect(reply.body.data.ok).toBe(false);
    for (const step of reply.body.data.steps) {
      expect(step.ok).toBe(false);
      expect(step.message).toMatch(/address is not on the public internet\. .*Leadpilot does not connect there\./);
    }
    expect(listener.connections()).toBe(0);
  });

  it('refuses to save a mailbox whose servers are on loopback, storing nothing', async () => {
    const reply = await context.call<Reply<Mailbox>>('POST', '/api/v1/organisation/emails', {
      token: ownerToken,
      body: { kind: 'smtp', email: 'ada@example.test', smtp: serverAt('127.0.0.1'), imap: serverAt('127.0.0.1') },
    });
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain('Leadpilot does not connect there');
    expect(listener.connections()).toBe(0);
  });
});
