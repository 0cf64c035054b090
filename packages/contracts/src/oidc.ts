import { z } from 'zod';
import { idSchema, textField, timestampSchema } from './common.ts';
import { oidcIntents, oidcProviders } from './oidc-providers.ts';

export const oidcProviderSchema = z.enum(oidcProviders);

/** Starts a sign-in: a POST, since each start writes a one-use state. */
export const oidcStartBodySchema = z.strictObject({
  intent: z.enum(['signin', 'signup']).default('signin'),
  /** The organisation a sign-up creates; without it, "<name>'s workspace". */
  organisationName: textField(160).optional(),
});
export type OidcStartBody = z.input<typeof oidcStartBodySchema>;

export const oidcStartSchema = z.object({
  /** The provider's authorization address to send the browser to. */
  url: z.string(),
  /** Also in `url`; the web keeps it to check that the callback answers a sign-in it started. */
  state: z.string(),
  provider: oidcProviderSchema,
  intent: z.enum(oidcIntents),
});
export type OidcStart = z.infer<typeof oidcStartSchema>;

/** What the provider sent back to `/auth/callback/{provider}`, posted by the web. */
export const oidcCallbackBodySchema = z.strictObject({
  code: z.string().min(1).max(4096),
  state: z.string().min(16).max(200),
});
export type OidcCallbackBody = z.infer<typeof oidcCallbackBodySchema>;

export const oidcProvidersSchema = z.object({ providers: z.array(oidcProviderSchema) });
export type OidcProviders = z.infer<typeof oidcProvidersSchema>;

/** A provider account linked to the signed-in user. */
export const userIdentitySchema = z.object({
  id: idSchema,
  provider: oidcProviderSchema,
  email: z.string(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
});
export type UserIdentity = z.infer<typeof userIdentitySchema>;

/** Starting a link and unlinking name the provider in the path and take no fields. */
export const oidcEmptyBodySchema = z.strictObject({});
