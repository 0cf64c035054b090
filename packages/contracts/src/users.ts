import { z } from 'zod';
import { personNameField } from './auth.ts';
import { emailField, idSchema, pageQuerySchema, textField, timestampSchema } from './common.ts';
import { timeZoneField } from './organisation.ts';
import { organisationRoles, userStatuses } from './roles.ts';

export const memberSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(organisationRoles),
  status: z.enum(userStatuses),
  jobTitle: z.string(),
  phone: z.string(),
  timeZone: z.string(),
  avatar: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  lastLoginAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type Member = z.infer<typeof memberSchema>;

export const profileSchema = memberSchema.extend({
  organisation: z.object({ id: idSchema, name: z.string() }),
});
export type Profile = z.infer<typeof profileSchema>;

const avatarField = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^https:\/\//i.test(value), {
    message: 'Use an https:// address for the picture',
  });

/** Update one's own profile, or (owners and admins) a member given by `id`. */
export const updateUserBodySchema = z.strictObject({
  id: idSchema.optional(),
  name: personNameField.optional(),
  jobTitle: textField(120).optional(),
  phone: textField(40).optional(),
  timeZone: timeZoneField.optional(),
  avatar: avatarField.optional(),
  role: z.enum(organisationRoles).optional(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

export const createMemberBodySchema = z.strictObject({
  name: personNameField,
  email: emailField,
  role: z.enum(organisationRoles).default('member'),
});
export type CreateMemberBody = z.input<typeof createMemberBodySchema>;

export const teamListQuerySchema = pageQuerySchema.extend({
  status: z.enum(userStatuses).optional(),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

export const memberIdBodySchema = z.strictObject({ userId: idSchema });
