import { afterAll, describe, expect, it } from 'vitest';
import { startHubspotLoopback } from '../../../test/hubspot-loopback.ts';
import { createOutboundGuard } from '../../platform/outbound/outbound-guard.ts';
import { loopbackAllowedGuard } from '../../platform/outbound/outbound-test-support.ts';
import { createHubspotApi } from './hubspot-api.ts';
import { HubspotApiError, hubspotRequest, retryAfterSecondsOf } from './hubspot-request.ts';

const hubspot = await startHubspotLoopback();
afterAll(() => hubspot.close());

const app = { clientId: hubspot.clientId, clientSecret: hubspot.clientSecret };
const redirectUri = 'http://leadpilot.test/connect/callback';
const waits: number[] = [];
const transport = {
  guard: loopbackAllowedGuard(),
  apiUrl: hubspot.url,
  timeoutMs: 5000,
  wait: async (ms: number) => {
    waits.push(ms);
  },
};
const api = createHubspotApi(transport, app);

async function accessToken() {
  const grant = await api.exchangeCode({
    code: hubspot.authorize({ clientId: app.clientId, redirectUri }),
    redirectUri,
  });
  return grant.accessToken;
}

describe('the HubSpot client against a loopback speaking HubSpot', () => {
  it('exchanges a code, reads the account it belongs to and renews the access token', async () => {
    const code = hubspot.authorize({ clientId: app.clientId, redirectUri });
    const grant = await api.exchangeCode({ code, redirectUri });
    expect(grant.expiresInSeconds).toBe(1800);
    expect(await api.tokenInfo(grant.accessToken)).toMatchObject({ hubId: hubspot.hubId });
    // A code works once, as at HubSpot.
    await expect(api.exchangeCode({ code, redirectUri })).rejects.toMatchObject({
      status: 400,
      category: 'BAD_AUTH_CODE',
    });
    const renewed = await api.refresh(grant.refreshToken);
    expect(renewed.accessToken).not.toBe(grant.accessToken);
    await expect(api.refresh('not-a-refresh-token')).rejects.toMatchObject({ category: 'BAD_REFRESH_TOKEN' });
  });

  it('upserts contacts by email: the same address twice is one contact, updated', async () => {
    const token = await accessToken();
    const first = await api.upsertContacts(token, [
      { email: 'dana@upsert.example', properties: { firstname: 'Dana' } },
    ]);
    const second = await api.upsertContacts(token, [{ email: 'dana@upsert.example', properties: { jobtitle: 'CTO' } }]);
    expect(second[0]?.id).toBe(first[0]?.id);
    expect(first[0]?.new).toBe(true);
    expect(second[0]?.new).toBe(false);
    const found = await api.searchContacts(token, {
      filters: [{ propertyName: 'email', operator: 'EQ', value: 'dana@upsert.example' }],
      properties: ['email', 'jobtitle', 'firstname'],
    });
    expect(found.results).toHaveLength(1);
    expect(found.results[0]?.properties).toMatchObject({ firstname: 'Dana', jobtitle: 'CTO' });
  });

  it("finds a contact's engagements by association, page by page, and no one else's", async () => {
    const token = await accessToken();
    const [mine, other] = await api.upsertContacts(token, [
      { email: 'pages@engaged.example', properties: {} },
      { email: 'other@engaged.example', properties: {} },
    ]);
    if (!mine || !other) throw new Error('the upsert answered no contact');
    const at = (index: number) => new Date(Date.UTC(2026, 10, 2, 9, index)).toISOString();
    for (let index = 0; index < 103; index += 1) {
      await api.createEngagement(token, {
        objectType: 'emails',
        contactId: mine.id,
        properties: { hs_timestamp: at(index), hs_email_direction: 'EMAIL', hs_email_subject: `Step ${index}` },
      });
    }
    await api.createEngagement(token, {
      objectType: 'emails',
      contactId: other.id,
      properties: { hs_timestamp: at(0), hs_email_direction: 'EMAIL', hs_email_subject: 'Not theirs' },
    });
    const found = await api.engagementsOfContact(token, {
      objectType: 'emails',
      contactId: mine.id,
      properties: ['hs_timestamp', 'hs_email_subject'],
    });
    expect(found).toHaveLength(103);
    expect(found.at(-1)?.properties).toEqual({ hs_timestamp: at(102), hs_email_subject: 'Step 102' });
    expect(found.some((email) => email.properties.hs_email_subject === 'Not theirs')).toBe(false);
    const onePage = await api.engagementsOfContact(token, {
      objectType: 'emails',
      contactId: mine.id,
      properties: ['hs_timestamp'],
      pages: 1,
    });
    expect(onePage).toHaveLength(100);
    expect(
      await api.engagementsOfContact(token, { objectType: 'meetings', contactId: mine.id, properties: [] }),
    ).toEqual([]);
  });

  it('is refused as HubSpot refuses a malformed batch: 400 with its category and message', async () => {
    const token = await accessToken();
    const duplicate = api.upsertContacts(token, [
      { email: 'twice@batch.example', properties: {} },
      { email: 'twice@batch.example', properties: {} },
    ]);
    await expect(duplicate).rejects.toMatchObject({ status: 400, category: 'VALIDATION_ERROR' });
    await expect(duplicate).rejects.toThrow(/Duplicate IDs/);
    const unknownProperty = api.upsertContacts(token, [{ email: 'x@batch.example', properties: { shoe_size: '42' } }]);
    await expect(unknownProperty).rejects.toThrow(/PROPERTY_DOESNT_EXIST/);
    const empty = hubspotRequest(transport, {
      method: 'POST',
      path: '/crm/v3/objects/contacts/batch/upsert',
      accessToken: token,
      json: { inputs: [] },
    });
    await expect(empty).rejects.toBeInstanceOf(HubspotApiError);
  });

  it('waits out a 429 for as long as Retry-After says, then succeeds; gives up past its retries', async () => {
    const token = await accessToken();
    waits.length = 0;
    hubspot.rateLimit(2, 3);
    const page = await api.listCompanies(token);
    expect(page.results).toEqual([]);
    expect(waits).toEqual([3000, 3000]);
    hubspot.rateLimit(10, 1);
    await expect(api.listCompanies(token)).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(waits).toHaveLength(2 + 3);
    hubspot.rateLimit(0, 1);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSecondsOf('7')).toBe(7);
    expect(retryAfterSecondsOf(new Date(Date.UTC(2030, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(30);
    expect(retryAfterSecondsOf(undefined)).toBe(10);
  });

  it('never reaches HubSpot on loopback under the default outbound policy', async () => {
    const before = hubspot.calls.length;
    const guarded = createHubspotApi({ guard: createOutboundGuard(), apiUrl: hubspot.url, timeoutMs: 2000 }, app);
    const refusal = guarded.exchangeCode({ code: 'any', redirectUri });
    await expect(refusal).rejects.toMatchObject({ status: 0, category: 'refused' });
    await expect(guarded.tokenInfo('token')).rejects.toMatchObject({ category: 'refused' });
    expect(hubspot.calls.length).toBe(before);
  });
});
