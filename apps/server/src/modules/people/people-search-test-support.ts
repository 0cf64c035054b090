import type { LoginReply, PeopleSearchBody, PeopleSearchReply } from '@leadpilot/contracts';
import { expect } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { days } from '../../platform/clock.ts';
import { grantPurchase } from '../credits/index.ts';
import { startOfWeek } from './generator/dates.ts';
import { generateProspects } from './generator/generate-prospects.ts';
import { insertProspects } from './generator/insert-prospects.ts';
import type { GeneratedCompany, GeneratedIntentSignal, GeneratedPerson } from './generator/prospect-records.ts';

/** The generated data set a search test file works on, kept in memory for independent answers. */
export interface SearchFixture {
  context: TestContext;
  people: GeneratedPerson[];
  companies: Map<string, GeneratedCompany>;
  signals: GeneratedIntentSignal[];
  /** Generation order = insertion order = `sequence` order. */
  position: Map<string, number>;
  /** `YYYY-MM-DD` eight weeks before the test clock: the intent window. */
  intentSince: string;
}

/** A test app with `count` generated people inserted once. */
export async function createSearchFixture(count = 3000, seed = 'people-search'): Promise<SearchFixture> {
  const context = await createTestContext();
  const batches = [...generateProspects({ seed, people: count, asOf: startOfWeek(context.clock.now()) })];
  await insertProspects(context.db, batches);
  const people = batches.flatMap((batch) => batch.people);
  return {
    context,
    people,
    companies: new Map(batches.flatMap((batch) => batch.companies.map((company) => [company.id, company] as const))),
    signals: batches.flatMap((batch) => batch.intentSignals),
    position: new Map(people.map((person, index) => [person.id, index])),
    intentSince: new Date(context.clock.now().getTime() - days(56)).toISOString().slice(0, 10),
  };
}

/** Gives the owner's organisation a Startup (or other) plan purchase. */
export async function buyPlan(context: TestContext, owner: LoginReply, planId: 'startup' | 'growth' = 'startup') {
  await context.db.transaction((tx) =>
    grantPurchase(tx, {
      organisationId: owner.userData.organisation.id,
      userId: owner.userData.id,
      paymentId: crypto.randomUUID(),
      planId,
      credits: 1000,
      now: context.clock.now(),
      reason: `${planId} plan`,
    }),
  );
}

export async function search(context: TestContext, token: string, body: PeopleSearchBody) {
  return context.call<PeopleSearchReply & { message?: string }>('POST', '/api/v1/people/search', { token, body });
}

/** Every page of a search, following `nextCursor`; checks each page's status. */
export async function searchAll(context: TestContext, token: string, body: PeopleSearchBody) {
  const pages: PeopleSearchReply[] = [];
  let cursor: string | undefined;
  do {
    const response = await search(context, token, { ...body, ...(cursor ? { cursor } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    pages.push(response.body);
    cursor = response.body.nextCursor ?? undefined;
  } while (cursor && pages.length < 1000);
  return pages;
}
