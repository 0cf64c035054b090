import { csvField } from '../credits/index.ts';
import { type PersonViewInput, toPersonDetail, toPersonSummary } from '../people/index.ts';

const header = [
  'Name',
  'Title',
  'Seniority',
  'Department',
  'Company',
  'Company domain',
  'Industry',
  'Email',
  'Email status',
  'Phone',
  'Phone status',
  'LinkedIn',
  'Twitter',
  'City',
  'Region',
  'Country',
  'Time zone',
  'Revealed',
];

/**
 * The people of a list as CSV: full contact details for people the organisation revealed; for the
 * others the same masked email and phone search shows, and nothing that only a reveal shows.
 */
export function listCsv(records: PersonViewInput[]): string {
  const lines = [header.map(csvField).join(',')];
  for (const record of records) {
    const { revealedAt } = record;
    const detail = revealedAt ? toPersonDetail({ ...record, revealedAt }) : null;
    const person = detail ?? toPersonSummary(record);
    lines.push(
      [
        person.fullName,
        person.title,
        person.seniority,
        person.department,
        person.company?.name ?? record.person.companyName,
        person.company?.domain ?? '',
        person.company?.industry ?? record.person.industry,
        person.email ?? '',
        person.emailStatus,
        person.phone ?? '',
        detail?.phoneStatus ?? '',
        person.linkedinUrl ?? '',
        detail?.twitterUrl ?? '',
        person.city,
        person.region,
        person.country,
        person.timeZone,
        detail ? 'yes' : 'no',
      ]
        .map(csvField)
        .join(','),
    );
  }
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (names, the mask's dots).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
