import type { CuratedPerson } from '@leadpilot/contracts';

/** The curation form's values: text as typed ('' for empty), lists as tags, the employee count '' until entered. */
export interface PersonRecordValues {
  firstName: string;
  lastName: string;
  title: string;
  seniority: string;
  department: string;
  email: string;
  emailStatus: string;
  phone: string;
  linkedinUrl: string;
  twitterUrl: string;
  country: string;
  region: string;
  city: string;
  timeZone: string;
  bio: string;
  skills: string[];
  company: {
    name: string;
    domain: string;
    industry: string;
    employeeCount: number | string;
    revenueBand: string;
    fundingStage: string;
    country: string;
    city: string;
    technologies: string[];
  };
}

export const emptyPersonRecord: PersonRecordValues = {
  firstName: '',
  lastName: '',
  title: '',
  seniority: '',
  department: '',
  email: '',
  emailStatus: '',
  phone: '',
  linkedinUrl: '',
  twitterUrl: '',
  country: '',
  region: '',
  city: '',
  timeZone: '',
  bio: '',
  skills: [],
  company: {
    name: '',
    domain: '',
    industry: '',
    employeeCount: '',
    revenueBand: '',
    fundingStage: '',
    country: '',
    city: '',
    technologies: [],
  },
};

export function toPersonRecordValues(person: CuratedPerson): PersonRecordValues {
  const { company } = person;
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title,
    seniority: person.seniority,
    department: person.department,
    email: person.email ?? '',
    emailStatus: person.emailStatus,
    phone: person.phone ?? '',
    linkedinUrl: person.linkedinUrl ?? '',
    twitterUrl: person.twitterUrl ?? '',
    country: person.country,
    region: person.region,
    city: person.city,
    timeZone: person.timeZone,
    bio: person.bio,
    skills: person.skills,
    company: company
      ? {
          name: company.name,
          domain: company.domain,
          industry: company.industry,
          employeeCount: company.employeeCount,
          revenueBand: company.revenueBand,
          fundingStage: company.fundingStage,
          country: company.country,
          city: company.city,
          technologies: company.technologies,
        }
      : emptyPersonRecord.company,
  };
}

/** Contact details a correction may remove: an emptied field is sent as null. */
const removableFields = new Set(['email', 'phone', 'linkedinUrl', 'twitterUrl']);

const isEmpty = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields to send: for a new record every filled-in one, for a correction only what changed. */
function changedFields(values: object, initial: object | null): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'company') continue;
    const before: unknown = initial ? Reflect.get(initial, key) : undefined;
    if (!initial) {
      if (!isEmpty(value)) fields[key] = value;
    } else if (!sameValue(value, before)) {
      fields[key] = value === '' && removableFields.has(key) ? null : value;
    }
  }
  return fields;
}

/**
 * The request body for the curation route (before its schema checks it): the person's id for a
 * correction, and the changed fields; the company part only when one of its fields changed.
 */
export function toCurationBody(
  values: PersonRecordValues,
  initial: PersonRecordValues | null,
  id: string | null,
): Record<string, unknown> {
  const body = changedFields(values, initial);
  const company = changedFields(values.company, initial?.company ?? null);
  if (Object.keys(company).length > 0) body.company = company;
  if (id) body.id = id;
  return body;
}
