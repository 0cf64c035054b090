import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { zodErrors } from '../shared/zod-errors.ts';
import { emptyValidationValues, validationSchema } from './validation-schema.ts';

const valid = {
  fullName: 'Zoe Harper',
  email: 'zoe@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  age: 34,
  website: 'https://example.com',
  birthDate: '1990-04-12',
  bio: '',
  terms: true,
};

describe('the validation form rules', () => {
  it('report every required field of an empty form', () => {
    expect(zodErrors(validationSchema, emptyValidationValues)).toEqual({
      fullName: 'Name is required',
      email: 'Email is required',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Confirm your password',
      age: 'Age is required',
      website: 'Website is required',
      birthDate: 'Date of birth is required',
      terms: 'You must accept the terms',
    });
  });

  it('report a password mismatch alongside other errors', () => {
    const errors = zodErrors(validationSchema, { ...valid, age: 17, confirmPassword: 'secret124' });
    expect(errors).toEqual({ age: 'You must be at least 18', confirmPassword: 'Passwords do not match' });
  });

  it('accept a valid form', () => {
    expect(zodErrors(validationSchema, valid)).toEqual({});
  });

  it.each([
    [{ fullName: 'Z' }, 'fullName', 'Name must be at least 2 characters'],
    [{ fullName: 'Z'.repeat(41) }, 'fullName', 'Name must be at most 40 characters'],
    [{ email: 'zoe@' }, 'email', 'Enter a valid email address'],
    [{ password: 'lettersonly', confirmPassword: 'lettersonly' }, 'password', 'Password must contain a number'],
    [{ confirmPassword: 'secret124' }, 'confirmPassword', 'Passwords do not match'],
    [{ age: 17 }, 'age', 'You must be at least 18'],
    [{ age: 120 }, 'age', 'Age must be 99 or less'],
    [{ website: 'example' }, 'website', 'Enter a valid URL, such as https://example.com'],
    [{ birthDate: dayjs().add(1, 'day').format('YYYY-MM-DD') }, 'birthDate', 'Date of birth must be in the past'],
    [{ bio: 'x'.repeat(161) }, 'bio', 'Bio must be at most 160 characters'],
    [{ terms: false }, 'terms', 'You must accept the terms'],
  ])('reject %o with a message on %s', (change, field, message) => {
    expect(zodErrors(validationSchema, { ...valid, ...change })).toEqual({ [field]: message });
  });
});
