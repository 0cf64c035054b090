import { z } from 'zod';
import { idSchema, timestampSchema } from './common.ts';

/**
 * What an API key may do. Each /api/v1 route that keys may call declares one scope; a route that
 * declares none refuses keys (docs/api-keys.md).
 */
export const apiKeyScopes = [
  'people:search',
  'people:reveal',
  'lists',
  'campaigns:prospects',
  'campaigns:results',
  'enrichment',
  'webhooks',
  'scheduler',
] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];
export const apiKeyScopeSchema = z.enum(apiKeyScopes);

/** The label and explanation of each scope, shown where a key is created and in the API description. */
export const apiKeyScopeDetails: Record<ApiKeyScope, { label: string; description: string }> = {
  'people:search': {
    label: 'People search',
    description: 'Search people and companies and read their profiles, masked until revealed. Free.',
  },
  'people:reveal': {
    label: 'Reveal contacts',
    description: "Reveal a person's email and phone, one at a time or in bulk. Spends the organisation's credits.",
  },
  lists: {
    label: 'Saved lists',
    description: 'Read, create and delete saved lists, add and remove people, export them as CSV.',
  },
  'campaigns:prospects': {
    label: 'Campaign prospects',
    description:
      'Create and save draft campaigns with their audience, preview who they would add, and add people to a running campaign.',
  },
  'campaigns:results': {
    label: 'Campaign results',
    description: "Read campaigns, their summaries, each prospect's results and the CSV download.",
  },
  enrichment: {
    label: 'Enrichment files',
    description: 'Upload files to enrich (spends credits), follow their progress and download the results.',
  },
  webhooks: {
    label: 'Webhooks',
    description: 'Read and change webhook endpoints, and send them test events.',
  },
  scheduler: {
    label: 'Scheduled jobs',
    description: 'Read, schedule, pause, resume and delete scheduled jobs, and read their run log.',
  },
};

/** Keys and access codes name their client: "Zapier", "Chrome extension on my laptop". */
const keyNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Name the key' })
  .max(80, { message: 'Use at most 80 characters' });

const scopesSchema = z
  .array(apiKeyScopeSchema)
  .min(1, { message: 'Choose at least one scope' })
  .max(apiKeyScopes.length)
  .refine((scopes) => new Set(scopes).size === scopes.length, { message: 'Choose each scope once' });

/** `GET key/generate`: a new secret, shown this once, and the signed reservation that makes it a key. */
export const apiKeyGeneratedSchema = z.object({
  /** `lp_<prefix>_<secret>`: keep it now, it is never shown again. */
  secret: z.string(),
  prefix: z.string(),
  /** Proof that this server generated the secret; `POST key/create` takes it, once, until `expiresAt`. */
  reservation: z.string(),
  expiresAt: timestampSchema,
});
export type ApiKeyGenerated = z.infer<typeof apiKeyGeneratedSchema>;

/** `POST key/create`: the secret itself is not sent; its reservation names it. */
export const createApiKeyBodySchema = z.strictObject({
  name: keyNameSchema,
  scopes: scopesSchema,
  /** When the key stops working; null or left out: never. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  reservation: z.string().min(1).max(1000),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const apiKeyStatuses = ['active', 'expired', 'deactivated'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** A key as the organisation sees it: never its secret. */
export const apiKeySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The start of the secret (`lp_<prefix>`), to recognise a key. */
  prefix: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  status: z.enum(apiKeyStatuses),
  createdBy: z.object({ id: idSchema, name: z.string() }),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
  expiresAt: timestampSchema.nullable(),
  deactivatedAt: timestampSchema.nullable(),
  /** Requests a minute the key may make. */
  requestsPerMinute: z.number().int(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyIdBodySchema = z.strictObject({ id: idSchema });
export type ApiKeyIdBody = z.infer<typeof apiKeyIdBodySchema>;

/** `POST key/accesscode/create`: the key the code will become when a client exchanges it. */
export const createAccessCodeBodySchema = z.strictObject({
  name: keyNameSchema,
  scopes: scopesSchema,
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateAccessCodeBody = z.input<typeof createAccessCodeBodySchema>;

export const accessCodeStatuses = ['pending', 'used', 'expired', 'revoked'] as const;
export type AccessCodeStatus = (typeof accessCodeStatuses)[number];

/** An access code as the organisation sees it: never the code. */
export const accessCodeSchema = z.object({
  id: idSchema,
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  status: z.enum(accessCodeStatuses),
  createdBy: z.object({ id: idSchema, name: z.string() }),
  createdAt: timestampSchema,
  /** Until when the code may be exchanged. */
  expiresAt: timestampSchema,
  usedAt: timestampSchema.nullable(),
  revokedAt: timestampSchema.nullable(),
  /** The key the exchange made, when it was used. */
  apiKeyId: idSchema.nullable(),
  /** When that key stops working; null: never. */
  keyExpiresAt: timestampSchema.nullable(),
});
export type AccessCode = z.infer<typeof accessCodeSchema>;

/** The reply of `POST key/accesscode/create`: the code, shown this once. */
export const createdAccessCodeSchema = z.object({ code: z.string(), accessCode: accessCodeSchema });
export type CreatedAccessCode = z.infer<typeof createdAccessCodeSchema>;

/** `POST key/accesscode/exchange` (public): a client trades the code, once, for its key. */
export const exchangeAccessCodeBodySchema = z.strictObject({
  code: z.string().trim().min(1, { message: 'Enter the access code' }).max(64),
});
export type ExchangeAccessCodeBody = z.infer<typeof exchangeAccessCodeBodySchema>;

export const exchangedAccessCodeSchema = z.object({
  /** The key's secret (`lp_…`): the client keeps it; it is never shown again. */
  secret: z.string(),
  key: z.object({
    id: idSchema,
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(apiKeyScopeSchema),
    expiresAt: timestampSchema.nullable(),
  }),
  organisation: z.object({ id: idSchema, name: z.string() }),
});
export type ExchangedAccessCode = z.infer<typeof exchangedAccessCodeSchema>;
