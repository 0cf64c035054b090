import type { AdminOrganisation, LoginReply, SandboxMessage, SandboxMessageSummary } from '@leadpilot/contracts';
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

  it('shows the super-admin only their own organisation’s messages, and other organisations as counts', async () => {
    const owner = await context.signup({ organisationName: 'Counted Org' });
    await context.addMember(owner.accessToken);
    await ensureSuperAdmin(context.db, 'mail-root@leadpilot.test', 'root passphrase here');
    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: 'mail-root@leadpilot.test', password: 'root passphrase here' },
    });
    const token = login.body.accessToken;
    const all = await context.call<Page>('GET', '/api/v1/sandbox/messages?perPage=100', { token });
    expect(all.status).toBe(200);
    expect(all.body.data.every((message) => message.organisationId === login.body.userData.organisation.id)).toBe(true);
    const [theirs] = (await context.call<Page>('GET', '/api/v1/sandbox/messages', { token: owner.accessToken })).body
      .data;
    const peek = await context.call('GET', `/api/v1/sandbox/messages/${theirs?.id}`, { token });
    expect(peek.status).toBe(404);
    const organisations = await context.call<{ data: AdminOrganisation[] }>(
      'GET',
      '/api/v1/sadmin/organisations?q=Counted',
      { token },
    );
    expect(organisations.body.data[0]).toMatchObject({ name: 'Counted Org', sandboxMessageCount: 1 });
    expect(JSON.stringify(organisations.body)).not.toContain('accept-invitation');
  });

  it('shows a password reset only to its recipient, never to another admin of the team', async () => {
    const owner = await context.signup();
    const admin = await context.addMember(owner.accessToken, 'admin');
    const { createSandboxTransport } = await import('../../platform/mail/sandbox-transport.ts');
    await createSandboxTransport(context.db).send({
      organisationId: owner.userData.organisation.id,
      kind: 'password-reset',
      idempotencyKey: `reset-${context.unique()}`,
      from: 'no-reply@leadpilot.test',
      to: owner.email,
      subject: 'Reset your password',
      text: 'http://leadpilot.test/reset-password?token=secret',
    });
    const [stored] = await context.database.query<{ id: string }>(
      "select id from sandbox_messages where kind = 'password-reset' and to_address = $1",
      [owner.email],
    );
    expect(stored?.id).toBeDefined();
    const adminList = await context.call<Page>('GET', '/api/v1/sandbox/messages', { token: admin.accessToken });
    expect(adminList.body.data.map((message) => message.kind)).not.toContain('password-reset');
    const adminRead = await context.call('GET', `/api/v1/sandbox/messages/${stored?.id}`, {
      token: admin.accessToken,
    });
    expect(adminRead.status).toBe(404);
    const ownerRead = await context.call<{ data: SandboxMessage }>('GET', `/api/v1/sandbox/messages/${stored?.id}`, {
      token: owner.accessToken,
    });
    expect(ownerRead.status).toBe(200);
    expect(ownerRead.body.data.kind).toBe('password-reset');
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
