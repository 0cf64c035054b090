import type { SandboxMessage, SandboxMessageSummary } from '@leadpilot/contracts';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { ensureSuperAdmin } from '../../seed.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

type Page = { data: SandboxMessageSummary[]; total: number };

describe('the sandbox mailbox', () => {
  it('keeps each invitation once, as a real MIME message, readable by the organisation’s owners and admins', async () => {
    const owner = await context.signup({ organisationName: 'Sandbox Org <b>' });
    const admin = await context.addMember(owner.accessToken, 'admin');
    const member = await context.addMember(owner.accessToken, 'member');
    const list = await context.call<Page>('GET', '/api/v1/sandbox/messages', { token: admin.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    const invitation = list.body.data.find((message) => message.to === member.email);
    expect(invitation).toMatchObject({ kind: 'invitation', subject: expect.stringContaining('Sandbox Org <b>') });
    const full = await context.call<{ data: SandboxMessage }>('GET', `/api/v1/sandbox/messages/${invitation?.id}`, {
      token: owner.accessToken,
    });
    expect(full.body.data.text).toContain('/accept-invitation?token=');
    expect(full.body.data.html).toContain('Sandbox Org &#60;b&#62;');

    const [raw] = await context.database.query<{ raw: string }>('select raw from sandbox_messages where id = $1', [
      invitation?.id,
    ]);
    const parsed = await simpleParser(raw?.raw ?? '');
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe(member.email);
    expect(parsed.headers.get('x-leadpilot-kind')).toBe('invitation');
  });

  it('refuses members (403) and hides other organisations’ messages (404)', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken);
    const other = await context.signup();
    await context.addMember(other.accessToken);
    expect((await context.call('GET', '/api/v1/sandbox/messages', { token: member.accessToken })).status).toBe(403);
    const theirs = await context.call<Page>('GET', '/api/v1/sandbox/messages', { token: other.accessToken });
    const id = theirs.body.data[0]?.id;
    const peek = await context.call('GET', `/api/v1/sandbox/messages/${id}`, { token: owner.accessToken });
    expect(peek.status).toBe(404);
  });

  it('shows the super-admin every organisation’s messages', async () => {
    await ensureSuperAdmin(context.db, 'mail-root@leadpilot.test', 'root passphrase here');
    const login = await context.call<{ accessToken: string }>('POST', '/api/v1/login', {
      body: { email: 'mail-root@leadpilot.test', password: 'root passphrase here' },
    });
    const all = await context.call<Page>('GET', '/api/v1/sandbox/messages?perPage=100', {
      token: login.body.accessToken,
    });
    const organisations = new Set(all.body.data.map((message) => message.organisationId));
    expect(organisations.size).toBeGreaterThanOrEqual(3);
  });

  it('sends a message with the same idempotency key only once', async () => {
    const { createSandboxTransport } = await import('../../platform/mail/sandbox-transport.ts');
    const transport = createSandboxTransport(context.db);
    const mail = {
      organisationId: null,
      kind: 'test',
      idempotencyKey: `once-${context.unique()}`,
      from: 'a@example.test',
      to: 'b@example.test',
      subject: 'Once',
      text: 'Only once',
    };
    const [first, second] = await Promise.all([transport.send(mail), transport.send(mail)]);
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true]);
    const rows = await context.database.query('select id from sandbox_messages where idempotency_key = $1', [
      mail.idempotencyKey,
    ]);
    expect(rows).toHaveLength(1);
  });
});
