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
const phoneColumn = header.indexOf('Phone');

/**
 * A phone number in E.164 (`+15927141657`) when it is one: a plus, then 8 to 15 digits once
 * spaces, dots, dashes and brackets are dropped (the stored form is `+1 592 714 1657`); else null.
 */
export function e164Phone(phone: string): string | null {
  const compact = phone.replace(/[\s().-]/g, '');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/**
 * The phone's CSV field: a real number as E.164, which a spreadsheet reads as a number and CRMs
 * import as is (no apostrophe); anything else goes through the formula guard like every field.
 */
export function phoneCsvField(phone: string): string {
  return e164Phone(phone) ?? csvField(phone);
}

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
    const fields = [
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
    ];
    lines.push(
      fields.map((field, index) => (index === phoneColumn ? phoneCsvField(field) : csvField(field))).join(','),
    );
  }
  // The byte order mark makes spreadsheet programs read the file as UTF-8 (names, the mask's dots).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
