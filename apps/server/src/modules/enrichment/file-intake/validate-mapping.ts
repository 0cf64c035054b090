import type { ColumnMapping } from './guess-mapping.ts';
import type { ProspectField } from './header-synonyms.ts';

export type MappingProblemCode = 'no_usable_column' | 'duplicate_field';

/** Something about a mapping that stops the file from being enriched, in words for the user. */
export interface MappingProblem {
  code: MappingProblemCode;
  message: string;
}

/** A mapping as the user confirms it: the guess's confidence is not needed. */
export type MappingEntry = Pick<ColumnMapping, 'column' | 'header' | 'field'>;

/** Each field as the mapping screen names it. */
export const fieldLabels: Record<ProspectField, string> = {
  full_name: 'Full name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  company: 'Company',
  domain: 'Domain (website)',
  linkedin_url: 'LinkedIn URL',
  title: 'Job title',
  country: 'Country',
  phone: 'Phone',
};

const quoted = (header: string) => `“${header}”`;

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const anyIdentity =
  'Map at least one of these: an Email column; a LinkedIn URL column; or a name (Full name, or First name and Last name) together with a Company or Domain (website) column.';

function identityProblem(mapped: (field: ProspectField) => boolean): string | undefined {
  const hasName = mapped('full_name') || (mapped('first_name') && mapped('last_name'));
  const hasCompany = mapped('company') || mapped('domain');
  if (mapped('email') || mapped('linkedin_url') || (hasName && hasCompany)) return undefined;
  const orDirect = 'or map an Email or a LinkedIn URL column';
  if (hasName) {
    return `A name alone cannot tell people apart: also map a Company or a Domain (website) column, ${orDirect}.`;
  }
  if (mapped('first_name') || mapped('last_name')) {
    const missing = mapped('first_name') ? 'Last name' : 'First name';
    return `A person is found by their whole name: map a ${missing} column too (or a Full name column)${hasCompany ? '' : ' and a Company or Domain (website) column'}, ${orDirect}.`;
  }
  if (hasCompany) {
    return `A company alone does not say which person to find: also map a Full name column (or First name and Last name), ${orDirect}.`;
  }
  return `None of the columns can identify a person. ${anyIdentity}`;
}

/**
 * What stops a mapping from being used, in plain words (an empty list when nothing does): every
 * row needs a way to find its person (an email, a LinkedIn URL, or a name together with a company
 * or domain), and no field may be given to two columns.
 */
export function validateMapping(mapping: readonly MappingEntry[]): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const byField = new Map<ProspectField, string[]>();
  for (const entry of mapping) {
    if (entry.field === 'custom') continue;
    byField.set(entry.field, [...(byField.get(entry.field) ?? []), entry.header]);
  }
  for (const [field, headers] of byField) {
    if (headers.length < 2) continue;
    const label = fieldLabels[field];
    problems.push({
      code: 'duplicate_field',
      message: `${headers.length} columns are mapped to ${label}: ${listed(headers.map(quoted))}. Map one of them to ${label} and keep the others as custom columns.`,
    });
  }
  const identity = identityProblem((field) => byField.has(field));
  if (identity) problems.push({ code: 'no_usable_column', message: identity });
  return problems;
}
