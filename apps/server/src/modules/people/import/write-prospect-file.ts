import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { type GenerateProspectsOptions, generateProspects } from '../generator/generate-prospects.ts';
import type { GeneratedCompany, GeneratedPerson } from '../generator/prospect-records.ts';
import { companyColumns, personColumns, verifiedAtColumn } from './import-columns.ts';
import type { ImportFormat } from './import-prospects.ts';
import { csvCell } from './import-rejects.ts';

export interface WriteProspectFileOptions extends GenerateProspectsOptions {
  file: string;
  format: ImportFormat;
}

/** The generated person and their company as one row of the import format, by column. */
function cellsOf(
  person: GeneratedPerson,
  company: GeneratedCompany,
): Record<string, string | number | string[] | null> {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    title: person.title,
    seniority: person.seniority,
    department: person.department,
    email: person.email,
    email_status: person.emailStatus,
    phone: person.phone,
    linkedin_url: person.linkedinUrl,
    twitter_url: person.twitterUrl,
    city: person.city,
    region: person.region,
    country: person.country,
    time_zone: person.timeZone,
    bio: person.bio,
    skills: person.skills,
    company_name: company.name,
    company_domain: company.domain,
    company_logo_url: company.logoUrl,
    industry: company.industry,
    sub_industry: company.subIndustry,
    employee_count: company.employeeCount,
    revenue_band: company.revenueBand,
    annual_revenue_usd: null,
    founded_year: company.foundedYear,
    company_country: company.country,
    company_region: company.region,
    company_city: company.city,
    company_description: company.description,
    keywords: company.keywords,
    technologies: company.technologies,
    funding_stage: company.fundingStage,
    funding_total_usd: company.fundingTotalUsd,
    last_funding_at: company.lastFundingAt,
    company_linkedin_url: company.linkedinUrl,
    company_twitter_url: company.twitterUrl,
    [verifiedAtColumn]: person.provenance.email?.verifiedAt ?? null,
  };
}

const csvColumns = [...Object.keys(personColumns), ...Object.keys(companyColumns), verifiedAtColumn];

function csvLine(cells: Record<string, string | number | string[] | null>): string {
  return `${csvColumns
    .map((column) => {
      const value = cells[column];
      if (value === null || value === undefined) return '';
      return csvCell(Array.isArray(value) ? value.join('; ') : value);
    })
    .join(',')}\n`;
}

/** The JSON Lines form: person fields flat, the company's nested under `company` without the prefix. */
function jsonLine(cells: Record<string, string | number | string[] | null>): string {
  const record: Record<string, unknown> = {};
  const company: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(cells)) {
    if (value === null) continue;
    if (column in companyColumns) company[column.replace(/^company_/, '')] = value;
    else record[column] = value;
  }
  return `${JSON.stringify({ ...record, company })}\n`;
}

async function write(stream: WriteStream, text: string) {
  if (!stream.write(text)) await once(stream, 'drain');
}

/**
 * Writes generated prospects (`generateProspects`) as an import file, streamed: for tests and
 * benchmarks of `importProspects`. Same seed, same file.
 */
export async function writeProspectFile(options: WriteProspectFileOptions): Promise<{ people: number; bytes: number }> {
  const { file, format, ...generate } = options;
  const stream = createWriteStream(file);
  let people = 0;
  try {
    if (format === 'csv') await write(stream, `${csvColumns.join(',')}\n`);
    for (const batch of generateProspects(generate)) {
      const companies = new Map(batch.companies.map((company) => [company.id, company]));
      for (const person of batch.people) {
        const company = person.companyId ? companies.get(person.companyId) : undefined;
        if (!company) continue;
        const cells = cellsOf(person, company);
        await write(stream, format === 'csv' ? csvLine(cells) : jsonLine(cells));
        people += 1;
      }
    }
  } finally {
    stream.end();
    await once(stream, 'close');
  }
  return { people, bytes: stream.bytesWritten };
}
