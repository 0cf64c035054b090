import type { PersonDetail, PersonSummary } from '@leadpilot/contracts';
import type { companies, people } from '../../db/schema.ts';
import { maskEmail, maskPhone } from './mask-contact.ts';

type PersonRow = typeof people.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** What a summary reads of a person and their company (search selects only these columns). */
export type PersonSummaryRow = Pick<
  PersonRow,
  | 'id'
  | 'fullName'
  | 'title'
  | 'seniority'
  | 'department'
  | 'country'
  | 'region'
  | 'city'
  | 'timeZone'
  | 'email'
  | 'emailStatus'
  | 'phone'
  | 'linkedinUrl'
>;
export type CompanySummaryRow = Pick<CompanyRow, 'id' | 'name' | 'domain' | 'logoUrl' | 'industry' | 'sizeBand'>;

export interface PersonViewInput {
  person: PersonRow;
  company: CompanyRow | null;
  /** When the actor's organisation revealed this person, or null. */
  revealedAt: Date | null;
  intent: PersonSummary['intent'];
}

/** The person as search shows them: email and phone masked unless the organisation revealed them. */
export function toPersonSummary({
  person,
  company,
  revealedAt,
  intent,
}: {
  person: PersonSummaryRow;
  company: CompanySummaryRow | null;
  revealedAt: Date | null;
  intent: PersonSummary['intent'];
}): PersonSummary {
  const isRevealed = revealedAt !== null;
  return {
    id: person.id,
    fullName: person.fullName,
    title: person.title,
    seniority: person.seniority as PersonSummary['seniority'],
    department: person.department as PersonSummary['department'],
    company: company
      ? {
          id: company.id,
          name: company.name,
          domain: company.domain,
          logoUrl: company.logoUrl,
          industry: company.industry,
          sizeBand: company.sizeBand,
        }
      : null,
    country: person.country,
    region: person.region,
    city: person.city,
    timeZone: person.timeZone,
    email: isRevealed ? person.email : maskEmail(person.email),
    emailStatus: person.emailStatus,
    phone: isRevealed ? person.phone : maskPhone(person.phone),
    hasPhone: person.phone !== null,
    linkedinUrl: person.linkedinUrl,
    isRevealed,
    intent,
  };
}

/** The full record; only for an organisation that revealed the person. */
export function toPersonDetail(input: PersonViewInput & { revealedAt: Date }): PersonDetail {
  const { person } = input;
  return {
    ...toPersonSummary(input),
    firstName: person.firstName,
    lastName: person.lastName,
    emailCheckedAt: person.emailCheckedAt?.toISOString() ?? null,
    phoneStatus: person.phoneStatus,
    phoneCheckedAt: person.phoneCheckedAt?.toISOString() ?? null,
    twitterUrl: person.twitterUrl,
    bio: person.bio,
    skills: person.skills,
    employmentHistory: person.employmentHistory,
    provenance: person.provenance,
    revealedAt: input.revealedAt.toISOString(),
  };
}
