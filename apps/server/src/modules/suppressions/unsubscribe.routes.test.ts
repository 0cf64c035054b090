import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/harness.ts';
import { suppressions } from '../../db/schema.ts';
import { isSuppressed } from './suppression-list.ts';
import { unsubscribeMessages } from './unsubscribe.service.ts';

const context = await createTestContext({ config: { LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '5' } });
afterAll(() => context.close());

const ours = await context.signup({ organisationName: 'Acme Outbound' });
const theirs = await context.signup({ organisationName: 'Other Outbound' });
const ourId = ours.userData.organisation.id;
const theirId = theirs.userData.organisation.id;
const { unsubscribe } = context.app.services;

/** Each test mails a new address, so no test depends on another's suppressions. */
async function linksFor(organisationId: string, email = `prospect-${randomUUID()}@globex.example`) {
  const links = await unsubscribe.unsubscribeLinks({ organisationId, email, enrolmentId: randomUUID() });
  return { ...links, email, path: (url: string) => url.replace(context.config.APP_URL, '') };
}

async function rowsFor(organisationId: string) {
  return context.db.select().from(suppressions).where(eq(suppressions.organisationId, organisationId));
}

/** Every request from its own address, so the per-address throttle only meets the test that is about it. */
let nextAddress = 1;
const fromNewAddress = () => ({ remoteAddress: `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` });

/** A JSON POST as a page or an app would send it. */
async function postJson(body: unknown) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/callback/unsubscribe',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    ...fromNewAddress(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('POST /api/v1/callback/unsubscribe', () => {
  it('honours a one-click POST exactly as RFC 8058 sends it: form body, token in the URL, no cookie or sign-in', async () => {
    const links = await linksFor(ourId);
    const response = await context.app.inject({
      method: 'POST',
      url: links.path(links.oneClickUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      ...fromNewAddress(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        scope: 'email',
        organisationName: 'Acme Outbound',
        maskedEmail: expect.stringMatching(/^p\*\*\*@globex\.example$/),
      },
    });
    expect(await isSuppressed(context.db, ourId, links.email)).toBe(true);
    const [row] = (await rowsFor(ourId)).filter((entry) => entry.value === links.email);
    expect(row).toMatchObject({ kind: 'email', reason: 'unsubscribed', source: 'one-click' });
  });

  it('answers 200 again for the same link, and the list keeps one row', async () => {
    const links = await linksFor(ourId);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: links.path(links.oneClickUrl),
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        payload: 'List-Unsubscribe=One-Click',
        ...fromNewAddress(),
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await rowsFor(ourId)).filter((entry) => entry.value === links.email)).toHaveLength(1);
  });

  it('refuses a tampered or made-up token with 400 and a message, and suppresses nobody', async () => {
    const links = await linksFor(ourId);
    const token = links.token;
    const middle = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, middle)}${token[middle] === 'A' ? 'B' : 'A'}${token.slice(middle + 1)}`;
    for (const bad of [tampered, 'not-a-token', `${token}x`]) {
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/v1/callback/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
        ...fromNewAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: unsubscribeMessages.invalidLink, code: 'BAD_REQUEST' });
    }
    const missing = await postJson({});
    expect(missing.status).toBe(400);
    expect(await isSuppressed(context.db, ourId, links.email)).toBe(false);
  });

  it('refuses any other form body with 415: only the one-click body comes as a form', async () => {
    const links = await linksFor(ourId);
    const response = await context.app.inject({
      method: 'POST',
      url: links.path(links.oneClickUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click&scope=domain',
      ...fromNewAddress(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toContain('List-Unsubscribe=One-Click');
    expect(await isSuppressed(context.db, ourId, links.email)).toBe(false);
  });

  it('takes a JSON body with the token and scope domain: everyone at the address’s domain is suppressed', async () => {
    const links = await linksFor(ourId, `cfo@initrode-${randomUUID().slice(0, 8)}.example`);
    const domain = links.email.split('@')[1] ?? '';
    const response = await postJson({ token: links.token, scope: 'domain' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: { scope: 'domain', domain } });
    expect(await isSuppressed(context.db, ourId, links.email)).toBe(true);
    expect(await isSuppressed(context.db, ourId, `ceo@${domain}`)).toBe(true);
    expect(await isSuppressed(context.db, theirId, `ceo@${domain}`)).toBe(false);
  });

  it('refuses scope domain for a public mail service with 422, and suppresses nothing', async () => {
    const links = await linksFor(ourId, `someone-${randomUUID().slice(0, 8)}@gmail.com`);
    const response = await postJson({ token: links.token, scope: 'domain' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: unsubscribeMessages.domainNotAllowed });
    expect(await isSuppressed(context.db, ourId, links.email)).toBe(false);
    expect(await isSuppressed(context.db, ourId, `another-${randomUUID()}@gmail.com`)).toBe(false);
  });

  it('suppresses in the organisation the link belongs to, never in another one', async () => {
    const email = `shared-${randomUUID()}@globex.example`;
    const theirLinks = await linksFor(theirId, email);
    const response = await postJson({ token: theirLinks.token });
    expect(response.status).toBe(200);
    expect(await isSuppressed(context.db, theirId, email)).toBe(true);
    expect(await isSuppressed(context.db, ourId, email)).toBe(false);
  });

  it('throttles an address that keeps sending bad tokens (429), while it lasts', async () => {
    const from = fromNewAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v1/callback/unsubscribe?token=guess',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
        ...from,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
  });
});

describe('GET /api/v1/callback/unsubscribe', () => {
  it('tells whom the link is for and changes nothing (a link scanner’s GET unsubscribes nobody)', async () => {
    const links = await linksFor(ourId);
    const before = await rowsFor(ourId);
    for (const accept of ['*/*', 'application/json']) {
      const response = await context.app.inject({
        method: 'GET',
        url: links.path(links.oneClickUrl),
        headers: { accept },
        ...fromNewAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          maskedEmail: expect.stringMatching(/^p\*\*\*@globex\.example$/),
          domain: 'globex.example',
          organisationName: 'Acme Outbound',
          domainScopeAllowed: true,
          alreadyUnsubscribed: false,
        },
      });
    }
    const page = await context.app.inject({ method: 'GET', url: links.path(links.url), ...fromNewAddress() });
    expect(page.statusCode).toBe(200);
    expect(await rowsFor(ourId)).toEqual(before);
    expect(await isSuppressed(context.db, ourId, links.email)).toBe(false);
  });

  it('sends a browser on to the page that asks to confirm', async () => {
    const links = await linksFor(ourId);
    const response = await context.app.inject({
      method: 'GET',
      url: links.path(links.oneClickUrl),
      headers: { accept: 'text/html,application/xhtml+xml' },
      ...fromNewAddress(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(links.path(links.url));
    expect(await isSuppressed(context.db, ourId, links.email)).toBe(false);
  });

  it('answers a bad token with 400 and a message', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/callback/unsubscribe?token=nope',
      ...fromNewAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(unsubscribeMessages.invalidLink);
  });
});

describe('the unsubscribe page without JavaScript, over HTTP', () => {
  it('shows a form whose plain POST unsubscribes and answers a confirmation page', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
    const links = await linksFor(ourId, `buyer@hooli-${randomUUID().slice(0, 8)}.example`);
    const domain = links.email.split('@')[1] ?? '';

    const page = await fetch(`${origin}${links.path(links.url)}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Acme Outbound');
    expect(html).toContain(`b***@${domain}`);
    expect(html).not.toContain(links.email);
    expect(html).not.toContain('<script');
    expect(await isSuppressed(context.db, ourId, links.email)).toBe(false);

    // What a browser submits: every named field of the form, the checkbox ticked.
    const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
    expect(form?.[1]).toBe('/unsubscribe');
    const fields = new URLSearchParams();
    for (const input of form?.[2]?.matchAll(/<input type="(hidden|checkbox)" name="([^"]+)" value="([^"]*)"/g) ?? []) {
      fields.append(input[2] ?? '', (input[3] ?? '').replaceAll('&#38;', '&'));
    }
    expect(fields.get('scope')).toBe('domain');
    const done = await fetch(`${origin}${form?.[1]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(done.status).toBe(200);
    const confirmation = await done.text();
    expect(confirmation).toContain('You are unsubscribed');
    expect(confirmation).toContain(`anyone else at <strong>${domain}</strong>`);
    expect(await isSuppressed(context.db, ourId, links.email)).toBe(true);
    expect(await isSuppressed(context.db, ourId, `intern@${domain}`)).toBe(true);
    const rows = (await rowsFor(ourId)).filter((row) => row.value === links.email || row.value === domain);
    expect(rows.map((row) => `${row.kind} ${row.source}`).sort()).toEqual([
      'domain unsubscribe page',
      'email unsubscribe page',
    ]);

    // Sent again (back button, double click): the same confirmation.
    const again = await fetch(`${origin}/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('You are unsubscribed');
  });

  it('shows the error in the page for a bad or missing token', async () => {
    for (const url of ['/unsubscribe?token=tampered', '/unsubscribe']) {
      const response = await context.app.inject({ method: 'GET', url, ...fromNewAddress() });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('This unsubscribe link is not valid.');
      expect(response.body).not.toContain('<form');
    }
    const posted = await context.app.inject({
      method: 'POST',
      url: '/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=tampered',
      ...fromNewAddress(),
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('This unsubscribe link is not valid.');
  });
});
