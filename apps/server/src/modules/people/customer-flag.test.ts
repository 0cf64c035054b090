import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubspotCustomers } from '../../db/schema.ts';
import { createSearchFixture, type SearchFixture, search, searchAll } from './people-search-test-support.ts';

let fixture: SearchFixture;
let owner: LoginReply;
let other: LoginReply;

beforeAll(async () => {
  fixture = await createSearchFixture(200, 'people-customers');
  owner = await fixture.context.signup();
  other = await fixture.context.signup();
}, 120_000);
afterAll(() => fixture.context.close());

describe("the CRM's customers in people search", () => {
  it("flags people at a company the organisation's CRM holds as a customer, and only for that organisation", async () => {
    const page = await search(fixture.context, owner.accessToken, { perPage: 20 });
    expect(page.status).toBe(200);
    const target = page.body.data.find((person) => person.company?.domain);
    const domain = target?.company?.domain ?? '';
    expect(domain).not.toBe('');
    expect(page.body.data.some((person) => person.isCustomer)).toBe(false);

    // What a HubSpot sync keeps after pulling a customer company.
    await fixture.context.db.insert(hubspotCustomers).values({
      organisationId: owner.userData.organisation.id,
      kind: 'domain',
      value: domain.toLowerCase(),
      hubspotObjectId: '9001',
      name: 'Customer company',
      lifecycleStage: 'customer',
      seenAt: fixture.context.clock.now(),
    });
    const flagged = await search(fixture.context, owner.accessToken, { perPage: 20 });
    for (const person of flagged.body.data) {
      expect(person.isCustomer === true).toBe(person.company?.domain.toLowerCase() === domain.toLowerCase());
    }
    expect(flagged.body.data.find((person) => person.id === target?.id)?.isCustomer).toBe(true);

    const elsewhere = await search(fixture.context, other.accessToken, { perPage: 20 });
    expect(elsewhere.body.data.some((person) => person.isCustomer)).toBe(false);
  });

  it('leaves the customers out when the search asks to, in the page, the total and the facets', async () => {
    const before = await search(fixture.context, owner.accessToken, { perPage: 100 });
    const everyone = (await searchAll(fixture.context, owner.accessToken, { perPage: 100 })).flatMap(
      (page) => page.data,
    );
    const customers = everyone.filter((person) => person.isCustomer);
    expect(customers.length).toBeGreaterThan(0);
    expect(everyone.length).toBe(before.body.total.value);

    const hidden = await search(fixture.context, owner.accessToken, { perPage: 100, excludeCustomers: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.some((person) => person.isCustomer)).toBe(false);
    expect(hidden.body.total.value).toBe(before.body.total.value - customers.length);
    const facetTotal = (reply: typeof before) =>
      (reply.body.facets?.seniority ?? []).reduce((sum, facet) => sum + facet.count, 0);
    expect(facetTotal(hidden)).toBe(facetTotal(before) - customers.length);

    // Another organisation's search is not narrowed by this organisation's CRM.
    const elsewhere = await search(fixture.context, other.accessToken, { perPage: 100, excludeCustomers: true });
    expect(elsewhere.body.total.value).toBe(before.body.total.value);
  });
});
