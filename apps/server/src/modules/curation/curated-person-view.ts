import type { CuratedPerson } from '@leadpilot/contracts';
import type { CompanyRow, PersonRow } from '../people/index.ts';
import { companyRecordOf } from '../people/index.ts';

const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** A person's whole stored record, unmasked, with their company: what super-admins curate. */
export function toCuratedPerson(person: PersonRow, company: CompanyRow | null): CuratedPerson {
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    fullName: person.fullName,
    title: person.title,
    seniority: person.seniority,
    department: person.department,
    email: person.email,
    emailStatus: person.emailStatus,
    emailCheckedAt: isoOrNull(person.emailCheckedAt),
    phone: person.phone,
    linkedinUrl: person.linkedinUrl,
    twitterUrl: person.twitterUrl,
    city: person.city,
    region: person.region,
    country: person.country,
    timeZone: person.timeZone,
    bio: person.bio,
    skills: person.skills,
    provenance: person.provenance,
    company: company ? companyRecordOf(company) : null,
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
  };
}
