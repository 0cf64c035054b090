import { z } from 'zod';
import { emailField, idSchema, timestampSchema } from './common.ts';
import { isKnownTimeZone } from './organisation.ts';
import {
  companyDetailSchema,
  departments,
  emailStatuses,
  fundingStages,
  revenueBands,
  seniorities,
} from './prospects.ts';

/**
 * One prospect record: a person with their company's fields, as the data import reads it from a
 * file row and the super-admin curation route takes it. Every field is optional here (a correction
 * sends only what changes); what a *new* person or company must have is checked against the
 * stored record (`newPersonFields`, `newCompanyFields`), because only then is it known to be new.
 */

/** A string field whose message says what to enter, whether the value is missing or of the wrong type. */
function text(max: number, message: string) {
  return z
    .string({ message })
    .trim()
    .max(max, { message: `Use at most ${max} characters` });
}

function requiredText(max: number, message: string) {
  return text(max, message).min(1, { message });
}

const webAddress = (message: string) =>
  z
    .string({ message })
    .trim()
    .max(500, { message: 'Use at most 500 characters' })
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, { message })
    .transform((value) => value.replace(/\/+$/, ''));

/** Checking a zone builds an `Intl.DateTimeFormat` (tens of µs): an import checks the same few zones again and again. */
const checkedTimeZones = new Map<string, boolean>();
function isTimeZone(value: string): boolean {
  let isKnown = checkedTimeZones.get(value);
  if (isKnown === undefined) {
    isKnown = isKnownTimeZone(value);
    if (checkedTimeZones.size < 2000) checkedTimeZones.set(value, isKnown);
  }
  return isKnown;
}

const countryCode = z
  .string({ message: 'Use a two-letter country code such as US or IN' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { message: 'Use a two-letter country code such as US or IN' })
  .transform((value) => value.toUpperCase());

/** A bare domain: `https://www.Acme.com/about` is taken as `acme.com`. */
const companyDomain = z
  .string({ message: "Enter the company's domain, such as acme.com" })
  .trim()
  .transform((value) =>
    value
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/^www\./, '')
      .replace(/[/?#].*$/, '')
      .replace(/\.$/, ''),
  )
  .pipe(
    z
      .string()
      .max(253, { message: "Enter the company's domain, such as acme.com" })
      .regex(/^(?!-)[a-z0-9-]{1,63}(\.(?!-)[a-z0-9-]{1,63})+$/, {
        message: "Enter the company's domain, such as acme.com",
      }),
  );

const wordList = (what: string) =>
  z
    .array(requiredText(100, `Each ${what} needs a name`), { message: `List the ${what}s` })
    .max(100, { message: `List at most 100 ${what}s` });

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

/** A company's fields. `domain` identifies it (unique); `employeeCount` sets its size band. */
export const prospectCompanyPatchSchema = z.strictObject({
  name: requiredText(200, "Enter the company's name").optional(),
  domain: companyDomain.optional(),
  logoUrl: webAddress('Enter a web address starting with http:// or https://').nullable().optional(),
  industry: requiredText(120, "Enter the company's industry").optional(),
  subIndustry: text(120, 'Enter the sub-industry as text').optional(),
  employeeCount: wholeNumber('Enter the number of employees as a whole number from 1', 1, 10_000_000).optional(),
  revenueBand: z.enum(revenueBands, { message: `Use one of ${revenueBands.join(', ')}` }).optional(),
  /** Only to work out `revenueBand` when that is not given; not stored. */
  annualRevenueUsd: z
    .number({ message: 'Enter the yearly revenue in US dollars as a number' })
    .min(0, { message: 'Enter the yearly revenue in US dollars as a number' })
    .max(1e13, { message: 'Enter the yearly revenue in US dollars as a number' })
    .optional(),
  foundedYear: wholeNumber('Enter the year the company was founded, such as 2012', 1600, 2100).nullable().optional(),
  country: countryCode.optional(),
  region: text(120, 'Enter the region as text').optional(),
  city: text(120, 'Enter the city as text').optional(),
  description: text(4000, 'Enter the description as text').optional(),
  keywords: wordList('keyword').optional(),
  technologies: wordList('technology').optional(),
  fundingStage: z.enum(fundingStages, { message: `Use one of ${fundingStages.join(', ')}` }).optional(),
  fundingTotalUsd: wholeNumber('Enter the total funding in US dollars as a whole number', 0, 1e13)
    .nullable()
    .optional(),
  lastFundingAt: z.iso
    .date({ message: 'Enter the date of the last funding round as YYYY-MM-DD' })
    .refine((value) => value >= '1900-01-01' && value <= '2100-12-31', {
      message: 'Enter the date of the last funding round as YYYY-MM-DD',
    })
    .nullable()
    .optional(),
  linkedinUrl: webAddress('Enter a web address starting with http:// or https://').nullable().optional(),
  twitterUrl: webAddress('Enter a web address starting with http:// or https://').nullable().optional(),
});
export type ProspectCompanyPatch = z.infer<typeof prospectCompanyPatchSchema>;

/** A person's fields, with their company's. `null` removes a contact detail. */
export const prospectPersonPatchSchema = z.strictObject({
  firstName: requiredText(100, 'Enter a first name').optional(),
  lastName: requiredText(100, 'Enter a last name').optional(),
  title: text(200, 'Enter the job title as text').optional(),
  seniority: z.enum(seniorities, { message: `Use one of ${seniorities.join(', ')}` }).optional(),
  department: z.enum(departments, { message: `Use one of ${departments.join(', ')}` }).optional(),
  email: emailField.nullable().optional(),
  emailStatus: z.enum(emailStatuses, { message: `Use one of ${emailStatuses.join(', ')}` }).optional(),
  phone: z
    .string({ message: 'Enter a phone number such as +1 415 555 0100' })
    .trim()
    .regex(/^\+?[0-9][0-9 ().-]{3,38}$/, { message: 'Enter a phone number such as +1 415 555 0100' })
    .nullable()
    .optional(),
  linkedinUrl: webAddress('Enter a LinkedIn address starting with https://').nullable().optional(),
  twitterUrl: webAddress('Enter a Twitter address starting with https://').nullable().optional(),
  city: text(120, 'Enter the city as text').optional(),
  region: text(120, 'Enter the region as text').optional(),
  country: countryCode.optional(),
  timeZone: z
    .string({ message: 'Use a time zone such as Europe/Berlin' })
    .trim()
    .refine(isTimeZone, { message: 'Use a time zone such as Europe/Berlin' })
    .optional(),
  bio: text(4000, 'Enter the bio as text').optional(),
  skills: wordList('skill').optional(),
  company: prospectCompanyPatchSchema.optional(),
});
export type ProspectPersonPatch = z.infer<typeof prospectPersonPatchSchema>;

/** Fields a person must have when the record creates them, with what to say when one is missing. */
export const newPersonFields = {
  firstName: 'Enter a first name',
  lastName: 'Enter a last name',
  seniority: `Choose a seniority (${seniorities.join(', ')})`,
  department: `Choose a department (${departments.join(', ')})`,
} as const satisfies Partial<Record<keyof ProspectPersonPatch, string>>;

/** Fields a company must have when the record creates it. */
export const newCompanyFields = {
  name: "Enter the company's name",
  domain: "Enter the company's domain, such as acme.com",
  industry: "Enter the company's industry",
  employeeCount: 'Enter the number of employees as a whole number from 1',
  country: 'Use a two-letter country code such as US or IN',
} as const satisfies Partial<Record<keyof ProspectCompanyPatch, string>>;

// Super-admin curation ---------------------------------------------------------------------------

/**
 * `POST /api/v1/sadmin/contacts/people`: with `id`, corrects that person; without, finds the
 * person by the natural key within `company.domain` (email, else LinkedIn address, else full name)
 * and corrects them, or adds them when there is nobody to correct.
 */
export const curatePersonBodySchema = prospectPersonPatchSchema.extend({
  id: idSchema.optional(),
});
export type CuratePersonBody = z.infer<typeof curatePersonBodySchema>;
/** What a client sends (before the schema trims and normalises it). */
export type CuratePersonInput = z.input<typeof curatePersonBodySchema>;

export const curatedPeopleQuerySchema = z.object({
  /** An email address (any case) or a person id. */
  q: z.string().trim().min(1, { message: 'Enter an email address or a person id' }).max(254),
});

const curatedProvenanceSchema = z.object({
  source: z.string(),
  verifiedAt: timestampSchema,
  /** The super-admin who corrected the field (`source: 'curation'`). */
  curatedBy: z.string().optional(),
});

/** The company as stored: the 360 view's company without key people, and its values unchecked (curation shows what is there). */
export const curatedCompanySchema = companyDetailSchema.omit({ keyPeople: true }).extend({
  fundingStage: z.string(),
  lastFundingAt: z.string().nullable(),
});
export type CuratedCompany = z.infer<typeof curatedCompanySchema>;

/** A person's whole stored record, unmasked, with their company: what the curation screen edits. */
export const curatedPersonSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  title: z.string(),
  seniority: z.string(),
  department: z.string(),
  email: z.string().nullable(),
  emailStatus: z.enum(emailStatuses),
  emailCheckedAt: timestampSchema.nullable(),
  phone: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  timeZone: z.string(),
  bio: z.string(),
  skills: z.array(z.string()),
  provenance: z.record(z.string(), curatedProvenanceSchema),
  company: curatedCompanySchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type CuratedPerson = z.infer<typeof curatedPersonSchema>;

export const curationOutcomes = ['created', 'updated', 'unchanged'] as const;
export type CurationOutcome = (typeof curationOutcomes)[number];

export const curatePersonReplySchema = z.object({
  message: z.string(),
  data: z.object({
    outcome: z.enum(curationOutcomes),
    /** Record paths that changed, such as `email` or `company.employeeCount`. */
    changedFields: z.array(z.string()),
    person: curatedPersonSchema,
  }),
});
export type CuratePersonReply = z.infer<typeof curatePersonReplySchema>;

export const curatedPeopleReplySchema = z.object({ data: z.array(curatedPersonSchema) });
