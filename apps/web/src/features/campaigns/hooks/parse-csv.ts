import type { CsvProspect } from '@leadpilot/contracts';
import Papa from 'papaparse';

/** Header names people use for each column (lower-case, spaces and underscores removed). */
const columns: Record<string, keyof Omit<CsvProspect, 'fields'>> = {
  email: 'email',
  emailaddress: 'email',
  firstname: 'firstName',
  lastname: 'lastName',
  company: 'company',
  companyname: 'company',
  title: 'title',
  jobtitle: 'title',
  timezone: 'timeZone',
  country: 'country',
};

function columnOf(header: string) {
  return columns[header.toLowerCase().replace(/[\s_-]/g, '')];
}

/**
 * Pasted CSV with a header row: the known columns (email, first name, last name, company, title,
 * time zone, country) and any other column as a custom merge field. Rows without an email are kept:
 * the audience preview lists them as excluded with the reason.
 */
export function parseProspectsCsv(text: string): { rows: CsvProspect[]; error: string | null } {
  if (text.trim() === '') return { rows: [], error: null };
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true });
  const headers = parsed.meta.fields ?? [];
  if (!headers.some((header) => columnOf(header) === 'email')) {
    return { rows: [], error: 'Add a header row with an “email” column.' };
  }
  const rows = parsed.data.map((record) => {
    const row: CsvProspect = { email: '' };
    const fields: Record<string, string> = {};
    for (const header of headers) {
      const value = (record[header] ?? '').trim();
      const column = columnOf(header);
      if (column) {
        if (value !== '') row[column] = value;
      } else if (value !== '') {
        fields[header.trim().toLowerCase().replace(/\W+/g, '_')] = value;
      }
    }
    return Object.keys(fields).length > 0 ? { ...row, fields } : row;
  });
  return { rows, error: null };
}

/** The rows back as CSV, for the paste box of a saved campaign. */
export function prospectsToCsv(rows: CsvProspect[]): string {
  if (rows.length === 0) return '';
  return Papa.unparse(
    rows.map(({ fields, ...row }) => ({
      email: row.email,
      first_name: row.firstName ?? '',
      last_name: row.lastName ?? '',
      company: row.company ?? '',
      title: row.title ?? '',
      ...fields,
    })),
  );
}
