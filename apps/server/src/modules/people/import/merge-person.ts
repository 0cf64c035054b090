import { newPersonFields, type ProspectPersonPatch } from '@leadpilot/contracts';
import { companyColumnsOf } from '../generator/generate-person.ts';
import { countries } from '../generator/vocabulary/countries.ts';
import {
  type CompanyValues,
  changesBetween,
  type FieldChange,
  type MissingField,
  type PersonValues,
  type ProvenanceEntry,
} from './prospect-values.ts';

/** A record's person fields; its company is resolved first and passed on its own. */
export type PersonPatch = Omit<ProspectPersonPatch, 'company'>;

export interface PersonMergeOptions {
  /** The id a new person gets. */
  id: string;
  now: Date;
  /** Written for each contact field this record changes (email, phone, title, LinkedIn, company). */
  provenance: ProvenanceEntry;
}

export type PersonMerge =
  | { isMissing: false; person: PersonValues; changes: FieldChange[]; isChanged: boolean }
  | { isMissing: true; missing: MissingField[] };

/** The person columns a record can change, in the order they are reported. */
export const personRecordFields = [
  'firstName',
  'lastName',
  'title',
  'seniority',
  'department',
  'companyId',
  'email',
  'emailStatus',
  'phone',
  'linkedinUrl',
  'twitterUrl',
  'city',
  'region',
  'country',
  'timeZone',
  'bio',
  'skills',
] as const satisfies readonly (keyof PersonValues)[];

/** A record's person fields, without its company. */
export function personFieldsOf(patch: ProspectPersonPatch): PersonPatch {
  const { company: _company, ...fields } = patch;
  return fields;
}

/** The zone of a city in the generator's places, or the country's when all its cities share one. */
export function timeZoneFor(country: string, city: string): string | null {
  const profile = countries.find((entry) => entry.code === country);
  if (!profile) return null;
  const place = profile.cities.find((entry) => entry.city.toLowerCase() === city.toLowerCase());
  if (place) return place.timeZone;
  const zones = new Set(profile.cities.map((entry) => entry.timeZone));
  return zones.size === 1 ? (profile.cities[0]?.timeZone ?? null) : null;
}

/** The fields a record lacks to create a person. */
export function missingPersonFields(patch: PersonPatch): MissingField[] {
  const required: [keyof typeof newPersonFields, unknown][] = [
    ['firstName', patch.firstName],
    ['lastName', patch.lastName],
    ['seniority', patch.seniority],
    ['department', patch.department],
  ];
  return required
    .filter(([, value]) => value === undefined || value === '')
    .map(([field]) => ({ field, message: newPersonFields[field] }));
}

/** `patch`'s value when it gives one (null included: that removes a contact detail), else the current one. */
function given<Value>(patched: Value | undefined, current: Value): Value {
  return patched === undefined ? current : patched;
}

/**
 * Applies one record to a person (`current` null: a new person). Absent fields keep their value;
 * the company's copied columns always follow `company`. A contact field that gets a new value
 * gets `options.provenance`; one that keeps its value keeps its provenance, so applying the same
 * record twice changes nothing.
 */
export function mergePerson(
  current: PersonValues | null,
  patch: PersonPatch,
  company: CompanyValues,
  options: PersonMergeOptions,
): PersonMerge {
  if (!current) {
    const missing = missingPersonFields(patch);
    if (missing.length > 0) return { isMissing: true, missing };
  }
  const firstName = patch.firstName ?? current?.firstName ?? '';
  const lastName = patch.lastName ?? current?.lastName ?? '';
  const title = patch.title ?? current?.title ?? '';
  const country = patch.country ?? current?.country ?? company.country;
  const city = patch.city ?? current?.city ?? '';
  const isMoved = !current || current.country !== country || current.city !== city;
  const timeZone =
    patch.timeZone ?? (isMoved ? (timeZoneFor(country, city) ?? current?.timeZone ?? 'UTC') : current.timeZone);

  const email = given(patch.email, current?.email ?? null);
  const isNewEmail = email !== (current?.email ?? null);
  let emailStatus: PersonValues['emailStatus'] = isNewEmail ? 'unknown' : (current?.emailStatus ?? 'unknown');
  let emailCheckedAt = isNewEmail ? null : (current?.emailCheckedAt ?? null);
  if (patch.emailStatus !== undefined && patch.emailStatus !== emailStatus) {
    emailStatus = patch.emailStatus;
    emailCheckedAt = emailStatus === 'unknown' ? null : new Date(options.provenance.verifiedAt);
  }
  const phone = given(patch.phone, current?.phone ?? null);
  const isNewPhone = phone !== (current?.phone ?? null);
  const linkedinUrl = given(patch.linkedinUrl, current?.linkedinUrl ?? null);
  const companyId = company.id;

  const provenance = { ...(current?.provenance ?? {}) };
  const stamp = (field: string, value: unknown, isNewValue: boolean) => {
    if (!isNewValue && provenance[field]) return;
    if (value === null || value === '') delete provenance[field];
    else provenance[field] = options.provenance;
  };
  if (patch.email !== undefined || patch.emailStatus !== undefined) {
    stamp('email', email, isNewEmail || emailStatus !== (current?.emailStatus ?? 'unknown'));
  }
  if (patch.phone !== undefined) stamp('phone', phone, isNewPhone);
  if (patch.title !== undefined) stamp('title', title, title !== (current?.title ?? ''));
  if (patch.linkedinUrl !== undefined)
    stamp('linkedinUrl', linkedinUrl, linkedinUrl !== (current?.linkedinUrl ?? null));
  stamp('company', companyId, companyId !== current?.companyId);

  const next: PersonValues = {
    id: current?.id ?? options.id,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    title,
    seniority: patch.seniority ?? current?.seniority ?? '',
    department: patch.department ?? current?.department ?? '',
    ...companyColumnsOf(company),
    country,
    region: patch.region ?? current?.region ?? '',
    city,
    timeZone,
    email,
    emailStatus,
    emailCheckedAt,
    phone,
    phoneStatus: isNewPhone ? 'unverified' : (current?.phoneStatus ?? 'unverified'),
    phoneCheckedAt: isNewPhone ? null : (current?.phoneCheckedAt ?? null),
    linkedinUrl,
    twitterUrl: given(patch.twitterUrl, current?.twitterUrl ?? null),
    bio: patch.bio ?? current?.bio ?? '',
    skills: patch.skills ?? current?.skills ?? [],
    employmentHistory: current?.employmentHistory ?? [],
    provenance,
    createdAt: current?.createdAt ?? options.now,
    updatedAt: current?.updatedAt ?? options.now,
  };
  const columns = Object.keys(next).filter(
    (key): key is keyof PersonValues & string => key !== 'updatedAt' && key !== 'createdAt',
  );
  const isChanged = !current || changesBetween(current, next, columns).length > 0;
  if (current && isChanged) next.updatedAt = options.now;
  return { isMissing: false, person: next, changes: changesBetween(current, next, personRecordFields), isChanged };
}
