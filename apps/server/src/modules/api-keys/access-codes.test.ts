import type { AccessCode, CreatedAccessCode, ExchangedAccessCode, LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { apiKeyAuditRows } from './api-keys-test-support.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ config: { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '5' } });
});
afterAll(() => context.close());

const createCode = (token: string, body: Record<string, unknown> = { name: 'Chrome extension', scopes: ['lists'] }) =>
  context.call<{ data: CreatedAccessCode; message: string }>('POST', '/api/v1/key/accesscode/create', { token, body });
/** A client with no session: only the code. Each test speaks from its own address (wrong codes are throttled per address). */
const exchange = (code: string, ip: string) =>
  context.app
    .inject({
      method: 'POST',
      url: '/api/v1/key/accesscode/exchange',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code }),
    })
    .then((reply) => ({ status: reply.statusCode, body: reply.json(), headers: reply.headers }));
const codes = (token: string) => context.call<{ data: AccessCode[] }>('GET', '/api/v1/key/accesscode', { token });

async function freshOwner(): Promise<LoginReply> {
  return context.signup();
}

describe('access codes', () => {
  it('links a client once: the code becomes a working key with its scopes, and the code is used up', async () => {
    const owner = await freshOwner();
    const created = await createCode(owner.accessToken, {
      name: 'Chrome extension',
      scopes: ['people:search', 'lists'],
    });
    expect(created.status).toBe(200);
    const { code, accessCode } = created.body.data;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(accessCode).toMatchObject({ status: 'pending', name: 'Chrome extension', apiKeyId: null });
    expect(new Date(accessCode.expiresAt).getTime() - context.clock.now().getTime()).toBe(10 * 60_000);
    // Only a keyed hash of the code is stored.
    const dump = await context.database.query<{ row: string }>(
      'select row_to_json(c)::text as row from api_access_codes c',
    );
    expect(dump.some(({ row }) => row.includes(code) || row.includes(code.replaceAll('-', '')))).toBe(false);

    // Typed loosely: lower case, spaces for dashes.
    const linked = await exchange(code.toLowerCase().replaceAll('-', ' '), '198.51.100.1');
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const { secret, key, organisation } = (linked.body as { data: ExchangedAccessCode }).data;
    expect(secret).toMatch(/^lp_/);
    expect(key).toMatchObject({ name: 'Chrome extension', scopes: ['people:search', 'lists'], expiresAt: null });
    expect(organisation.id).toBe(owner.userData.organisation.id);
    const lists = await context.call('GET', '/api/v1/lists', { headers: { authorization: `Bearer ${secret}` } });
    expect(lists.status).toBe(200);

    const again = await exchange(code, '198.51.100.1');
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/used already/);
    const listed = (await codes(owner.accessToken)).body.data;
    expect(listed).toEqual([expect.objectContaining({ id: accessCode.id, status: 'used', apiKeyId: key.id })]);
    expect(JSON.stringify(listed)).not.toContain(code);
    const keys = await context.call<{ data: { id: string; createdBy: { id: string } }[] }>('GET', '/api/v1/key', {
      token: owner.accessToken,
    });
    expect(keys.body.data).toEqual([
      expect.objectContaining({ id: key.id, createdBy: expect.objectContaining({ id: owner.userData.id }) }),
    ]);
    const audit = await apiKeyAuditRows(context, owner.userData.organisation.id);
    expect(audit.map((row) => row.action)).toEqual(['api_access_code.created', 'api_access_code.exchanged']);
  });

  it('gives one key when two clients race with one code', async () => {
    const owner = await freshOwner();
    const { code } = (await createCode(owner.accessToken)).body.data;
    const replies = await Promise.all([exchange(code, '198.51.100.2'), exchange(code, '198.51.100.3')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401]);
    const [row] = await context.database.query<{ keys: number }>(
      'select count(*)::int as keys from api_keys where organisation_id = $1',
      [owner.userData.organisation.id],
    );
    expect(row?.keys).toBe(1);
  });

  it('expires after ten minutes on the clock', async () => {
    const owner = await freshOwner();
    const { code } = (await createCode(owner.accessToken)).body.data;
    context.clock.advance(10 * 60_000 + 1);
    const late = await exchange(code, '198.51.100.4');
    expect(late.status).toBe(401);
    expect(late.body.message).toMatch(/expired/);
  });

  it('can be revoked while pending, by owners and admins only', async () => {
    const owner = await freshOwner();
    const member = await context.addMember(owner.accessToken, 'member');
    expect((await createCode(member.accessToken)).status).toBe(403);
    const { code, accessCode } = (await createCode(owner.accessToken)).body.data;
    const denied = await context.call('POST', '/api/v1/key/accesscode/revoke', {
      token: member.accessToken,
      body: { id: accessCode.id },
    });
    expect(denied.status).toBe(403);
    const revoked = await context.call<{ data: AccessCode }>('POST', '/api/v1/key/accesscode/revoke', {
      token: owner.accessToken,
      body: { id: accessCode.id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('revoked');
    expect((await exchange(code, '198.51.100.5')).status).toBe(401);
    // Members see the organisation's codes (never the code itself).
    expect((await codes(member.accessToken)).body.data.map((item) => item.status)).toEqual(['revoked']);
    const stranger = await freshOwner();
    const foreign = await context.call('POST', '/api/v1/key/accesscode/revoke', {
      token: stranger.accessToken,
      body: { id: accessCode.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('throttles wrong codes per address with a retry time', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await exchange(`ZZZZ-ZZZZ-ZZZZ-${String(attempt).padStart(4, '0')}`, '198.51.100.9')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const throttled = await exchange('ZZZZ-ZZZZ-ZZZZ-9999', '198.51.100.9');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body.message).toMatch(/try again in \d+ seconds/);
    // Another address is not held back by it.
    expect((await exchange('ZZZZ-ZZZZ-ZZZZ-9999', '198.51.100.10')).status).toBe(401);
  });
});
