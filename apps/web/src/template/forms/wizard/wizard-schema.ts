import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
    message: 'Enter a full link starting with https://',
  });

/** Step 1: the account's sign-in details. */
export const accountSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .regex(/^[a-z0-9-]*$/i, 'Use letters, numbers and dashes only'),
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
    password: z.string().min(8, 'Password must be at least 8 characters'),
    confirmPassword: z.string().min(1, 'Confirm your password'),
  })
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** Step 2: who the person is. */
export const personalSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  country: z.string({ error: 'Choose a country' }).min(1, 'Choose a country'),
  language: z.array(z.string()).min(1, 'Choose at least one language'),
});

/** Step 3: where they live. */
export const addressSchema = z.object({
  address: z.string().trim().min(5, 'Address must be at least 5 characters'),
  landmark: z.string().trim(),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Z0-9 -]{3,10}$/i, 'Enter a postcode of 3 to 10 letters or digits'),
  city: z.string().trim().min(2, 'City is required'),
});

/** Step 4: public profiles; all optional, but each must be a link when filled, and one is needed. */
export const socialSchema = z
  .object({ twitter: optionalUrl, facebook: optionalUrl, linkedin: optionalUrl })
  .refine((values) => values.twitter !== '' || values.facebook !== '' || values.linkedin !== '', {
    message: 'Add at least one profile link',
    path: ['twitter'],
  });

/** The wizard's steps in order, each with the schema that must pass before the next. */
export const wizardSteps = [
  { id: 'account', label: 'Account details', description: 'Set up your sign-in', schema: accountSchema },
  { id: 'personal', label: 'Personal info', description: 'Tell us about you', schema: personalSchema },
  { id: 'address', label: 'Address', description: 'Where you live', schema: addressSchema },
  { id: 'social', label: 'Social links', description: 'Your public profiles', schema: socialSchema },
] as const;

export type WizardValues = z.input<typeof accountSchema> &
  z.input<typeof personalSchema> &
  z.input<typeof addressSchema> &
  z.input<typeof socialSchema>;

export const emptyWizardValues: WizardValues = {
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  country: '',
  language: [],
  address: '',
  landmark: '',
  postcode: '',
  city: '',
  twitter: '',
  facebook: '',
  linkedin: '',
};
