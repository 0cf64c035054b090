import type { EnrichmentRow, MatchKeys } from './match-types.ts';

/**
 * The keys rows and records are compared by, written twice: in TypeScript for the file's rows and in
 * SQL for the records, which must give the same text (match-keys.test.ts checks both on the
 * database). The SQL is spelt with constants only, so an index on the very same expression can
 * answer it; keep both sides, and any such index, in step.
 */

/** ASCII punctuation, symbols, spaces and control characters: compared as one space. */
const separatorsPattern = '[\\x01-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7f]+';
const separators = new RegExp(separatorsPattern, 'g');

/** Legal forms left out of company names: `Acme Inc.`, `ACME` and `Acme, Ltd` are one company. */
const legalSuffixes = [
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'plc',
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'se',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'oy',
  'ab',
  'as',
  'aps',
  'pty',
  'pvt',
  'kk',
];
const suffixesPattern = `( (${legalSuffixes.join('|')}))+$`;
const suffixes = new RegExp(suffixesPattern);

/** A person's name as compared: lower case, punctuation and runs of spaces as one space, trimmed. */
export function nameKeyOf(name: string): string {
  // Spaces only, as SQL's btrim: JavaScript's trim() would also take other white space.
  return name
    .toLowerCase()
    .replace(separators, ' ')
    .replace(/^ +| +$/g, '');
}

/** A company's name as compared: the name key without trailing legal forms (`Acme Co., Ltd.` → `acme`). */
export function companyKeyOf(name: string): string {
  const key = nameKeyOf(name);
  const withoutSuffixes = key.replace(suffixes, '');
  // A name that is nothing but a legal form ("Company") keeps it.
  return withoutSuffixes === '' ? key : withoutSuffixes;
}

/** The profile's slug of a LinkedIn address (`https://www.linkedin.com/in/Jane-Doe/` → `jane-doe`). */
export function linkedinSlugOf(url: string): string | null {
  const slug = /\/in\/([^/?#]+)/.exec(url)?.[1];
  return slug ? slug.toLowerCase() : null;
}

const present = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The row's full name: its own, or its first and last names together. */
function fullNameOf(row: EnrichmentRow): string | null {
  const full = present(row.fullName);
  if (full) return full;
  const first = present(row.firstName);
  const last = present(row.lastName);
  return first && last ? `${first} ${last}` : null;
}

const nonEmpty = (key: string): string | null => (key === '' ? null : key);

/** The row's keys; `index` is its position in the batch. */
export function matchKeysOf(row: EnrichmentRow, index: number): MatchKeys {
  const linkedin = present(row.linkedinUrl);
  const email = present(row.email);
  const fullName = fullNameOf(row);
  const domain = present(row.domain);
  const company = present(row.company);
  return {
    index,
    linkedinSlug: linkedin ? linkedinSlugOf(linkedin) : null,
    email: email ? email.toLowerCase() : null,
    nameKey: fullName ? nonEmpty(nameKeyOf(fullName)) : null,
    domain: domain ? domain.toLowerCase() : null,
    companyKey: company ? nonEmpty(companyKeyOf(company)) : null,
  };
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** `nameKeyOf` as SQL text over the column (or expression) `column`. */
export function nameKeySql(column: string): string {
  return `btrim(regexp_replace(lower(${column}), ${quoted(separatorsPattern)}, ' ', 'g'))`;
}

/** `companyKeyOf` as SQL text; a name that is nothing but a legal form keeps it (`coalesce(nullif(…))`). */
export function companyKeySql(column: string): string {
  const key = nameKeySql(column);
  return `coalesce(nullif(regexp_replace(${key}, ${quoted(suffixesPattern)}, ''), ''), ${key})`;
}

/** `linkedinSlugOf` as SQL text. */
export function linkedinSlugSql(column: string): string {
  return `lower(substring(${column} from '/in/([^/?#]+)'))`;
}
