import { describe, expect, it } from 'vitest';
import { createAccountSettings } from '../../mocks/fixtures/account-data.ts';
import { generalSchema, infoSchema, passwordSchema, socialLinksSchema } from './account-schemas.ts';

describe('account settings forms', () => {
  const settings = createAccountSettings();

  it('accept the demo account as it is', () => {
    expect(generalSchema.safeParse(settings.general).success).toBe(true);
    expect(infoSchema.safeParse(settings.info).success).toBe(true);
    expect(socialLinksSchema.safeParse(settings.social.socialLinks).success).toBe(true);
  });

  it('refuse a malformed email, website and phone', () => {
    expect(generalSchema.safeParse({ ...settings.general, email: 'john@' }).error?.issues[0]?.message).toBe(
      'Enter a valid email',
    );
    const info = infoSchema.safeParse({ ...settings.info, website: 'example', phone: 'call me' });
    expect(info.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a full address, such as https://example.com',
      'Enter a phone number',
    ]);
  });

  it('need a new password that differs and is typed twice', () => {
    const values = { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };
    expect(passwordSchema.safeParse(values).success).toBe(true);
    expect(passwordSchema.safeParse({ ...values, confirmPassword: 'other' }).error?.issues[0]?.message).toBe(
      'The passwords do not match',
    );
    expect(
      passwordSchema.safeParse({ ...values, newPassword: 'old-password', confirmPassword: 'old-password' }).error
        ?.issues[0]?.message,
    ).toBe('Choose a password you have not used here');
  });
});
