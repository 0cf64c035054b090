import { canonicalLinkedinUrl, cleanEmail, companyDomainOfEmail, domainOf, unescapeCell } from './contact-values.ts';
import type { ProspectField } from './header-synonyms.ts';
import type { MappingEntry } from './validate-mapping.ts';

/**
 * A row's prospect as the matcher reads it. A field is undefined when its column is not mapped,
 * the cell is blank, or it holds nothing usable (an email column cell without an address).
 */
export interface NormalisedRow {
  fullName: string | undefined;
  firstName: string | undefined;
  lastName: string | undefined;
  /** Lower-case. */
  email: string | undefined;
  company: string | undefined;
  /** Bare and lower-case (`acme.com`): from the domain column, else from a work email address. */
  domain: string | undefined;
  /** `https://www.linkedin.com/in/<slug>`. */
  linkedinUrl: string | undefined;
  title: string | undefined;
  country: string | undefined;
  phone: string | undefined;
  /** The custom columns' cells by header, as written (trimmed). */
  custom: Record<string, string>;
}

/** Honorifics left out when a full name is split into first and last names. */
const honorifics = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'madam', 'dame']);

/** Trimmed, runs of white space as one space, the formula-injection escape undone; undefined when blank. */
function text(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const cleaned = unescapeCell(value.trim()).replace(/\s+/g, ' ').trim();
  return cleaned === '' ? undefined : cleaned;
}

/**
 * First and last names from a full name: `Smith, Anna` → Anna + Smith; `Dr. Anna de la Cruz` →
 * Anna + de la Cruz; `Anna Smith, PhD` → Anna + Smith. A single word gives no split.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } | undefined {
  let name = fullName;
  const comma = name.indexOf(',');
  if (comma > 0) {
    const before = name.slice(0, comma).trim();
    const after = name.slice(comma + 1).trim();
    if (!before.includes(' ')) return after ? { firstName: after, lastName: before } : undefined;
    name = before;
  }
  const words = name.split(' ');
  while (words.length > 2 && honorifics.has((words[0] ?? '').toLowerCase().replace(/\.$/, ''))) words.shift();
  const [firstName, ...rest] = words;
  return firstName && rest.length > 0 ? { firstName, lastName: rest.join(' ') } : undefined;
}

/**
 * A file's row read through the confirmed mapping: names joined or split so that both forms are
 * there when either is, the email lower-cased, the domain bare (from the domain column, or the email
 * when it is a work address), the LinkedIn address canonical, and every custom column by its header.
 */
export function normaliseRow(row: readonly string[], mapping: readonly MappingEntry[]): NormalisedRow {
  const cells = new Map<ProspectField, string>();
  const custom: [string, string][] = [];
  for (const entry of mapping) {
    const cell = row[entry.column] ?? '';
    if (entry.field === 'custom') custom.push([entry.header, cell.trim()]);
    else if (!cells.has(entry.field)) cells.set(entry.field, cell);
  }
  const field = (name: ProspectField) => text(cells.get(name));

  let fullName = field('full_name');
  let firstName = field('first_name');
  let lastName = field('last_name');
  if (!fullName && (firstName || lastName)) fullName = [firstName, lastName].filter(Boolean).join(' ');
  if (fullName && !firstName && !lastName) {
    const split = splitFullName(fullName);
    if (split) ({ firstName, lastName } = split);
  }

  const emailCell = field('email');
  const email = emailCell ? cleanEmail(emailCell) : undefined;
  const domainCell = field('domain');
  const domain = (domainCell ? domainOf(domainCell) : undefined) ?? (email ? companyDomainOfEmail(email) : undefined);
  const linkedinCell = field('linkedin_url');

  return {
    fullName,
    firstName,
    lastName,
    email,
    company: field('company'),
    domain,
    linkedinUrl: linkedinCell ? canonicalLinkedinUrl(linkedinCell) : undefined,
    title: field('title'),
    country: field('country'),
    phone: field('phone'),
    // fromEntries makes even a column named `__proto__` a plain key.
    custom: Object.fromEntries(custom),
  };
}
