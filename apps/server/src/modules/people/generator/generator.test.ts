import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../test/harness.ts';
import { generateProspects, insertProspects, type ProspectBatch } from './index.ts';

const asOf = new Date('2026-03-02T00:00:00Z');

function collect(seed: string | number, people: number, batchSize?: number): ProspectBatch[] {
  return [...generateProspects({ seed, people, asOf, ...(batchSize ? { batchSize } : {}) })];
}

const firstAndLast = (batches: ProspectBatch[]) => {
  const people = batches.flatMap((batch) => batch.people);
  const companies = batches.flatMap((batch) => batch.companies);
  return JSON.stringify([people[0], people.at(-1), companies[0], companies.at(-1)]);
};

describe('the prospect generator', () => {
  it('gives byte-identical data, ids included, for the same seed and count', () => {
    const once = collect(42, 2500);
    const again = collect(42, 2500);
    expect(firstAndLast(again)).toBe(firstAndLast(once));
    expect(JSON.stringify(again)).toBe(JSON.stringify(once));
  });

  it('gives different data for different seeds', () => {
    const a = collect(1, 500).flatMap((batch) => batch.people);
    const b = collect(2, 500).flatMap((batch) => batch.people);
    expect(a[0]?.id).not.toBe(b[0]?.id);
    expect(a.at(-1)?.id).not.toBe(b.at(-1)?.id);
    expect(JSON.stringify(a.map((person) => person.fullName))).not.toBe(
      JSON.stringify(b.map((person) => person.fullName)),
    );
  });

  it('streams batches of about the batch size and gives exactly the people asked for', () => {
    const batches = collect(7, 5321, 1000);
    expect(batches.flatMap((batch) => batch.people)).toHaveLength(5321);
    for (const batch of batches.slice(0, -1)) {
      expect(batch.people.length).toBeGreaterThanOrEqual(1000);
      expect(batch.people.length).toBeLessThan(1040);
    }
    // The batch size only cuts the stream; the records are the same.
    expect(JSON.stringify(collect(7, 5321, 250).flatMap((batch) => batch.people))).toBe(
      JSON.stringify(batches.flatMap((batch) => batch.people)),
    );
    expect(collect(7, 0)).toEqual([]);
  });

  it('makes plausible records in roughly the promised shares', () => {
    const batches = collect('shares', 6000);
    const people = batches.flatMap((batch) => batch.people);
    const companies = batches.flatMap((batch) => batch.companies);
    const share = (count: number) => count / people.length;
    const status = (value: string) => share(people.filter((person) => person.emailStatus === value).length);
    expect(status('verified')).toBeCloseTo(0.7, 1);
    expect(status('risky')).toBeCloseTo(0.15, 1);
    expect(status('invalid')).toBeCloseTo(0.05, 1);
    expect(status('unknown')).toBeCloseTo(0.1, 1);
    expect(share(people.filter((person) => person.phone).length)).toBeCloseTo(0.6, 1);
    expect(people.length / companies.length).toBeGreaterThan(8);
    expect(people.length / companies.length).toBeLessThan(16);
    const companiesWithIntent = new Set(
      batches.flatMap((batch) => batch.intentSignals.map((signal) => signal.companyId)),
    );
    expect(companiesWithIntent.size / companies.length).toBeCloseTo(0.3, 1);
    const posters = new Set(batches.flatMap((batch) => batch.socialPosts.map((post) => post.personId)));
    expect(posters.size / people.length).toBeCloseTo(0.4, 1);
    expect(new Set(companies.map((company) => company.domain)).size).toBe(companies.length);
    expect(new Set(people.map((person) => person.id)).size).toBe(people.length);
    expect(new Set(people.map((person) => person.email)).size).toBe(people.length);
    for (const person of people) {
      const company = companies.find((entry) => entry.id === person.companyId);
      expect(person.email).toBe(`${person.email?.split('@')[0]}@${company?.domain}`);
      expect(person.email).toMatch(/^[a-z0-9]+\.[a-z0-9]+@[a-z0-9.]+$/);
      expect(person.provenance.email?.source).toBeTruthy();
    }
  });

  it('inserts batches, people in generation order', async () => {
    const context = await createTestContext();
    try {
      const batches = collect('insert', 1200);
      const progress = await insertProspects(context.db, batches);
      expect(progress.people).toBe(1200);
      const rows = await context.database.query<{ id: string }>('select id from people order by sequence');
      expect(rows.map((row) => row.id)).toEqual(batches.flatMap((batch) => batch.people.map((person) => person.id)));
      const [counts] = await context.database.query<{ signals: number; news: number; posts: number }>(
        `select (select count(*)::int from intent_signals) as signals, (select count(*)::int from company_news) as news,
                (select count(*)::int from social_posts) as posts`,
      );
      expect(counts).toEqual({
        signals: batches.reduce((sum, batch) => sum + batch.intentSignals.length, 0),
        news: batches.reduce((sum, batch) => sum + batch.companyNews.length, 0),
        posts: batches.reduce((sum, batch) => sum + batch.socialPosts.length, 0),
      });
    } finally {
      await context.close();
    }
  });
});
