import type { LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const strong = 'violet canyon harbour 71';
const newAda = () => ({ name: 'Ada Lovelace', email: `ada.lovelace.${context.unique()}@example.test` });

/** Every weak password with the reason the answer must give; the email is the person's own. */
const weakPasswords = (email: string): [string, RegExp][] => [
  ['aaaaaaaa', /too easy to guess\. Repeated characters/],
  ['        ', /cannot be only spaces/],
  [email, /built from your name, email/],
  ['leadpilot2026', /built from your name, email, organisation or the product name/],
  ['AdaLovelace1815', /built from your name/],
];

async function expectPolicy(email: string, attempt: (password: string) => Promise<{ status: number; body: unknown }>) {
  for (const [password, why] of weakPasswords(email)) {
    const response = await attempt(password);
    expect(response.status, password).toBe(422);
    expect(response.body, password).toMatchObject({ code: 'RULE_REFUSED', message: expect.stringMatching(why) });
  }
  expect((await attempt(strong)).status).toBe(200);
}

describe('password policy on every path that sets a password', () => {
  it('sign-up', async () => {
    const ada = newAda();
    await expectPolicy(ada.email, (password) =>
      context.call('POST', '/api/v1/signup', { body: { ...ada, password, organisationName: 'Analytical Engines' } }),
    );
  });

  it('password change', async () => {
    const ada = newAda();
    const owner = await context.signup(ada);
    await expectPolicy(ada.email, (newPassword) =>
      context.call('POST', '/api/v1/users/password', {
        token: owner.accessToken,
        body: { currentPassword: owner.password, newPassword },
      }),
    );
  });

  it('invitation acceptance', async () => {
    const owner = await context.signup();
    const ada = newAda();
    await context.call('POST', '/api/v1/users', { token: owner.accessToken, body: { ...ada, role: 'member' } });
    await context.inline.drain();
    const token = await context.invitationTokenFor(ada.email);
    await expectPolicy(ada.email, (password) =>
      context.call<LoginReply>('POST', '/api/v1/callback/user-validate', { body: { token, password } }),
    );
  });

  it('password reset', async () => {
    const ada = newAda();
    await context.signup(ada);
    expect((await context.call('POST', '/api/v1/auth/password/forgot', { body: { email: ada.email } })).status).toBe(
      202,
    );
    await context.inline.drain();
    const [mail] = await context.database.query<{ text_body: string }>(
      `select text_body from sandbox_messages where to_address = $1 and kind = 'password-reset'`,
      [ada.email],
    );
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '');
    await expectPolicy(ada.email, (password) =>
      context.call('POST', '/api/v1/auth/password/reset', { body: { token, password } }),
    );
  });
});
