import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../test/harness.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { createManualClock } from '../../../platform/clock.ts';
import {
  createDrizzleEnrichmentRecords,
  type EnrichmentRecords,
  type EnrichmentRow,
  matchAndFill,
  rememberCompanyFacts,
} from './index.ts';
import { companyKeyOf, companyKeySql, linkedinSlugOf, linkedinSlugSql, nameKeyOf, nameKeySql } from './match-keys.ts';
import { ann, mary, seedMatchScenario } from './match-test-support.ts';

const clock = createManualClock(new Date('2026-03-04T09:00:00Z'));
let database: DatabaseHandle;
let records: EnrichmentRecords;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedMatchScenario(database.db, clock.now());
  records = createDrizzleEnrichmentRecords(database.db, { clock });
});

afterAll(async () => {
  await database.close();
});

describe('batches', () => {
  it('answers a batch of 600 rows in five calls to the records (never one a row), rows in order', async () => {
    const calls: string[] = [];
    const counted =
      <Args extends unknown[], Result>(name: string, call: (...args: Args) => Result) =>
      (...args: Args): Result => {
        calls.push(name);
        return call(...args);
      };
    const counting: EnrichmentRecords = {
      matchPeople: counted('matchPeople', records.matchPeople),
      companiesByDomainOrName: counted('companies', records.companiesByDomainOrName),
      emailPatterns: counted('patterns', records.emailPatterns),
      intentTopics: counted('intent', records.intentTopics),
      storedEmailStatuses: counted('verdicts', records.storedEmailStatuses),
    };
    const rows: EnrichmentRow[] = Array.from({ length: 600 }, (_, index) => ({
      rowNumber: 1000 + index,
      ...(index % 3 === 0
        ? { fullName: 'Mary Major', domain: 'acme.com' }
        : index % 3 === 1
          ? { email: 'ann.lee@acme.com' }
          : { fullName: `Person ${index}`, domain: 'hooli.com' }),
    }));
    const enriched = await matchAndFill(counting, rows);
    expect(calls.sort()).toEqual(['companies', 'intent', 'matchPeople', 'patterns', 'verdicts']);
    expect(enriched.map((row) => row.rowNumber)).toEqual(rows.map((row) => row.rowNumber));
    expect(enriched.map((row) => row.match.personId ?? row.match.outcome).slice(0, 3)).toEqual([
      mary.id,
      ann.id,
      'company',
    ]);
  });

  it('reads each company once in a run when told to remember, and answers the same', async () => {
    const asked: string[] = [];
    const counting: EnrichmentRecords = {
      ...records,
      companiesByDomainOrName: (request) => {
        asked.push(...request.domains, ...request.nameKeys);
        return records.companiesByDomainOrName(request);
      },
      emailPatterns: (domains) => {
        asked.push(...domains.map((domain) => `pattern:${domain}`));
        return records.emailPatterns(domains);
      },
    };
    const remembering = rememberCompanyFacts(counting);
    const rows: EnrichmentRow[] = [
      { rowNumber: 1, fullName: 'Dinesh Chugtai', domain: 'hooli.com' },
      { rowNumber: 2, fullName: 'Milton Waddams', company: 'Initech' },
      { rowNumber: 3, fullName: 'Alice Wesker', company: 'Umbrella' },
    ];
    const first = await matchAndFill(remembering, rows);
    const second = await matchAndFill(remembering, rows);
    expect(second).toEqual(first);
    expect(first).toEqual(await matchAndFill(records, rows));
    expect(asked.sort()).toEqual(['hooli.com', 'initech', 'pattern:hooli.com', 'pattern:initech.com', 'umbrella']);
  });
});

const keyNames = [
  'Jane  Doe',
  ' MARY-Ann  O’Neil ',
  "Jean-Luc d'Artagnan",
  'Zoë Müller',
  'ÉMILE Zola',
  'dr. john a. smith, jr.',
  'tab\tseparated\nname',
];
const companyNames = [
  'Acme Inc.',
  'ACME',
  'Acme, Ltd',
  'Acme Co., Ltd.',
  'Müller GmbH & Co. KG',
  'The Company',
  'Inc',
  'Co-operative Bank plc',
  'AT&T Inc.',
  'Hooli',
];
const linkedinUrls = [
  'https://www.linkedin.com/in/jane-doe-1a2b',
  'http://linkedin.com/in/Jane-Doe-1a2b/',
  'https://www.linkedin.com/in/jane-doe-1a2b?trk=public',
  'https://www.linkedin.com/company/acme',
];

/** The SQL expression `toSql` over each value, run on the test database. */
async function inSql(values: string[], toSql: (column: string) => string): Promise<(string | null)[]> {
  const rows = await queryRows<{ key: string | null }>(
    database.db,
    sql`select ${sql.raw(toSql('v.value'))} as key
        from unnest(${sql.param(values)}::text[]) with ordinality as v(value, position) order by v.position`,
  );
  return rows.map((row) => row.key);
}

describe('match keys', () => {
  it('are the same in TypeScript and in SQL, as the indexes need', async () => {
    expect(await inSql(keyNames, nameKeySql)).toEqual(keyNames.map(nameKeyOf));
    expect(await inSql(companyNames, companyKeySql)).toEqual(companyNames.map(companyKeyOf));
    expect(await inSql(linkedinUrls, linkedinSlugSql)).toEqual(linkedinUrls.map(linkedinSlugOf));
  });
});
