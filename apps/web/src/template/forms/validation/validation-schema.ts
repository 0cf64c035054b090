import dayjs from 'dayjs';
import { z } from 'zod';

function bothPasswordsTyped(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { password, confirmPassword } = value as Record<string, unknown>;
  return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
}

/** Every kind of rule the validation page shows, one field each. */
export const validationSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .min(2, 'Name must be at least 2 characters')
      .max(40, 'Name must be at most 40 characters'),
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
    password: z.string().min(8, 'Password must be at least 8 characters').regex(/\d/, 'Password must contain a number'),
    confirmPassword: z.string().min(1, 'Confirm your password'),
    age: z
      .number({ error: 'Age is required' })
      .int('Age must be a whole number')
      .min(18, 'You must be at least 18')
      .max(99, 'Age must be 99 or less'),
    website: z
      .string()
      .trim()
      .min(1, 'Website is required')
      .pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid URL, such as https://example.com' })),
    birthDate: z
      .string({ error: 'Date of birth is required' })
      .min(1, 'Date of birth is required')
      .refine((value) => dayjs(value).isValid(), 'Enter a valid date')
      .refine((value) => dayjs(value).isBefore(dayjs(), 'day'), 'Date of birth must be in the past'),
    bio: z.string().max(160, 'Bio must be at most 160 characters'),
    terms: z.literal(true, { error: 'You must accept the terms' }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
    // Check the match even while other fields fail, so every error shows on the first submit.
    when: ({ value }) => bothPasswordsTyped(value),
  });

export interface ValidationValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  age: number | string;
  website: string;
  birthDate: string | null;
  bio: string;
  terms: boolean;
}

export const emptyValidationValues: ValidationValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  age: '',
  website: '',
  birthDate: null,
  bio: '',
  terms: false,
};
