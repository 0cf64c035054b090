import { z } from 'zod';
import { idSchema, textField, timestampSchema } from './common.ts';

/** Two-letter ISO country codes are stored upper-case. */
const countryField = z
  .string()
  .trim()
  .refine((value) => value === '' || /^[A-Za-z]{2}$/.test(value), {
    message: 'Use a two-letter country code such as US or IN',
  })
  .transform((value) => value.toUpperCase());

const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .refine(isKnownTimeZone, { message: 'Choose a time zone from the list' });

/** Zones already accepted: a few hundred names at most, so the set stays small. */
const acceptedTimeZones = new Set<string>();
/** The characters of IANA zone names and fixed offsets (`Europe/Paris`, `Etc/GMT+5`, `UTC`). */
const timeZoneShape = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** Whether the runtime knows this time zone; building a formatter is slow, so an accepted name is remembered. */
export function isKnownTimeZone(value: string): boolean {
  if (acceptedTimeZones.has(value)) return true;
  if (!timeZoneShape.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  acceptedTimeZones.add(value);
  return true;
}

const websiteField = z
  .string()
  .trim()
  .max(255)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), {
    message: 'Enter a web address starting with http:// or https://',
  });

const domainField = z
  .string()
  .trim()
  .max(253)
  .refine((value) => value === '' || /^(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/i.test(value), {
    message: 'Enter a domain such as example.com',
  })
  .transform((value) => value.toLowerCase());

export const postalAddressSchema = z.strictObject({
  line1: textField(200),
  line2: textField(200),
  city: textField(120),
  region: textField(120),
  postalCode: textField(32),
  country: countryField,
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/** The stored address as replies carry it (plain strings, no input transforms). */
export const postalAddressViewSchema = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

export const organisationSchema = z.object({
  id: idSchema,
  name: z.string(),
  website: z.string(),
  domain: z.string(),
  country: z.string(),
  timeZone: z.string(),
  address: postalAddressViewSchema,
  memberCount: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Organisation = z.infer<typeof organisationSchema>;

export const updateOrganisationBodySchema = z
  .strictObject({
    name: textField(160).min(1, { message: 'Enter the organisation name' }),
    website: websiteField,
    domain: domainField,
    country: countryField,
    timeZone: timeZoneField,
    address: postalAddressSchema,
  })
  .partial();
export type UpdateOrganisationBody = z.input<typeof updateOrganisationBodySchema>;
export { countryField, timeZoneField };
