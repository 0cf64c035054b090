import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../../db/client.ts';

/** A temporary folder for import files, removed by `remove`. */
export async function createImportFolder() {
  const folder = await mkdtemp(path.join(tmpdir(), 'leadpilot-import-'));
  return {
    folder,
    /** Writes `lines` joined by `\n` (plus a final one) to `name` and answers its path. */
    async file(name: string, lines: readonly string[], lineEnd = '\n') {
      const file = path.join(folder, name);
      await writeFile(file, `${lines.join(lineEnd)}${lineEnd}`);
      return file;
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/** Every person with their company's domain, in insertion order, without ids and timestamps. */
export async function peopleState(database: DatabaseHandle) {
  return database.query(
    `select p.first_name, p.last_name, p.full_name, p.title, p.seniority, p.department, c.domain,
            p.company_name, p.industry, p.size_band, p.revenue_band, p.funding_stage, p.technologies,
            p.country, p.region, p.city, p.time_zone, p.email, p.email_status, p.email_checked_at,
            p.phone, p.phone_status, p.linkedin_url, p.twitter_url, p.bio, p.skills, p.provenance
     from people p left join companies c on c.id = p.company_id
     order by p.sequence`,
  );
}

/** Every company without ids and timestamps, by domain. */
export async function companiesState(database: DatabaseHandle) {
  return database.query(
    `select name, domain, industry, sub_industry, employee_count, size_band, revenue_band, founded_year,
            country, region, city, description, keywords, technologies, funding_stage, funding_total_usd,
            last_funding_at, linkedin_url, twitter_url
     from companies order by domain`,
  );
}

/** The header of the small hand-written files the tests use. */
export const smallHeader =
  'first_name,last_name,title,seniority,department,email,email_status,company_name,company_domain,industry,employee_count,company_country,bio';

/** A valid row of `smallHeader` for someone at acme.test. */
export function smallRow(first: string, last: string, overrides: Partial<Record<string, string>> = {}): string {
  const cells: Record<string, string> = {
    first_name: first,
    last_name: last,
    title: 'Head of Sales',
    seniority: 'director',
    department: 'sales',
    email: `${first}.${last}@acme.test`.toLowerCase(),
    email_status: 'verified',
    company_name: 'Acme',
    company_domain: 'acme.test',
    industry: 'Software',
    employee_count: '120',
    company_country: 'GB',
    bio: '',
    ...overrides,
  };
  return smallHeader
    .split(',')
    .map((column) => cells[column] ?? '')
    .join(',');
}
