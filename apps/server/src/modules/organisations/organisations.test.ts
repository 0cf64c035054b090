import type { Organisation } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('organisation settings', () => {
  it('shows the organisation with its member count', async () => {
    const owner = await context.signup({ organisationName: 'Globex' });
    await context.addMember(owner.accessToken);
    const response = await context.call<{ data: Organisation }>('GET', '/api/v1/organisation', {
      token: owner.accessToken,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ name: 'Globex', memberCount: 2, timeZone: 'UTC' });
  });

  it('saves name, website, domain, country, time zone and postal address with a success message', async () => {
    const owner = await context.signup();
    const address = { line1: '1 Main St', line2: '', city: 'Pune', region: 'MH', postalCode: '411001', country: 'in' };
    const response = await context.call<{ message: string; data: Organisation }>('PUT', '/api/v1/organisation', {
      token: owner.accessToken,
      body: {
        name: 'Initech',
        website: 'https://initech.example',
        domain: 'Initech.Example',
        country: 'in',
        timeZone: 'Asia/Kolkata',
        address,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Organisation settings saved.');
    expect(response.body.data).toMatchObject({
      name: 'Initech',
      domain: 'initech.example',
      country: 'IN',
      timeZone: 'Asia/Kolkata',
      address: { ...address, country: 'IN' },
    });
    const again = await context.call<{ data: Organisation }>('GET', '/api/v1/organisation', {
      token: owner.accessToken,
    });
    expect(again.body.data.address.city).toBe('Pune');
  });

  it('refuses bad values with 400 and a message naming the field, and keeps the old values', async () => {
    const owner = await context.signup({ organisationName: 'Keep Me' });
    const cases = [
      { timeZone: 'Nowhere/Special' },
      { website: 'javascript:alert(1)' },
      { country: 'USA' },
      { domain: 'not a domain' },
      { name: '' },
      { name: 'x'.repeat(161) },
    ];
    for (const body of cases) {
      const response = await context.call<{ message: string }>('PUT', '/api/v1/organisation', {
        token: owner.accessToken,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toContain(Object.keys(body)[0]);
    }
    const after = await context.call<{ data: Organisation }>('GET', '/api/v1/organisation', {
      token: owner.accessToken,
    });
    expect(after.body.data.name).toBe('Keep Me');
  });

  it('lets members read but not change the organisation (403 with a message)', async () => {
    const owner = await context.signup();
    const member = await context.addMember(owner.accessToken);
    expect((await context.call('GET', '/api/v1/organisation', { token: member.accessToken })).status).toBe(200);
    const change = await context.call('PUT', '/api/v1/organisation', {
      token: member.accessToken,
      body: { name: 'Mine' },
    });
    expect(change.status).toBe(403);
    expect(change.body).toMatchObject({ message: 'You do not have permission to do this.', code: 'FORBIDDEN' });
  });
});
