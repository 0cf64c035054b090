import { z } from 'zod';

const optionalUrl = z.union([z.literal(''), z.url('Enter a full address, such as https://example.com')]);

export const generalSchema = z.object({
  avatar: z.string(),
  username: z
    .string()
    .trim()
    .min(3, 'A username has at least 3 characters')
    .regex(/^[\w.-]+$/, 'Use letters, digits, dots, dashes or underscores'),
  fullName: z.string().trim().min(2, 'Enter your name'),
  email: z.string().trim().email('Enter a valid email'),
  company: z.string().trim().max(80, 'Keep it under 80 characters'),
});
export type GeneralValues = z.infer<typeof generalSchema>;

export const infoSchema = z.object({
  bio: z.string().max(300, 'Keep the bio under 300 characters'),
  dob: z.union([z.literal(''), z.iso.date('Enter a date')]),
  country: z.string(),
  website: optionalUrl,
  phone: z.union([z.literal(''), z.string().regex(/^\+?[\d\s()-]{7,20}$/, 'Enter a phone number')]),
});
export type InfoValues = z.infer<typeof infoSchema>;

export const socialLinksSchema = z.object({
  twitter: optionalUrl,
  facebook: optionalUrl,
  google: optionalUrl,
  linkedIn: optionalUrl,
  instagram: optionalUrl,
  quora: optionalUrl,
});
export type SocialLinksValues = z.infer<typeof socialLinksSchema>;

export const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z.string().min(8, 'The new password needs at least 8 characters'),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password you have not used here',
  });
export type PasswordValues = z.infer<typeof passwordSchema>;
