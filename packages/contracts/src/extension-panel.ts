import { z } from 'zod';
import { apiKeyScopeSchema } from './api-keys.ts';
import { dataReplySchema, idSchema, messageReplySchema, timestampSchema } from './common.ts';
import { companyNewsItemSchema, socialPostSchema } from './extension.ts';
import { discStyles } from './insights.ts';
import { companySummarySchema, personSummarySchema } from './prospects.ts';

/**
 * The browser extension's own routes (docs/extension.md): recognise the prospect a page shows,
 * remember that the rep viewed it, and sign the extension in.
 */

const hostnamePattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const emailPattern = /^[^\s@]{1,64}@([^\s@]{1,253})$/;

const linkedinPattern = /^https:\/\/((?:[a-z0-9-]+\.)*linkedin\.com)(?::443)?\/(in|company)\/([^/?#\s]+)/i;

/** A LinkedIn profile (`/in/<handle>`) or company page (`/company/<slug>`) address, or null. */
export function linkedinTargetOf(address: string): { kind: 'person' | 'company'; handle: string; url: string } | null {
  const match = linkedinPattern.exec(address.trim());
  if (!match?.[2] || !match[3]) return null;
  let handle: string;
  try {
    handle = decodeURIComponent(match[3]).toLowerCase();
  } catch {
    return null;
  }
  const kind = match[2].toLowerCase() === 'in' ? 'in' : 'company';
  return { kind: kind === 'in' ? 'person' : 'company', handle, url: `https://www.linkedin.com/${kind}/${handle}` };
}

/** A bare, lower-case host name from a domain or a web address (`https://www.acme.com/about` → `acme.com`), or null. */
export function prospectDomainOf(input: string): string | null {
  let host = input.trim().toLowerCase();
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?/.exec(host);
  if (scheme) host = host.slice(scheme[0].length);
  host = (host.split(/[/?#:]/)[0] ?? '').replace(/^www\./, '').replace(/\.$/, '');
  return hostnamePattern.test(host) ? host : null;
}

/** A lower-case email address and its domain, or null. */
export function prospectEmailOf(input: string): { email: string; domain: string } | null {
  const email = input.trim().toLowerCase();
  const domain = emailPattern.exec(email)?.[1];
  return domain && hostnamePattern.test(domain) ? { email, domain } : null;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const clue = (max: number, valid: (value: string) => boolean, message: string) =>
  optionalText(max).refine((value) => value === undefined || valid(value), { message });

/** `GET extension/prospect`: what the page shows; at least one of a LinkedIn URL, an email, a domain, or a name with a company. */
export const extensionProspectQuerySchema = z
  .object({
    linkedinUrl: clue(
      500,
      (value) => linkedinTargetOf(value) !== null,
      'Send a LinkedIn profile (https://www.linkedin.com/in/…) or company page (…/company/…) address.',
    ),
    email: clue(320, (value) => prospectEmailOf(value) !== null, 'The email address is not valid.'),
    domain: clue(
      253,
      (value) => prospectDomainOf(value) !== null,
      'The domain is not a valid host name, such as acme.com.',
    ),
    name: optionalText(200),
    company: optionalText(200),
  })
  .superRefine((query, context) => {
    if (!query.linkedinUrl && !query.email && !query.domain && !(query.name && query.company)) {
      context.addIssue({
        code: 'custom',
        message: 'Send a LinkedIn URL, an email address, a domain, or a name with a company.',
      });
    }
  });
export type ExtensionProspectQuery = z.input<typeof extensionProspectQuerySchema>;

export const prospectMatchKinds = ['person', 'company', 'none'] as const;
export const prospectMatchedBy = ['linkedin', 'email', 'domain', 'name'] as const;

/** A short DISC-style summary of the 360° view's personality profile (always a prediction). */
export const personalitySummarySchema = z.object({
  primary: z.enum(discStyles),
  secondary: z.enum(discStyles).nullable(),
  confidenceLevel: z.string(),
  summary: z.string(),
});
export type PersonalitySummary = z.infer<typeof personalitySummarySchema>;

/** The match: a person (masked unless revealed), or only their company, or nothing ("no match", never a 404). */
export const extensionProspectSchema = z.object({
  match: z.enum(prospectMatchKinds),
  matchedBy: z.enum(prospectMatchedBy).nullable(),
  person: personSummarySchema.nullable(),
  company: companySummarySchema.nullable(),
  news: z.array(companyNewsItemSchema),
  posts: z.array(socialPostSchema),
  personality: personalitySummarySchema.nullable(),
});
export type ExtensionProspect = z.infer<typeof extensionProspectSchema>;
export const extensionProspectReplySchema = dataReplySchema(extensionProspectSchema);

export const extensionViewSources = ['linkedin', 'website', 'email', 'other'] as const;

/** `GET extension/trackprospect`: the viewed person or company (`id` names either, as `newsdetails`' does). */
export const trackProspectQuerySchema = z.object({
  id: idSchema,
  source: z.enum(extensionViewSources).default('other'),
});
export type TrackProspectQuery = z.input<typeof trackProspectQuerySchema>;

/** One prospect the rep viewed in the extension; one row per prospect and half hour. */
export const extensionViewSchema = z.object({
  id: idSchema,
  personId: idSchema.nullable(),
  companyId: idSchema.nullable(),
  name: z.string(),
  detail: z.string(),
  source: z.enum(extensionViewSources),
  viewedAt: timestampSchema,
});
export type ExtensionView = z.infer<typeof extensionViewSchema>;

export const trackProspectSchema = z.object({
  /** False when the same prospect was already recorded in this half hour. */
  recorded: z.boolean(),
  view: extensionViewSchema,
});
export const trackProspectReplySchema = dataReplySchema(trackProspectSchema);

export const extensionHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const extensionHistoryReplySchema = dataReplySchema(z.array(extensionViewSchema));

/** `POST extension/globalauth`: an access code made in the web app, or the web app's signed-in session. */
export const extensionSignInBodySchema = z
  .strictObject({
    method: z.enum(['accessCode', 'session']),
    /** With `accessCode`: the code, `XXXX-XXXX-XXXX-XXXX` (case, spaces and dashes do not matter). */
    code: z.string().trim().max(64).optional(),
  })
  .superRefine((body, context) => {
    if (body.method === 'accessCode' && !body.code) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'Enter the access code' });
    }
    if (body.method === 'session' && body.code !== undefined) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'A session sign-in takes no code' });
    }
  });
export type ExtensionSignInBody = z.infer<typeof extensionSignInBodySchema>;

/** What the extension keeps in its own storage: an API key (access code) or a session's token pair. */
export const extensionSignInSchema = z.object({
  signInId: idSchema,
  method: z.enum(['accessCode', 'session']),
  organisation: z.object({ id: idSchema, name: z.string() }),
  /** Access code: the key's secret (`lp_…`), shown to the extension only. */
  apiKey: z.string().nullable(),
  scopes: z.array(apiKeyScopeSchema).nullable(),
  /** Session: an access token, renewed with the refresh token at `POST auth/refresh`. */
  accessToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
});
export type ExtensionSignIn = z.infer<typeof extensionSignInSchema>;
export const extensionSignInReplySchema = messageReplySchema(extensionSignInSchema);

/** An extension signed in with the web app's session, as the web app lists it (access codes became API keys). */
export const extensionSignInViewSchema = z.object({
  id: idSchema,
  userAgent: z.string(),
  createdAt: timestampSchema,
  revokedAt: timestampSchema.nullable(),
});
export type ExtensionSignInView = z.infer<typeof extensionSignInViewSchema>;
export const extensionSignInsReplySchema = dataReplySchema(z.array(extensionSignInViewSchema));
export const revokeExtensionSignInBodySchema = z.strictObject({ id: idSchema });
export const revokeExtensionSignInReplySchema = messageReplySchema(extensionSignInViewSchema);
