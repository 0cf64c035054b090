import {
  dataReplySchema,
  messageReplySchema,
  oidcIntents,
  oidcProviderSchema,
  oidcProvidersSchema,
  oidcStartSchema,
  paymentsConfigSchema,
} from '@leadpilot/contracts';
import { z } from 'zod';

// The schemas the first page checks only after it shows: the stored session, the sign-in form and
// its replies, the sign-in providers and the app config. They (and zod with them) load through
// `loadDeferredSchemas()` in schema-loader.ts, so the sign-in page's first bundle carries no zod.
export { loginBodySchema, loginReplySchema, refreshReplySchema, userDataSchema } from '@leadpilot/contracts';

/** `GET /api/v1/app-config`: the server's public settings. */
export const appConfigReplySchema = z.object({
  data: z.object({
    appName: z.string(),
    posthogKey: z.string().nullable(),
    posthogHost: z.string().nullable(),
    /** Absent on a server that does not offer payments yet: treated as not configured. */
    payments: paymentsConfigSchema.optional(),
  }),
});

/** `GET /api/v1/auth/providers`: the providers this server offers sign-in with. */
export const signInProvidersReplySchema = dataReplySchema(oidcProvidersSchema);

/** The start of a provider sign-in or link: the provider's authorization address. */
export const oidcStartReplySchema = messageReplySchema(oidcStartSchema);

/** Sign-ins this tab started (sessionStorage), by state. */
export const pendingProviderSignInsSchema = z.record(
  z.string(),
  z.object({
    provider: oidcProviderSchema,
    intent: z.enum(oidcIntents),
    startedAt: z.number(),
  }),
);
