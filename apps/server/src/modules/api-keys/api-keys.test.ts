import { createHash } from 'node:crypto';
import type { ApiKey, ApiKeyGenerated } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { apiKeyAuditRows, createApiKey } from './api-keys-test-support.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const generate = (token: string) => context.call<{ data: ApiKeyGenerated }>('GET', '/api/v1/key/generate', { token });
const create = (token: string, body: Record<string, unknown>) =>
  context.call<{ data: ApiKey; message: string }>('POST', '/api/v1/key/create', { token, body });
const list = (token: string) => context.call<{ data: ApiKey[] }>('GET', '/api/v1/key', { token });

/** A reservation whose payload is rewritten, its signature kept. */
function withPayload(reservation: string, change: (payload: Record<string, unknown>) => void): string {
  const [payload, signature] = reservation.split('.');
  const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  change(decoded);
  return `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}`;
}

describe('generating and creating a key', () => {
  it('shows a 256-bit lp_ secret once: the key stores only its hash, and no reply gives it again', async () => {
    const owner = await context.signup();
    const generated = await generate(owner.accessToken);
    expect(generated.status).toBe(200);
    const { secret, prefix, reservation } = generated.body.data;
    expect(secret).toMatch(/^lp_[a-z2-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.split('_').slice(2).join('_'), 'base64url')).toHaveLength(32);
    expect(secret.startsWith(`${prefix}_`)).toBe(true);

    const created = await create(owner.accessToken, {
      name: 'Zapier',
      scopes: ['people:search', 'lists'],
      reservation,
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toContain('Zapier');
    expect(created.body.data).toMatchObject({
      name: 'Zapier',
      prefix,
      scopes: ['people:search', 'lists'],
      status: 'active',
      createdBy: { id: owner.userData.id },
      lastUsedAt: null,
      expiresAt: null,
    });

    const hash = createHash('sha256').update(secret).digest('hex');
    const [stored] = await context.database.query<{ secret_hash: string; prefix: string }>(
      'select secret_hash, prefix from api_keys where id = $1',
      [created.body.data.id],
    );
    expect(stored).toEqual({ secret_hash: hash, prefix: prefix.slice(3) });
    const dump = await context.database.query<{ row: string }>('select row_to_json(k)::text as row from api_keys k');
    expect(dump.some(({ row }) => row.includes(secret))).toBe(false);

    const listed = await list(owner.accessToken);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((key) => key.id)).toEqual([created.body.data.id]);
    for (const reply of [JSON.stringify(created.body), JSON.stringify(listed.body)]) {
      expect(reply).not.toContain(secret);
      expect(reply).not.toContain(hash);
      expect(reply).not.toContain(secret.slice(-20));
    }
    const audit = await apiKeyAuditRows(context, owner.userData.organisation.id);
    expect(audit.map((row) => row.action)).toEqual(['api_key.created']);
  });

  it('takes each reservation once: the second create is a conflict and makes no second key', async () => {
    const owner = await context.signup();
    const { reservation } = (await generate(owner.accessToken)).body.data;
    expect((await create(owner.accessToken, { name: 'Once', scopes: ['lists'], reservation })).status).toBe(200);
    const again = await create(owner.accessToken, { name: 'Twice', scopes: ['lists'], reservation });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already/);
    expect((await list(owner.accessToken)).body.data.map((key) => key.name)).toEqual(['Once']);
  });

  it('refuses reservations it did not sign, signed for someone else, or too old', async () => {
    const owner = await context.signup();
    const other = await context.signup();
    const mine = (await generate(owner.accessToken)).body.data.reservation;
    const theirs = (await generate(other.accessToken)).body.data.reservation;
    const forged = [
      // A secret of the caller's own choosing under our signature.
      withPayload(mine, (payload) => {
        payload.hash = createHash('sha256').update('lp_chosenbyme000_x').digest('hex');
      }),
      withPayload(mine, (payload) => {
        payload.expiresAt = Number(payload.expiresAt) + 86_400_000;
      }),
      `${mine.split('.')[0]}.${'A'.repeat(43)}`,
      'not-a-reservation',
      theirs,
    ];
    for (const reservation of forged) {
      const reply = await create(owner.accessToken, { name: 'Forged', scopes: ['lists'], reservation });
      expect(reply.status, reservation).toBe(422);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    const stale = (await generate(owner.accessToken)).body.data.reservation;
    context.clock.advance(11 * 60_000);
    const late = await create(owner.accessToken, { name: 'Late', scopes: ['lists'], reservation: stale });
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/generate a new one/);
    expect((await list(owner.accessToken)).body.data).toEqual([]);
  });

  it('checks the name, the scopes and the expiry', async () => {
    const owner = await context.signup();
    const { reservation } = (await generate(owner.accessToken)).body.data;
    const unknownScope = await create(owner.accessToken, { name: 'X', scopes: ['admin'], reservation });
    expect(unknownScope.status).toBe(400);
    const noScope = await create(owner.accessToken, { name: 'X', scopes: [], reservation });
    expect(noScope.status).toBe(400);
    const past = new Date(context.clock.now().getTime() - 60_000).toISOString();
    const expired = await create(owner.accessToken, { name: 'X', scopes: ['lists'], reservation, expiresAt: past });
    expect(expired.status).toBe(422);
    const later = new Date(context.clock.now().getTime() + 30 * 86_400_000).toISOString();
    const dated = await create(owner.accessToken, { name: 'X', scopes: ['lists'], reservation, expiresAt: later });
    expect(dated.status).toBe(200);
    expect(dated.body.data.expiresAt).toBe(later);
  });
});

describe('who manages keys', () => {
  it('lets owners and admins generate, create and deactivate; members only read the list', async () => {
    const owner = await context.signup();
    const admin = await context.addMember(owner.accessToken, 'admin');
    const member = await context.addMember(owner.accessToken, 'member');
    const { key } = await createApiKey(context, admin.accessToken, { scopes: ['lists'] });
    expect(key.createdBy.id).toBe(admin.userData.id);

    expect((await generate(member.accessToken)).status).toBe(403);
    const reservation = (await generate(owner.accessToken)).body.data.reservation;
    expect((await create(member.accessToken, { name: 'M', scopes: ['lists'], reservation })).status).toBe(403);
    const refused = await context.call('POST', '/api/v1/key/deactivate', {
      token: member.accessToken,
      body: { id: key.id },
    });
    expect(refused.status).toBe(403);
    expect((await list(member.accessToken)).body.data.map((item) => item.id)).toEqual([key.id]);

    const stopped = await context.call<{ data: ApiKey }>('POST', '/api/v1/key/deactivate', {
      token: owner.accessToken,
      body: { id: key.id },
    });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data).toMatchObject({ status: 'deactivated', deactivatedAt: expect.any(String) });
    const again = await context.call<{ data: ApiKey }>('POST', '/api/v1/key/deactivate', {
      token: owner.accessToken,
      body: { id: key.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.deactivatedAt).toBe(stopped.body.data.deactivatedAt);
    const audit = await apiKeyAuditRows(context, owner.userData.organisation.id);
    expect(audit.map((row) => row.action)).toEqual(['api_key.created', 'api_key.deactivated']);
  });

  it("answers 404 for another organisation's key, and changes nothing there", async () => {
    const owner = await context.signup();
    const stranger = await context.signup();
    const { key } = await createApiKey(context, stranger.accessToken, { scopes: ['lists'] });
    const reply = await context.call('POST', '/api/v1/key/deactivate', {
      token: owner.accessToken,
      body: { id: key.id },
    });
    expect(reply.status).toBe(404);
    expect((await list(stranger.accessToken)).body.data[0]?.status).toBe('active');
    expect((await list(owner.accessToken)).body.data).toEqual([]);
  });
});

describe('the API description', () => {
  it('shows each route’s scope with an example key, and the key routes take no key', async () => {
    const reply = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = reply.json() as {
      paths: Record<string, Record<string, Record<string, unknown> & { responses: Record<string, unknown> }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const search = document.paths['/api/v1/people/search']?.post;
    expect(search?.['x-api-key-scope']).toBe('people:search');
    expect(String(search?.description)).toMatch(/Authorization: Bearer lp_/);
    expect(Object.keys(search?.responses ?? {})).toContain('429');
    expect(document.paths['/api/v1/lists/{id}/people']?.post?.['x-api-key-scope']).toBe('lists');
    expect(document.paths['/api/v1/key']?.get?.['x-api-key-scope']).toBeUndefined();
    const scoped = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).filter((operation) => operation['x-api-key-scope']),
    );
    // Webhooks declare theirs in their own module.
    expect([...new Set(scoped.map((operation) => operation['x-api-key-scope']))]).toEqual(
      expect.arrayContaining([
        'people:search',
        'people:reveal',
        'lists',
        'campaigns:prospects',
        'campaigns:results',
        'enrichment',
      ]),
    );
  });
});
