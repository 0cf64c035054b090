import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from './common.ts';

export const adminOrganisationSchema = z.object({
  id: idSchema,
  name: z.string(),
  domain: z.string(),
  country: z.string(),
  memberCount: z.number().int(),
  /** How many messages the sandbox mailbox holds for the organisation: a count only, never their content. */
  sandboxMessageCount: z.number().int(),
  ownerEmail: z.string().nullable(),
  createdAt: timestampSchema,
});
export type AdminOrganisation = z.infer<typeof adminOrganisationSchema>;

export const adminOrganisationsQuerySchema = pageQuerySchema;
