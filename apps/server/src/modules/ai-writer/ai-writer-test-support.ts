import { generateProspects } from '../people/index.ts';
import type { ProspectFacts } from './ai-writer.ts';

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/**
 * The writer's inputs for `count` generated prospects (their record, company, three latest news and
 * three strongest intent topics), as `loadProspectFacts` would read them from the database: the
 * rubric test's and the AI-drafts benchmark's prospects, built in memory.
 */
export function generatedProspectFacts(seed: string, count: number): ProspectFacts[] {
  const prospects: ProspectFacts[] = [];
  for (const batch of generateProspects({ seed, people: count, asOf: new Date('2026-11-23T00:00:00Z') })) {
    const companies = new Map(batch.companies.map((company) => [company.id, company]));
    const news = groupBy(
      batch.companyNews.toSorted((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()),
      (item) => item.companyId,
    );
    const intent = groupBy(
      batch.intentSignals.toSorted((a, b) => b.score - a.score),
      (item) => item.companyId,
    );
    for (const person of batch.people) {
      const company = person.companyId ? companies.get(person.companyId) : undefined;
      prospects.push({
        firstName: person.firstName,
        lastName: person.lastName,
        fullName: person.fullName,
        title: person.title,
        seniority: person.seniority,
        department: person.department,
        city: person.city,
        country: person.country,
        company: company
          ? {
              name: company.name,
              domain: company.domain,
              industry: company.industry,
              sizeBand: company.sizeBand,
              technologies: company.technologies.slice(0, 5),
            }
          : null,
        news: (news.get(person.companyId ?? '') ?? [])
          .slice(0, 3)
          .map(({ title, summary, source }) => ({ title, summary, source })),
        intent: (intent.get(person.companyId ?? '') ?? []).slice(0, 3).map(({ topic, score }) => ({ topic, score })),
      });
    }
  }
  return prospects.slice(0, count);
}
