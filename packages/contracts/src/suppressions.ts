import { z } from 'zod';

/** The token of an unsubscribe link, as it rides in `?token=`. */
export const unsubscribeTokenSchema = z.string().trim().min(1).max(2048);

/** `GET callback/unsubscribe?token=`: reads the link, changes nothing. */
export const unsubscribeQuerySchema = z.strictObject({ token: unsubscribeTokenSchema });

/** `POST callback/unsubscribe`: the token in the URL (RFC 8058 one-click) or in the body. */
export const unsubscribePostQuerySchema = z.strictObject({ token: unsubscribeTokenSchema.optional() });

export const unsubscribeScopes = ['email', 'domain'] as const;
export type UnsubscribeScope = (typeof unsubscribeScopes)[number];

/**
 * The JSON body (a page or an app): `scope: 'domain'` asks to stop mail to everyone at the
 * address's domain. A mail client's one-click POST sends the form body `List-Unsubscribe=One-Click`
 * instead, which counts as `{ scope: 'email' }` with the token from the URL.
 */
export const unsubscribeBodySchema = z.strictObject({
  token: unsubscribeTokenSchema.optional(),
  scope: z.enum(unsubscribeScopes).default('email'),
});
export type UnsubscribeBody = z.input<typeof unsubscribeBodySchema>;

/** Whom a link is for, without revealing the whole address. */
export const unsubscribeInfoSchema = z.object({
  /** The address with most of its local part hidden: `j***@example.com`. */
  maskedEmail: z.string(),
  domain: z.string(),
  organisationName: z.string(),
  /** False for a public mail service's domain (gmail.com…): only the address itself can be unsubscribed. */
  domainScopeAllowed: z.boolean(),
  /** True when the address (or its domain) is already on the organisation's suppression list. */
  alreadyUnsubscribed: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

export const unsubscribeResultSchema = z.object({
  maskedEmail: z.string(),
  organisationName: z.string(),
  scope: z.enum(unsubscribeScopes),
  /** The domain suppressed, for `scope: 'domain'`. */
  domain: z.string().optional(),
});
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
