import { describe, expect, it } from 'vitest';
import { guessMapping } from './guess-mapping.ts';
import type { MappedField } from './header-synonyms.ts';
import { validateMapping } from './validate-mapping.ts';

const fieldsOf = (headers: string[], sample: string[][] = []) =>
  guessMapping(headers, sample).map((entry) => entry.field);

describe('guessing the mapping from the headers', () => {
  it.each<[string, MappedField]>([
    ['E-mail Address', 'email'],
    ['Work Email', 'email'],
    ['  EMAIL  ', 'email'],
    ['Primary Work E-Mail', 'email'],
    ['Company Name', 'company'],
    ['Organisation', 'company'],
    ['organization_name', 'company'],
    ['Website', 'domain'],
    ['Company Domain', 'domain'],
    ['LinkedIn', 'linkedin_url'],
    ['LinkedIn Profile URL', 'linkedin_url'],
    ['personLinkedinUrl', 'linkedin_url'],
    ['Job Title', 'title'],
    ['Position', 'title'],
    ['Mobile', 'phone'],
    ['Direct Dial', 'phone'],
    ['Country/Region', 'country'],
    ['Name', 'full_name'],
    ['Full name', 'full_name'],
    ['first_name', 'first_name'],
    ['Prénom', 'first_name'],
    ['Surname', 'last_name'],
    ['Family Name', 'last_name'],
    ['Notes', 'custom'],
    ['Email Status', 'custom'],
    ['Company LinkedIn URL', 'custom'],
    ['Company Size', 'custom'],
    ['Last Contacted', 'custom'],
  ])('takes “%s” for %s', (header, field) => {
    expect(fieldsOf([header])).toEqual([field]);
  });

  it('maps a messy export, keeping unknown columns as custom', () => {
    const headers = [
      'FIRST name',
      'last NAME',
      'E-mail Address',
      'Company Name',
      'Website',
      'Job Title',
      'Notes',
      'Lead Source',
    ];
    const mapping = guessMapping(headers, []);
    expect(mapping.map((entry) => [entry.column, entry.header, entry.field])).toEqual([
      [0, 'FIRST name', 'first_name'],
      [1, 'last NAME', 'last_name'],
      [2, 'E-mail Address', 'email'],
      [3, 'Company Name', 'company'],
      [4, 'Website', 'domain'],
      [5, 'Job Title', 'title'],
      [6, 'Notes', 'custom'],
      [7, 'Lead Source', 'custom'],
    ]);
    for (const entry of mapping) expect(entry.confidence).toBeGreaterThan(0.5);
  });

  it('gives each field to one column only, the surest', () => {
    const mapping = guessMapping(['Personal Email', 'Company', 'Work Email', 'Company Name for Emails'], []);
    expect(mapping.map((entry) => entry.field)).toEqual(['custom', 'company', 'email', 'custom']);
    // The personal address lost the field to a surer column: the custom guess is not sure either.
    expect(mapping[0]?.confidence).toBeLessThan(0.5);
    expect(mapping[2]?.confidence).toBeGreaterThan(0.9);
  });
});

describe('guessing the mapping from the values', () => {
  const sample = [
    ['Ann Lee', 'ann@acme.com', 'https://uk.linkedin.com/in/ann-lee', 'acme.com', '+44 20 7946 0000', 'VIP'],
    ['Bo Ray', 'BO@ray.io', 'linkedin.com/in/boray/', 'https://www.ray.io', '(555) 010-2000', ''],
    ['Cy Oh', '', 'https://www.linkedin.com/in/cy-oh?trk=x', 'oh.dev', '+1 555 010 3000', 'met at fair'],
  ];

  it('recognises addresses, profiles, domains and phone numbers under meaningless headers', () => {
    expect(fieldsOf(['Column 1', 'Contact', 'Profile', 'Column 4', 'Column 5', 'Column 6'], sample)).toEqual([
      'custom',
      'email',
      'linkedin_url',
      'domain',
      'phone',
      'custom',
    ]);
  });

  it('trusts the values over a header they contradict', () => {
    // A "Website" column full of LinkedIn profiles, beside a real domain column.
    const values = sample.map((row) => [row[2] ?? '', row[3] ?? '']);
    expect(fieldsOf(['Website', 'Domain'], values)).toEqual(['linkedin_url', 'domain']);
  });

  it('is surer of a header its values agree with', () => {
    const withValues = guessMapping(['Mail'], [['ann@acme.com'], ['bo@acme.com']]);
    const withoutValues = guessMapping(['Mail'], []);
    expect(withValues[0]?.confidence).toBeGreaterThan(withoutValues[0]?.confidence ?? 1);
  });
});

describe('checking a mapping', () => {
  const mapping = (fields: MappedField[]) =>
    fields.map((field, column) => ({ column, header: `Column ${column + 1}`, field }));

  it.each<[string, MappedField[]]>([
    ['an email', ['email']],
    ['a LinkedIn URL', ['linkedin_url', 'custom']],
    ['a full name and a company', ['full_name', 'company']],
    ['first and last names and a domain', ['first_name', 'last_name', 'domain']],
  ])('accepts %s', (_what, fields) => {
    expect(validateMapping(mapping(fields))).toEqual([]);
  });

  it('refuses a file with no column that identifies a person, saying which would do', () => {
    const problems = validateMapping(mapping(['title', 'country', 'custom']));
    expect(problems).toEqual([
      {
        code: 'no_usable_column',
        message:
          'None of the columns can identify a person. Map at least one of these: an Email column; a LinkedIn URL column; or a name (Full name, or First name and Last name) together with a Company or Domain (website) column.',
      },
    ]);
  });

  it('says what is missing beside a name, a half name or a company', () => {
    expect(validateMapping(mapping(['full_name']))[0]?.message).toBe(
      'A name alone cannot tell people apart: also map a Company or a Domain (website) column, or map an Email or a LinkedIn URL column.',
    );
    expect(validateMapping(mapping(['first_name', 'company']))[0]?.message).toContain('map a Last name column too');
    expect(validateMapping(mapping(['company']))[0]?.message).toContain('also map a Full name column');
  });

  it('refuses a field given to two columns', () => {
    const problems = validateMapping([
      { column: 0, header: 'Work Email', field: 'email' },
      { column: 1, header: 'Personal Email', field: 'email' },
    ]);
    expect(problems).toEqual([
      {
        code: 'duplicate_field',
        message:
          '2 columns are mapped to Email: “Work Email” and “Personal Email”. Map one of them to Email and keep the others as custom columns.',
      },
    ]);
  });
});
