import { describe, expect, it } from 'vitest';
import { parseProspectsCsv, prospectsToCsv } from './parse-csv.ts';

describe('pasted prospects CSV', () => {
  it('reads the known columns under the names people use, and keeps the others as merge fields', () => {
    const { rows, error } = parseProspectsCsv(
      'Email Address,First Name,Company Name,Job Title,Country,Pain point\n"ada@acme.test",Ada,"Acme, Inc.",CTO,gb,slow outreach\n,Bob,,,,',
    );
    expect(error).toBeNull();
    expect(rows).toEqual([
      {
        email: 'ada@acme.test',
        firstName: 'Ada',
        company: 'Acme, Inc.',
        title: 'CTO',
        country: 'gb',
        fields: { pain_point: 'slow outreach' },
      },
      { email: '', firstName: 'Bob' },
    ]);
  });

  it('asks for an email column', () => {
    expect(parseProspectsCsv('name\nAda').error).toBe('Add a header row with an “email” column.');
    expect(parseProspectsCsv('  ')).toEqual({ rows: [], error: null });
  });

  it('writes saved rows back as CSV that reads the same', () => {
    const rows = [{ email: 'ada@acme.test', firstName: 'Ada', company: 'Acme, Inc.', fields: { pain_point: 'slow' } }];
    expect(parseProspectsCsv(prospectsToCsv(rows)).rows).toEqual(rows);
  });
});
