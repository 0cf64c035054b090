// Enrichment files: 100,000 rows matched against Leadpilot's people and companies and filled
// (`matchAndFill` with the Drizzle records), in batches as the enrichment run reads them, on PGlite
// and, when TEST_DATABASE_URL is set, on PostgreSQL (a database of its own, dropped at the end).
// Prints seconds (wall and CPU) and rows per second for each; aims: ≤ 5 s on PostgreSQL, ≤ 12 s
// on PGlite. The PGlite data folder is generated once and reused while its marker matches.
// Knobs: BENCH_ENRICHMENT_ROWS (100,000), BENCH_ENRICHMENT_PEOPLE (records generated, 100,000),
// BENCH_ENRICHMENT_BATCH (rows per call, 1,000), BENCH_ENRICHMENT_CONCURRENCY (batches at once on
// PostgreSQL, 1), BENCH_ENRICHMENT_REMEMBER=false (company facts read for every batch instead of
// once per run), BENCH_ENRICHMENT_PGLITE=false, BENCH_ENRICHMENT_PGLITE_DIR,
// BENCH_ENRICHMENT_SHOW_INDEXES=true (print the index statements).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client.ts';
import {
  createDrizzleEnrichmentRecords,
  type EnrichedRow,
  type EnrichmentRecords,
  type EnrichmentRow,
  matchAndFill,
  rememberCompanyFacts,
} from '../../apps/server/src/modules/enrichment/match/index.ts';
import {
  companyKeySql,
  linkedinSlugSql,
  nameKeySql,
} from '../../apps/server/src/modules/enrichment/match/match-keys.ts';
import { createRandom } from '../../apps/server/src/modules/people/generator/random.ts';
import { preparePglite, preparePostgres, sizeLabel, withDatabase } from './search-data.ts';

const whole = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw ? Number(raw.replaceAll('_', '')) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1 (got "${raw}")`);
  return value;
};
const settings = {
  rows: whole('BENCH_ENRICHMENT_ROWS', 100_000),
  people: whole('BENCH_ENRICHMENT_PEOPLE', 100_000),
  batch: whole('BENCH_ENRICHMENT_BATCH', 1_000),
  concurrency: whole('BENCH_ENRICHMENT_CONCURRENCY', 1),
  pglite: process.env.BENCH_ENRICHMENT_PGLITE !== 'false',
  remember: process.env.BENCH_ENRICHMENT_REMEMBER !== 'false',
  pgliteDir: process.env.BENCH_ENRICHMENT_PGLITE_DIR || '/tmp/leadpilot-bench-enrichment-pglite',
  postgresUrl: process.env.TEST_DATABASE_URL,
  seed: 'bench-enrichment',
};
const log = (line: string) => console.log(`  ${line}`);

/**
 * Indexes the match is written for and the schema does not have yet (proposed for a migration; a
 * no-op once it adds them under these names): the LinkedIn slug, the lower-cased email, a person's
 * name key within their company, and a company's name key, built from the very expressions the
 * match queries spell. Without them every look-up of a batch reads the whole people table.
 */
const proposedIndexes = [
  `create index if not exists people_linkedin_slug_idx on people ((${linkedinSlugSql('linkedin_url')}))`,
  'create index if not exists people_email_lower_idx on people (lower(email))',
  `create index if not exists people_company_name_key_idx on people (company_id, (${nameKeySql('full_name')}))`,
  `create index if not exists companies_name_key_idx on companies ((${companyKeySql('name')}))`,
];

async function applyIndexes(handle: DatabaseHandle): Promise<void> {
  const started = performance.now();
  for (const statement of proposedIndexes) await handle.query(statement);
  await handle.query('analyze people');
  await handle.query('analyze companies');
  if (process.env.BENCH_ENRICHMENT_SHOW_INDEXES === 'true') for (const statement of proposedIndexes) log(statement);
  log(`proposed indexes in place (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** The verifier's verdicts, already held for every checked address (probing is paced by design). */
async function holdVerdicts(handle: DatabaseHandle): Promise<void> {
  await handle.query(
    `insert into email_verifications (address, status, reason, checks, checked_at)
     select distinct on (lower(email)) lower(email), email_status, 'bench', '{"syntax":"valid","disposable":false,"role":false,"mx":"found","smtp":"accepted","catchAll":false}'::jsonb, now()
     from people where email is not null and email_status <> 'unknown'
     on conflict (address) do nothing`,
  );
}

interface Source {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
  linkedin_url: string | null;
  title: string;
  company: string;
  domain: string;
}

/**
 * The file: 20 % of rows by LinkedIn address, 20 % by email, 15 % by name and domain, 5 % by name
 * and company name (about 60 % that match a person); 15 % strangers at known companies (company
 * only, emails guessed from patterns); 25 % strangers at unknown companies or with unknown addresses.
 */
async function buildRows(
  handle: DatabaseHandle,
  seed = 'rows',
  count = settings.rows,
): Promise<{ rows: EnrichmentRow[]; expected: Map<number, string> }> {
  const people = await handle.query<Source>(
    `select p.id, p.first_name, p.last_name, p.full_name, p.email, p.linkedin_url, p.title, c.name as company, c.domain
     from people p join companies c on c.id = p.company_id order by p.sequence`,
  );
  const random = createRandom(`${settings.seed}:${seed}`);
  const rows: EnrichmentRow[] = [];
  const expected = new Map<number, string>();
  for (let rowNumber = 1; rowNumber <= count; rowNumber++) {
    const person = random.pick(people);
    const roll = random.next();
    const stranger = { firstName: random.pick(['Ivo', 'Maren', 'Tobi', 'Sanne']), lastName: `Zz${rowNumber}` };
    let row: Omit<EnrichmentRow, 'rowNumber'>;
    let isMatch = true;
    if (roll < 0.2 && person.linkedin_url) {
      row = { linkedinUrl: person.linkedin_url, fullName: person.full_name, company: person.company };
    } else if (roll < 0.4 && person.email) {
      row = { email: person.email.toLowerCase(), fullName: person.full_name };
    } else if (roll < 0.55) {
      row = { firstName: person.first_name, lastName: person.last_name, domain: person.domain, title: person.title };
    } else if (roll < 0.6) {
      row = { fullName: person.full_name.toUpperCase(), company: `${person.company}, Inc.` };
    } else {
      isMatch = false;
      if (roll < 0.75) row = { ...stranger, domain: person.domain, company: person.company };
      else if (roll < 0.95)
        row = { ...stranger, company: `Nowhere ${rowNumber} Ltd`, domain: `nowhere-${rowNumber}.example` };
      else
        row = {
          linkedinUrl: `https://www.linkedin.com/in/nobody-${rowNumber}`,
          email: `nobody${rowNumber}@mail.example`,
        };
    }
    if (isMatch) expected.set(rowNumber, person.id);
    rows.push({ rowNumber, ...row });
  }
  return { rows, expected };
}

/** Each method's time, summed over the run (exact with one batch at a time). */
function timed(records: EnrichmentRecords, spent: Map<string, number>): EnrichmentRecords {
  const wrap =
    <Args extends unknown[], Result>(name: string, call: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const started = performance.now();
      try {
        return await call(...args);
      } finally {
        spent.set(name, (spent.get(name) ?? 0) + performance.now() - started);
      }
    };
  return {
    matchPeople: wrap('matchPeople', records.matchPeople),
    companiesByDomainOrName: wrap('companiesByDomainOrName', records.companiesByDomainOrName),
    emailPatterns: wrap('emailPatterns', records.emailPatterns),
    intentTopics: wrap('intentTopics', records.intentTopics),
    storedEmailStatuses: wrap('storedEmailStatuses', records.storedEmailStatuses),
  };
}

/**
 * CPU seconds spent so far by this process and by the database's server processes (read from
 * /proc on this machine; 0 where not readable): beside the wall time, a figure that other work on
 * a busy machine skews much less.
 */
async function cpuSeconds(handle: DatabaseHandle): Promise<{ node: number; server: number }> {
  const usage = process.cpuUsage();
  let server = 0;
  if (handle.engine === 'postgres') {
    const backends = await handle.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database()',
    );
    const ticksPerSecond = 100;
    for (const { pid } of backends) {
      try {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        server += (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
      } catch {
        // Another machine's server, or the process ended.
      }
    }
  }
  return { node: (usage.user + usage.system) / 1e6, server };
}

async function measure(engine: string, handle: DatabaseHandle, concurrency: number): Promise<number> {
  await applyIndexes(handle);
  await holdVerdicts(handle);
  const { rows, expected } = await buildRows(handle);
  const spent = new Map<string, number>();
  // As a run of one file does: company facts read once (BENCH_ENRICHMENT_REMEMBER=false: every batch).
  const store = timed(createDrizzleEnrichmentRecords(handle.db), spent);
  const records = settings.remember ? rememberCompanyFacts(store) : store;
  const batches: EnrichmentRow[][] = [];
  for (let start = 0; start < rows.length; start += settings.batch)
    batches.push(rows.slice(start, start + settings.batch));
  // Warm-up on other rows (statement plans, regular expressions, JIT), with records of its own.
  await matchAndFill(
    createDrizzleEnrichmentRecords(handle.db),
    (await buildRows(handle, 'warm-up', settings.batch)).rows,
  );
  // Each batch is tallied and let go, as the run writes it away: no 100,000 rows held at once.
  const tally = new Map<string, number>();
  const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
  const fields = ['email', 'phone', 'industry', 'intentTopics'];
  const tallyRow = (row: EnrichedRow) => {
    count('rows');
    count(`outcome:${row.match.outcome}`);
    if (row.match.personId && expected.get(row.rowNumber) === row.match.personId) count('right');
    for (const cell of row.cells) {
      if (cell.status === 'found' && fields.includes(cell.field)) count(`found:${cell.field}`);
      if (cell.source === 'pattern') count('guessed');
    }
  };
  const cpuBefore = await cpuSeconds(handle);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < batches.length) {
        const batch = batches[next++] ?? [];
        for (const row of await matchAndFill(records, batch)) tallyRow(row);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuSeconds(handle);
  const cpu = `CPU ${(cpuAfter.node - cpuBefore.node).toFixed(2)} s in Node${handle.engine === 'postgres' ? ` + ${(cpuAfter.server - cpuBefore.server).toFixed(2)} s in PostgreSQL` : ' (PGlite included)'}`;
  const total = tally.get('rows') ?? 0;
  const share = (key: string) => `${((100 * (tally.get(key) ?? 0)) / total).toFixed(1)} %`;
  const outcomes = ['person', 'company', 'ambiguous', 'none'].map(
    (outcome) => `${outcome} ${share(`outcome:${outcome}`)}`,
  );
  log(
    `${engine}: ${total.toLocaleString('en-US')} rows in ${seconds.toFixed(2)} s, ${cpu} (${Math.round(total / seconds).toLocaleString('en-US')} rows/s), batches of ${settings.batch}, ${concurrency} at a time, company facts ${settings.remember ? 'remembered' : 'read every batch'}`,
  );
  log(
    `  outcomes: ${outcomes.join(', ')}; right person ${(tally.get('right') ?? 0).toLocaleString('en-US')} of ${expected.size.toLocaleString('en-US')} expected`,
  );
  log(
    `  found: email ${share('found:email')} (guessed ${share('guessed')}), phone ${share('found:phone')}, industry ${share('found:industry')}, intent ${share('found:intentTopics')}`,
  );
  log(
    `  store time per method (calls made together overlap): ${[...spent].map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`).join(', ')}`,
  );
  return seconds;
}

console.log(
  `Enrichment match and fill: ${settings.rows.toLocaleString('en-US')} rows against ${settings.people.toLocaleString('en-US')} generated people; ` +
    `${os.availableParallelism()} CPUs, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(2)}`,
);
const figures: string[] = [];
if (settings.pglite) {
  console.log('\nPGlite');
  const dataDir = `${settings.pgliteDir}-${sizeLabel(settings.people)}`;
  await preparePglite({ dataDir, seed: settings.seed, people: settings.people, regenerate: false, log });
  const handle = await openDatabase({ dataDir: `${dataDir}/pg` });
  try {
    figures.push(`PGlite ${(await measure('PGlite', handle, 1)).toFixed(2)} s (aim ≤ 12 s)`);
  } finally {
    await handle.close();
  }
}
if (settings.postgresUrl) {
  console.log('\nPostgreSQL');
  const name = `leadpilot_bench_enrichment_${randomBytes(4).toString('hex')}`;
  try {
    await preparePostgres({
      adminUrl: settings.postgresUrl,
      name,
      seed: settings.seed,
      people: settings.people,
      regenerate: true,
      log,
    });
    const handle = await openDatabase({
      databaseUrl: withDatabase(settings.postgresUrl, name),
      poolSize: settings.concurrency * 3 + 1,
    });
    try {
      figures.push(
        `PostgreSQL ${(await measure('PostgreSQL', handle, settings.concurrency)).toFixed(2)} s (aim ≤ 5 s)`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    const admin = new pg.Client({ connectionString: settings.postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    log(`dropped ${name}`);
  }
} else {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL).');
}
console.log(`\n${figures.join('; ')}`);
