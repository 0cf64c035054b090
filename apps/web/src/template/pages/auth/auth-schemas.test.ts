import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, resetPasswordSchema, twoStepsSchema } from './auth-schemas.ts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('demo sign-in forms', () => {
  it('refuses a malformed email and an empty password', () => {
    const result = loginSchema.safeParse({ email: 'admin@', password: '', remember: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Enter a valid email', 'Enter your password']);
  });

  it('accepts the demo admin', () => {
    expect(loginSchema.safeParse({ email: 'admin@demo.com', password: 'admin', remember: true }).success).toBe(true);
  });

  it('needs the terms accepted and a 6-character password to register', () => {
    const base = { username: 'pilot', email: 'pilot@demo.com', password: 'secret' };
    expect(registerSchema.safeParse({ ...base, terms: true }).success).toBe(true);
    expect(firstMessage(registerSchema.safeParse({ ...base, terms: false }))).toBe(
      'Accept the privacy policy and terms to continue',
    );
    expect(firstMessage(registerSchema.safeParse({ ...base, password: 'short', terms: true }))).toBe(
      'The password needs at least 6 characters',
    );
  });

  it('asks for matching passwords of 8 characters to reset', () => {
    expect(
      firstMessage(resetPasswordSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enougH' })),
    ).toBe('The passwords do not match');
    expect(resetPasswordSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enough' }).success).toBe(
      true,
    );
  });

  it('takes exactly six digits as a two-step code', () => {
    expect(twoStepsSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(twoStepsSchema.safeParse({ code: '12345a' }).success).toBe(false);
    expect(twoStepsSchema.safeParse({ code: '123456' }).success).toBe(true);
  });
});
