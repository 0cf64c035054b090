import type { Database } from '../../db/client.ts';
import { findPersonBasics, loadInsightFacts } from '../people/index.ts';
import type { ProspectFacts } from './ai-writer.ts';

/** News items and technologies a draft may draw on: the newest few are what a reader would recognise. */
const maxNews = 3;
const maxTechnologies = 5;

/**
 * The facts of one prospect the writer is grounded in (their record, company, latest news and
 * surging intent, never email or phone), or undefined when the id names nobody.
 */
export async function loadProspectFacts(db: Database, personId: string, now: Date): Promise<ProspectFacts | undefined> {
  const person = await findPersonBasics(db, personId);
  if (!person) return undefined;
  // The insights read the same record (title, company, news, intent): one definition of those facts.
  const facts = await loadInsightFacts(db, personId, now);
  if (!facts) return undefined;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    fullName: person.fullName,
    title: facts.person.title,
    seniority: facts.person.seniority,
    department: facts.person.department,
    city: person.city,
    country: person.country,
    company: facts.company
      ? {
          name: facts.company.name,
          domain: person.companyDomain ?? '',
          industry: facts.company.industry,
          sizeBand: person.companySizeBand ?? '',
          technologies: facts.company.technologies.slice(0, maxTechnologies),
        }
      : null,
    news: facts.news
      .slice(0, maxNews)
      .map((item) => ({ title: item.title, summary: item.summary, source: item.source })),
    intent: facts.intent.map((item) => ({ topic: item.topic, score: item.score })),
  };
}
