import { chooseEmail, type EmailContext, emailCells } from './fill-email.ts';
import { companyKeyOf, nameKeyOf } from './match-keys.ts';
import type { EnrichmentCell, EnrichmentField, EnrichmentRow } from './match-types.ts';
import type { PickedMatch } from './pick-match.ts';

/*
 * Charging, as a reveal in the web app charges (docs/credits.md, docs/prospects.md "Prices"): a
 * reveal's credit buys a person's email and phone, so only those two cells are `chargeable`, and
 * only when found in the records: an email the records hold as verified or risky, a phone the
 * records hold and do not know to be invalid. A kept value (the user had it), a guessed
 * email (until the verifier says verified or risky, see `isChargeableEmailStatus`), the title,
 * seniority, company facts and intent are free. The charging stage turns the chargeable cells of a
 * row into one reveal price per person, once per organisation.
 */

const cell = (
  field: EnrichmentField,
  value: string | null,
  source: EnrichmentCell['source'],
  confidence: number,
  status: EnrichmentCell['status'],
  chargeable = false,
): EnrichmentCell => ({ field, value, source, confidence, status, chargeable, needsVerification: false });

const notFound = (field: EnrichmentField) => cell(field, null, null, 0, 'not_found');

const present = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * A fact with no verification status (title, company facts): the records' value is found unless
 * the file already says the same (kept, as compared by `sameAs`); without one in the records the
 * file's value is kept; neither, not found.
 */
function fact(
  field: EnrichmentField,
  recordValue: string | null,
  fileValue: string | null,
  confidence: number,
  sameAs: (text: string) => string = nameKeyOf,
): EnrichmentCell {
  if (recordValue && fileValue && sameAs(recordValue) === sameAs(fileValue))
    return cell(field, fileValue, 'file', 1, 'kept');
  if (recordValue) return cell(field, recordValue, 'records', confidence, 'found');
  if (fileValue) return cell(field, fileValue, 'file', 1, 'kept');
  return notFound(field);
}

/** One number in two notations: the same digits, or one ending in the other's (a country code left out). */
function isSamePhone(first: string, second: string): boolean {
  const [shorter, longer] = [first.replace(/\D/g, ''), second.replace(/\D/g, '')].sort((a, b) => a.length - b.length);
  if (!shorter || !longer) return false;
  return shorter === longer || (shorter.length >= 7 && longer.endsWith(shorter));
}

/**
 * The phone: the file's number is kept when the records have the same, have none, or
 * do not hold theirs as verified; a phone the records know to be invalid is never offered.
 */
function phoneCell(row: EnrichmentRow, match: PickedMatch): EnrichmentCell {
  const filePhone = present(row.phone);
  const person = match.person;
  const recordPhone = person?.phone && person.phoneStatus !== 'invalid' ? person.phone : null;
  if (filePhone && recordPhone && isSamePhone(filePhone, recordPhone)) {
    return cell('phone', filePhone, 'file', 1, 'kept');
  }
  if (recordPhone && (!filePhone || person?.phoneStatus === 'verified')) {
    return cell('phone', recordPhone, 'records', match.confidence, 'found', true);
  }
  if (filePhone) return cell('phone', filePhone, 'file', 1, 'kept');
  return notFound('phone');
}

const joined = (parts: readonly string[]) => parts.filter((part) => part !== '').join(', ') || null;

/** Every cell of a row, in the order of `enrichmentFields`. */
export function fillCells(
  row: EnrichmentRow,
  match: PickedMatch,
  context: EmailContext & { intentTopics: ReadonlyMap<string, string[]> },
): EnrichmentCell[] {
  const { person, company, confidence, companyConfidence } = match;
  const topics = company ? (context.intentTopics.get(company.id) ?? []) : [];
  return [
    ...emailCells(chooseEmail(row, match, context)),
    phoneCell(row, match),
    fact('title', person?.title || null, present(row.title), confidence),
    fact('seniority', person?.seniority || null, null, confidence),
    fact('companyName', company?.name || null, present(row.company), companyConfidence, companyKeyOf),
    fact('companyDomain', company?.domain || null, present(row.domain), companyConfidence, (text) =>
      text.toLowerCase(),
    ),
    fact('industry', company?.industry || null, null, companyConfidence),
    fact('employeeCount', company ? String(company.employeeCount) : null, null, companyConfidence),
    fact('sizeBand', company?.sizeBand || null, null, companyConfidence),
    fact('companyCountry', company?.country || null, null, companyConfidence),
    fact('companyLocation', company ? joined([company.city, company.region]) : null, null, companyConfidence),
    fact('intentTopics', joined(topics), null, companyConfidence),
  ];
}
