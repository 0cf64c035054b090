import { z } from 'zod';

const email = z.string().trim().min(1, 'Enter your email').email('Enter a valid email');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'Enter your password'),
  remember: z.boolean(),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'A username has at least 3 characters')
    .regex(/^[\w.-]+$/, 'Use letters, digits, dots, dashes or underscores'),
  email,
  password: z.string().min(6, 'The password needs at least 6 characters'),
  terms: z.literal(true, { error: 'Accept the privacy policy and terms to continue' }),
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

export const resetPasswordSchema = z
  .object({
    password: z.string().min(8, 'The password needs at least 8 characters'),
    confirmPassword: z.string().min(1, 'Repeat the new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const twoStepsSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code') });
export type TwoStepsValues = z.infer<typeof twoStepsSchema>;
