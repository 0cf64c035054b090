import { z } from 'zod';
import { abilityActions, abilitySubjects } from './abilities.ts';
import { emailField, idSchema, textField } from './common.ts';
import { organisationRoles } from './roles.ts';

export const passwordMinLength = 8;
export const passwordMaxLength = 256;

/** Any characters, Unicode included, kept verbatim (never trimmed). */
export const passwordField = z
  .string()
  .min(passwordMinLength, { message: `Use at least ${passwordMinLength} characters` })
  .max(passwordMaxLength, { message: `Use at most ${passwordMaxLength} characters` });

export const personNameField = textField(120).min(1, { message: 'Enter a name' });

export const signupBodySchema = z.strictObject({
  name: personNameField,
  email: emailField,
  password: passwordField,
  organisationName: textField(160).min(1, { message: 'Enter your organisation name' }),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const loginBodySchema = z.strictObject({
  email: emailField,
  password: z.string().min(1, { message: 'Enter your password' }).max(passwordMaxLength),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const userDataSchema = z.object({
  id: idSchema,
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(organisationRoles),
  isSuperAdmin: z.boolean(),
  avatar: z.string().nullable(),
  organisation: z.object({ id: idSchema, name: z.string() }),
  ability: z.array(z.object({ action: z.enum(abilityActions), subject: z.enum(abilitySubjects) })),
});
export type UserData = z.infer<typeof userDataSchema>;

/** Sign-in and sign-up reply, fixed by the spec: tokens and user data at the top level. */
export const loginReplySchema = z.object({
  userData: userDataSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
  message: z.string(),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

export const refreshBodySchema = z.strictObject({ refreshToken: z.string().min(1).max(512) });
export const refreshReplySchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userData: userDataSchema,
});
export type RefreshReply = z.infer<typeof refreshReplySchema>;

export const logoutBodySchema = z.strictObject({ everywhere: z.boolean().default(false) });

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, { message: 'Enter your current password' }).max(passwordMaxLength),
  newPassword: passwordField,
});

/** Accept an invitation: the token from the email and the password the member chooses. */
export const userValidateBodySchema = z.strictObject({
  token: z.string().min(16).max(256),
  password: passwordField,
  name: personNameField.optional(),
});

export const invitationQuerySchema = z.object({ token: z.string().min(16).max(256) });
export const invitationInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  organisationName: z.string(),
  invitedBy: z.string().nullable(),
});

/** Ask for a password reset link; the answer is the same whether or not the email has an account. */
export const forgotPasswordBodySchema = z.strictObject({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** Choose a new password with the token from the reset email. */
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(16, { message: 'This reset link is incomplete' }).max(256),
  password: passwordField,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
