import type { AiDraft, LoginReply, RenderedSamples } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { organisationWithCredits } from '../contacts/contacts-test-support.ts';
import { insertCompany, insertNews, insertPerson } from '../extension/extension-test-support.ts';
import { insertInsightRecord } from '../insights/insight-records-test-support.ts';

/**
 * A template written grounded in one prospect, previewed for three others: each reader sees their
 * own news, title and company, never the first prospect's, and "every field has a value" holds
 * only where it is true.
 */

let context: TestContext;
let owner: LoginReply;
let groundedIn: string;
const others: { id: string; news: string | null; company: string }[] = [];

const brief = {
  offer: 'an outreach platform that books more meetings for B2B sales teams',
  audience: 'sales leaders at software companies',
  tone: 'friendly',
  length: 'medium',
  callToAction: 'Book a short call next week',
};
const groundingNews = 'Harbour Analytics is hiring across sales';

beforeAll(async () => {
  context = await createTestContext();
  owner = await organisationWithCredits(context, 5);
  groundedIn = (await insertInsightRecord(context.db, context.clock.now())).personId;
  const readers = [
    {
      name: 'Quayside Freight',
      person: 'Ines Duarte',
      title: 'Head of Sales',
      news: 'Quayside Freight opens an office in Porto',
    },
    { name: 'Larkspur Health', person: 'Tomas Berg', title: 'Sales Director', news: null },
    {
      name: 'Tidewell Labs',
      person: 'Ana Ruiz',
      title: 'VP of Engineering',
      news: 'Tidewell Labs launches new AI features',
    },
  ];
  for (const reader of readers) {
    const company = await insertCompany(context, reader.name);
    if (reader.news) await insertNews(context, company.id, { title: reader.news, publishedAt: '2026-01-05T00:00:00Z' });
    const id = await insertPerson(context, {
      fullName: reader.person,
      companyId: company.id,
      title: reader.title,
      seniority: 'director',
      department: reader.title.includes('Engineering') ? 'engineering' : 'sales',
    });
    others.push({ id, news: reader.news, company: reader.name });
  }
});
afterAll(() => context.close());

describe('a template written grounded in one prospect', () => {
  it('shows each other prospect their own facts, and flags a missing value honestly', async () => {
    const written = await context.call<{ message: string; data: AiDraft }>('POST', '/api/v1/emailtemplate/ai', {
      token: owner.accessToken,
      body: { ...brief, personId: groundedIn },
    });
    expect(written.status).toBe(200);
    const draft = written.body.data;
    expect(draft.factsUsed).toContainEqual(expect.objectContaining({ source: 'news', value: groundingNews }));

    const preview = await context.call<{ data: RenderedSamples }>('POST', '/api/v1/emailtemplate/preview', {
      token: owner.accessToken,
      body: { subject: draft.subject, html: draft.html, personIds: others.map((reader) => reader.id) },
    });
    expect(preview.status).toBe(200);
    const samples = preview.body.data.samples;
    expect(samples.map((sample) => sample.person.id)).toEqual(others.map((reader) => reader.id));
    for (const [index, sample] of samples.entries()) {
      const reader = others[index];
      const shown = `${sample.subject}\n${sample.text}`;
      expect(shown).not.toContain('Harbour');
      expect(shown).not.toContain(groundingNews);
      // "Every field has a value" is shown exactly when no field is missing.
      if (reader?.news) {
        expect(sample.text).toContain(reader.news);
        expect(sample.missingFields).toEqual([]);
      } else {
        expect(sample.missingFields).toEqual(['latest_news']);
        expect(sample.html).toContain('<mark data-missing-field="latest_news">');
      }
    }
  });
});
