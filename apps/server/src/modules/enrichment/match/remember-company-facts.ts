import { companyKeyOf } from './match-keys.ts';
import type { CompanyRecord, EmailPattern, EnrichmentRecords } from './match-types.ts';

/**
 * Records that read each company's facts once (the company of a domain or of a name key, its
 * email pattern, its intent topics) and answer them again from memory: a file names the same
 * companies row after row. Make one per run of one file, so no answer outlives the run by much;
 * past `limit` companies remembered, it forgets them all and starts again. People and verdicts
 * are always read.
 */
export function rememberCompanyFacts(records: EnrichmentRecords, limit = 100_000): EnrichmentRecords {
  const byDomain = new Map<string, CompanyRecord | null>();
  const byNameKey = new Map<string, CompanyRecord[]>();
  const patterns = new Map<string, EmailPattern | null>();
  const topics = new Map<string, string[]>();
  const makeRoom = () => {
    if (byDomain.size + byNameKey.size + patterns.size + topics.size <= limit) return;
    for (const memory of [byDomain, byNameKey, patterns, topics]) memory.clear();
  };

  return {
    matchPeople: (keys) => records.matchPeople(keys),
    storedEmailStatuses: (addresses) => records.storedEmailStatuses(addresses),

    async companiesByDomainOrName({ domains, nameKeys }) {
      const newDomains = new Set(domains.filter((domain) => !byDomain.has(domain)));
      const newNameKeys = [...new Set(nameKeys)].filter((key) => !byNameKey.has(key));
      if (newDomains.size > 0 || newNameKeys.length > 0) {
        makeRoom();
        const found = await records.companiesByDomainOrName({ domains: [...newDomains], nameKeys: newNameKeys });
        for (const domain of newDomains) byDomain.set(domain, null);
        for (const key of newNameKeys) byNameKey.set(key, []);
        for (const company of found) {
          if (newDomains.has(company.domain)) byDomain.set(company.domain, company);
          const same = byNameKey.get(companyKeyOf(company.name));
          if (same && !same.some((other) => other.id === company.id)) same.push(company);
        }
      }
      const answer = new Map<string, CompanyRecord>();
      for (const domain of domains) {
        const company = byDomain.get(domain);
        if (company) answer.set(company.id, company);
      }
      for (const key of nameKeys) for (const company of byNameKey.get(key) ?? []) answer.set(company.id, company);
      return [...answer.values()];
    },

    async emailPatterns(domains) {
      const unknown = [...new Set(domains)].filter((domain) => !patterns.has(domain));
      if (unknown.length > 0) {
        makeRoom();
        const found = await records.emailPatterns(unknown);
        for (const domain of unknown) patterns.set(domain, found.get(domain) ?? null);
      }
      const answer = new Map<string, EmailPattern>();
      for (const domain of domains) {
        const pattern = patterns.get(domain);
        if (pattern) answer.set(domain, pattern);
      }
      return answer;
    },

    async intentTopics(companyIds) {
      const unknown = [...new Set(companyIds)].filter((id) => !topics.has(id));
      if (unknown.length > 0) {
        makeRoom();
        const found = await records.intentTopics(unknown);
        for (const id of unknown) topics.set(id, found.get(id) ?? []);
      }
      const answer = new Map<string, string[]>();
      for (const id of companyIds) {
        const list = topics.get(id);
        if (list && list.length > 0) answer.set(id, list);
      }
      return answer;
    },
  };
}
