import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { type Clock, systemClock } from '../../../platform/clock.ts';
import { findStoredStatuses } from '../../email-verification/index.ts';
import { intentWindowStart, surgingIntentByCompany } from '../../people/index.ts';
import { derivePattern } from './email-patterns.ts';
import { companyKeySql, linkedinSlugSql, nameKeySql } from './match-keys.ts';
import type { CompanyRecord, EmailPattern, EnrichmentRecords, MatchKeys, PersonCandidate } from './match-types.ts';

/**
 * The most records one look-up reads for one row (enough to tell a match from an ambiguous one).
 * The limit also keeps every look-up a probe of its index: without it the planner may join the
 * whole batch by hashing every company's name key, which costs more than the probes.
 */
const lookupLimit = 20;

/** What a match reads of a person, taken in the look-up itself (the index probe reads the row anyway). */
const personColumns = sql.raw(
  'p.id, p.first_name, p.last_name, p.full_name, p.title, p.seniority, p.email, p.email_status, p.phone, p.phone_status, p.linkedin_url, p.company_id',
);

/** Verified addresses read per company to derive its pattern. */
const patternSamplesPerCompany = 12;

interface PatternSample {
  email: string;
  firstName: string;
  lastName: string;
}

const textArray = (values: readonly string[]) => sql`${sql.param([...new Set(values)])}::text[]`;

/** A company as `CompanyRecord`'s JSON, from the companies row `alias`. */
const companyJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'domain', ${alias}.domain,
    'industry', ${alias}.industry, 'employeeCount', ${alias}.employee_count, 'sizeBand', ${alias}.size_band,
    'country', ${alias}.country, 'region', ${alias}.region, 'city', ${alias}.city)`);

/**
 * Runs a query whose rows are one JSON text each (`record`) and answers the parsed values. Both
 * drivers then decode one field a row instead of a dozen (on PGlite, decoding fields and JSON
 * values costs more than the query itself), and JSON.parse does the rest at once.
 */
async function jsonRecords<Value>(db: Database, query: SQL): Promise<Value[]> {
  const rows = await queryRows<{ record: string }>(db, query);
  return rows.map((row): Value => JSON.parse(row.record));
}

/**
 * The enrichment records on Leadpilot's own database. People are found in one statement of index
 * probes: by LinkedIn slug and lower-cased email; then, for the rows neither found, by name key
 * within the company of the row's domain, or, when that domain is no known company's, within the
 * companies of its company name key. What the name rules leave out there could only repeat what a
 * stronger rule found (pick-match.ts drops a name + company match that contradicts a known domain).
 */
export function createDrizzleEnrichmentRecords(db: Database, options: { clock?: Clock } = {}): EnrichmentRecords {
  const clock = options.clock ?? systemClock;
  return {
    async matchPeople(keys) {
      const rows = keys.filter(
        (key) => key.linkedinSlug || key.email || (key.nameKey && (key.domain || key.companyKey)),
      );
      if (rows.length === 0) return [];
      const column = (pick: (key: MatchKeys) => string | null) => sql`${sql.param(rows.map(pick))}::text[]`;
      return jsonRecords<PersonCandidate>(
        db,
        sql`with input as materialized (
              select * from unnest(${sql.param(rows.map((row) => row.index))}::int[],
                ${column((row) => row.linkedinSlug)}, ${column((row) => row.email)}, ${column((row) => row.nameKey)},
                ${column((row) => row.domain)}, ${column((row) => row.companyKey)})
                as i(index, "linkedinSlug", email, "nameKey", domain, "companyKey")
            ),
            exact as (
              select i.index, 'linkedin' as rule, p.* from input i
                cross join lateral (select ${personColumns} from people p
                  where ${sql.raw(linkedinSlugSql('p.linkedin_url'))} = i."linkedinSlug" limit ${lookupLimit}) p
                where i."linkedinSlug" is not null
              union all
              select i.index, 'email', p.* from input i
                cross join lateral (select ${personColumns} from people p where lower(p.email) = i.email
                  limit ${lookupLimit}) p
                where i.email is not null
            ),
            named as materialized (
              select i.index, i."nameKey", i."companyKey", d.id as domain_company_id from input i
                left join lateral (select c.id from companies c where c.domain = i.domain limit 1) d on true
                where i."nameKey" is not null and (i.domain is not null or i."companyKey" is not null)
                  and not exists (select 1 from exact e where e.index = i.index)
            ),
            found as (
              select * from exact
              union all
              select n.index, 'name_domain', p.* from named n
                cross join lateral (select ${personColumns} from people p
                  where p.company_id = n.domain_company_id and ${sql.raw(nameKeySql('p.full_name'))} = n."nameKey"
                  limit ${lookupLimit}) p
                where n.domain_company_id is not null
              union all
              select n.index, 'name_company', p.* from named n
                cross join lateral (select c.id from companies c
                  where ${sql.raw(companyKeySql('c.name'))} = n."companyKey" limit ${lookupLimit}) c
                cross join lateral (select ${personColumns} from people p
                  where p.company_id = c.id and ${sql.raw(nameKeySql('p.full_name'))} = n."nameKey"
                  limit ${lookupLimit}) p
                where n.domain_company_id is null and n."companyKey" is not null
            )
            select json_build_object('index', f.index, 'rule', f.rule, 'person', json_build_object(
                'id', f.id, 'firstName', f.first_name, 'lastName', f.last_name, 'fullName', f.full_name,
                'title', f.title, 'seniority', f.seniority, 'email', lower(f.email), 'emailStatus', f.email_status,
                'phone', f.phone, 'phoneStatus', f.phone_status, 'linkedinUrl', f.linkedin_url,
                'company', case when c.id is null then null else ${companyJson('c')} end))::text as record
            from found f
            left join lateral (select * from companies c where c.id = f.company_id limit 1) c on true`,
      );
    },

    async companiesByDomainOrName({ domains, nameKeys }) {
      if (domains.length === 0 && nameKeys.length === 0) return [];
      return jsonRecords<CompanyRecord>(
        db,
        sql`select ${companyJson('c')}::text as record
            from unnest(${textArray(domains)}) as d(domain)
            cross join lateral (select * from companies c where c.domain = d.domain limit 1) c
            union all
            select ${companyJson('c')}::text
            from unnest(${textArray(nameKeys)}) as k(name_key)
            cross join lateral (select * from companies c
              where ${sql.raw(companyKeySql('c.name'))} = k.name_key limit 2) c`,
      );
    },

    async emailPatterns(domains) {
      const patterns = new Map<string, EmailPattern>();
      if (domains.length === 0) return patterns;
      const companies = await jsonRecords<{ domain: string; samples: PatternSample[] }>(
        db,
        sql`select json_build_object('domain', c.domain, 'samples', s.samples)::text as record
            from unnest(${textArray(domains)}) as d(domain)
            join companies c on c.domain = d.domain
            cross join lateral (
              select json_agg(json_build_object('email', lower(p.email), 'firstName', p.first_name,
                       'lastName', p.last_name)) as samples
              from (select p.email, p.first_name, p.last_name from people p
                    where p.company_id = c.id and p.email_status = 'verified'
                      and lower(split_part(p.email, '@', 2)) = c.domain
                    limit ${patternSamplesPerCompany}) as p
            ) as s
            where s.samples is not null`,
      );
      for (const { domain, samples } of companies) {
        const pattern = derivePattern(samples);
        if (pattern) patterns.set(domain, pattern);
      }
      return patterns;
    },

    async intentTopics(companyIds) {
      const byCompany = await surgingIntentByCompany(db, [...new Set(companyIds)], intentWindowStart(clock.now()));
      return new Map([...byCompany].map(([companyId, topics]) => [companyId, topics.map((topic) => topic.topic)]));
    },

    storedEmailStatuses: (addresses) => findStoredStatuses(db, addresses),
  };
}
