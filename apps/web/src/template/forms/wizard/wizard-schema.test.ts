import { describe, expect, it } from 'vitest';
import { zodErrors } from '../shared/zod-errors.ts';
import { accountSchema, addressSchema, emptyWizardValues, personalSchema, socialSchema } from './wizard-schema.ts';

const filled = {
  ...emptyWizardValues,
  username: 'zoe-harper',
  email: 'zoe@example.com',
  password: 'longenough1',
  confirmPassword: 'longenough1',
  firstName: 'Zoe',
  lastName: 'Harper',
  country: 'France',
  language: ['French'],
  address: '12 Rue de Rivoli',
  postcode: '75001',
  city: 'Paris',
  linkedin: 'https://linkedin.com/in/zoe',
};

describe('the wizard steps', () => {
  it('flag every required field of an empty account step', () => {
    expect(Object.keys(zodErrors(accountSchema, emptyWizardValues)).sort()).toEqual([
      'confirmPassword',
      'email',
      'password',
      'username',
    ]);
  });

  it('reject passwords that do not match', () => {
    const errors = zodErrors(accountSchema, { ...filled, confirmPassword: 'different1' });
    expect(errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('reject an address step without postcode or city, and accept it filled', () => {
    expect(zodErrors(addressSchema, { ...filled, postcode: '!', city: '' })).toEqual({
      postcode: 'Enter a postcode of 3 to 10 letters or digits',
      city: 'City is required',
    });
    expect(zodErrors(addressSchema, filled)).toEqual({});
  });

  it('need a country and a language on the personal step', () => {
    expect(zodErrors(personalSchema, { ...filled, country: '', language: [] })).toEqual({
      country: 'Choose a country',
      language: 'Choose at least one language',
    });
  });

  it('need one valid profile link on the social step', () => {
    expect(zodErrors(socialSchema, { ...filled, linkedin: '' })).toEqual({ twitter: 'Add at least one profile link' });
    expect(zodErrors(socialSchema, { ...filled, facebook: 'not a link' })).toEqual({
      facebook: 'Enter a full link starting with https://',
    });
    expect(zodErrors(socialSchema, filled)).toEqual({});
  });
});
