/**
 * The file format of the data import: one flat column per field. A row holds one person with
 * their company's fields, or a company alone (no person column filled in).
 */

type CellKind = 'text' | 'list' | 'integer' | 'number' | 'choice' | 'band';

interface ColumnDefinition {
  /** Where the value goes in the record (`prospectPersonPatchSchema`). */
  path: readonly [string] | readonly ['company', string];
  kind: CellKind;
}

const person = (field: string, kind: CellKind = 'text'): ColumnDefinition => ({ path: [field], kind });
const company = (field: string, kind: CellKind = 'text'): ColumnDefinition => ({ path: ['company', field], kind });

/** Person columns: a row with any of them filled in is a person row. */
export const personColumns: Record<string, ColumnDefinition> = {
  first_name: person('firstName'),
  last_name: person('lastName'),
  title: person('title'),
  seniority: person('seniority', 'choice'),
  department: person('department', 'choice'),
  email: person('email'),
  email_status: person('emailStatus', 'choice'),
  phone: person('phone'),
  linkedin_url: person('linkedinUrl'),
  twitter_url: person('twitterUrl'),
  city: person('city'),
  region: person('region'),
  country: person('country'),
  time_zone: person('timeZone'),
  bio: person('bio'),
  skills: person('skills', 'list'),
};

export const companyColumns: Record<string, ColumnDefinition> = {
  company_name: company('name'),
  company_domain: company('domain'),
  company_logo_url: company('logoUrl'),
  industry: company('industry'),
  sub_industry: company('subIndustry'),
  employee_count: company('employeeCount', 'integer'),
  revenue_band: company('revenueBand', 'band'),
  annual_revenue_usd: company('annualRevenueUsd', 'number'),
  founded_year: company('foundedYear', 'integer'),
  company_country: company('country'),
  company_region: company('region'),
  company_city: company('city'),
  company_description: company('description'),
  keywords: company('keywords', 'list'),
  technologies: company('technologies', 'list'),
  funding_stage: company('fundingStage', 'choice'),
  funding_total_usd: company('fundingTotalUsd', 'integer'),
  last_funding_at: company('lastFundingAt'),
  company_linkedin_url: company('linkedinUrl'),
  company_twitter_url: company('twitterUrl'),
};

/** When the row's facts were last confirmed (a date or a moment); default: the time of the import. */
export const verifiedAtColumn = 'verified_at';

/** Other names people give these columns. */
const aliases: Record<string, string> = {
  company: 'company_name',
  domain: 'company_domain',
  website: 'company_domain',
  company_website: 'company_domain',
  employees: 'employee_count',
  linkedin: 'linkedin_url',
  twitter: 'twitter_url',
  timezone: 'time_zone',
};

export const allColumns: Record<string, ColumnDefinition> = { ...personColumns, ...companyColumns };

/** `First Name`, `firstName` and `first-name` all name `first_name`; aliases resolved. */
export function normalizeColumnName(name: string): string {
  const snake = name
    .trim()
    .replace(/^\uFEFF/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s.-]+/g, '_');
  return aliases[snake] ?? snake;
}

/** A nested `company: { name, domain, … }` key as its flat column (`name` → `company_name`). */
export function companyKeyColumn(key: string): string {
  const column = normalizeColumnName(key);
  if (`company_${column}` in companyColumns) return `company_${column}`;
  return column;
}

export function isKnownColumn(column: string): boolean {
  return column in allColumns || column === verifiedAtColumn;
}

/** The column a record path belongs to, for messages: `company.employeeCount` → `employee_count`. */
export function columnOfPath(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  const match = Object.entries(allColumns).find(
    ([, definition]) =>
      definition.path[0] === first && (definition.path[0] !== 'company' || definition.path[1] === second),
  );
  if (match) return match[0];
  return path.filter((step) => typeof step === 'string').join('.') || 'row';
}

/** A cell as the record schema takes it: empty means absent; numbers and lists parsed from text. */
export function cellValue(kind: CellKind, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  switch (kind) {
    case 'list':
      return text
        .split(';')
        .map((item) => item.trim())
        .filter((item) => item !== '');
    case 'integer':
    case 'number': {
      const number = Number(text.replace(/[,_\s]/g, ''));
      return Number.isFinite(number) ? number : text;
    }
    case 'choice':
      return text
        .toLowerCase()
        .replace(/\+$/, '_plus')
        .replace(/[\s-]+/g, '_');
    case 'band':
      return text.toUpperCase().replace(/\s+/g, '');
    default:
      return text;
  }
}

/** Puts flat cells (`column → value`) into the record's shape; unknown columns are left out. */
export function recordOfCells(cells: Record<string, unknown>): {
  record: Record<string, unknown>;
  hasPerson: boolean;
} {
  const record: Record<string, unknown> = {};
  const companyFields: Record<string, unknown> = {};
  let hasPerson = false;
  for (const [column, raw] of Object.entries(cells)) {
    const definition = allColumns[column];
    if (!definition) continue;
    const value = cellValue(definition.kind, raw);
    if (value === undefined) continue;
    if (definition.path[0] === 'company') companyFields[definition.path[1] ?? ''] = value;
    else {
      record[definition.path[0]] = value;
      hasPerson = true;
    }
  }
  record.company = companyFields;
  return { record, hasPerson };
}
