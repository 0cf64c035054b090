import { describe, expect, it } from 'vitest';
import { canonicalLinkedinUrl, cleanEmail, domainOf, looksLikePhone } from './contact-values.ts';
import type { MappedField } from './header-synonyms.ts';
import { normaliseRow, splitFullName } from './normalise-row.ts';

const mappingOf = (columns: [string, MappedField][]) =>
  columns.map(([header, field], column) => ({ column, header, field }));

describe('reading a row through its mapping', () => {
  const mapping = mappingOf([
    ['Name', 'full_name'],
    ['E-mail', 'email'],
    ['Company', 'company'],
    ['Website', 'domain'],
    ['LinkedIn', 'linkedin_url'],
    ['Title', 'title'],
    ['Country', 'country'],
    ['Mobile', 'phone'],
    ['Notes', 'custom'],
    ['__proto__', 'custom'],
  ]);

  it('cleans every field', () => {
    const row = [
      '  Dr.  Anna   de la Cruz ',
      ' Anna.Cruz@ACME.com ',
      ' Acme,  Inc. ',
      'HTTPS://WWW.Acme.com/about?x=1',
      'http://de.linkedin.com/in/Anna-Cruz-42/?trk=profile',
      'Head of Sales',
      'Germany',
      "'+49 30 1234567",
      ' met at the fair ',
      'kept',
    ];
    const normalised = normaliseRow(row, mapping);
    expect(normalised).toEqual({
      fullName: 'Dr. Anna de la Cruz',
      firstName: 'Anna',
      lastName: 'de la Cruz',
      email: 'anna.cruz@acme.com',
      company: 'Acme, Inc.',
      domain: 'acme.com',
      linkedinUrl: 'https://www.linkedin.com/in/anna-cruz-42',
      title: 'Head of Sales',
      country: 'Germany',
      phone: '+49 30 1234567',
      custom: { Notes: 'met at the fair', ['__proto__']: 'kept' },
    });
    expect(Object.getPrototypeOf(normalised.custom)).toBe(Object.prototype);
  });

  it('joins first and last names, and takes the domain from a work email', () => {
    const normalised = normaliseRow(
      ['Zoë', "O'Brien", 'zoe@obrien.ie'],
      mappingOf([
        ['First', 'first_name'],
        ['Last', 'last_name'],
        ['Email', 'email'],
      ]),
    );
    expect([normalised.fullName, normalised.firstName, normalised.lastName]).toEqual(["Zoë O'Brien", 'Zoë', "O'Brien"]);
    expect(normalised.domain).toBe('obrien.ie');
  });

  it('leaves out what is blank, unusable or a public mail domain', () => {
    const normalised = normaliseRow(
      ['Prince', 'not an email', 'n/a', 'https://www.linkedin.com/company/acme', 'me@gmail.com'],
      mappingOf([
        ['Name', 'full_name'],
        ['Email', 'email'],
        ['Website', 'domain'],
        ['LinkedIn', 'linkedin_url'],
        ['Email 2', 'custom'],
      ]),
    );
    expect(normalised).toMatchObject({
      fullName: 'Prince',
      firstName: undefined,
      lastName: undefined,
      email: undefined,
      domain: undefined,
      linkedinUrl: undefined,
      company: undefined,
    });
    const gmail = normaliseRow(['me@gmail.com'], mappingOf([['Email', 'email']]));
    expect([gmail.email, gmail.domain]).toEqual(['me@gmail.com', undefined]);
  });
});

describe('contact values', () => {
  it.each([
    ['Anna <ANNA@acme.com>', 'anna@acme.com'],
    ['mailto:bo@acme.co.uk', 'bo@acme.co.uk'],
    ['a@acme.com; b@acme.com', 'a@acme.com'],
    ['jose@bücher.de', 'jose@bücher.de'],
    ['anna@acme', undefined],
    ['@acme.com', undefined],
  ])('reads the email in “%s”', (cell, email) => {
    expect(cleanEmail(cell)).toBe(email);
  });

  it.each([
    ['acme.com', 'acme.com'],
    ['www2.Acme.co.uk.', 'acme.co.uk'],
    ['https://user@shop.acme.com:8443/x', 'shop.acme.com'],
    ['//acme.io/path', 'acme.io'],
    ['info@acme.com', 'acme.com'],
    ['bücher.de', 'bücher.de'],
    ['https://www.linkedin.com/company/acme', undefined],
    ['Acme Inc', undefined],
    ['3.14', undefined],
  ])('reads the domain in “%s”', (cell, domain) => {
    expect(domainOf(cell)).toBe(domain);
  });

  it.each([
    ['linkedin.com/in/Anna-Lee', 'https://www.linkedin.com/in/anna-lee'],
    ['https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa/en', 'https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa'],
    ['https://www.linkedin.com/in/José-García', 'https://www.linkedin.com/in/jos%C3%A9-garc%C3%ADa'],
    ['in/bo-ray', 'https://www.linkedin.com/in/bo-ray'],
    ['https://www.linkedin.com/pub/ann/1/2/3', undefined],
    ['https://evil.example/linkedin.com/in/x', undefined],
    ['https://notlinkedin.com/in/x', undefined],
  ])('reads the LinkedIn profile in “%s”', (cell, url) => {
    expect(canonicalLinkedinUrl(cell)).toBe(url);
  });

  it('tells phone numbers from other numbers', () => {
    expect(['+442079460000', '(555) 010-2000', '030 1234567 ext. 12'].map(looksLikePhone)).toEqual([true, true, true]);
    expect(['123456789', '2026-03-15', '12 345', 'call me'].map(looksLikePhone)).toEqual([false, false, false, false]);
  });

  it('splits full names', () => {
    expect(splitFullName('Smith, Anna')).toEqual({ firstName: 'Anna', lastName: 'Smith' });
    expect(splitFullName('Anna Smith, PhD')).toEqual({ firstName: 'Anna', lastName: 'Smith' });
    expect(splitFullName('Cher')).toBeUndefined();
  });
});
