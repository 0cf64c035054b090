import { describe, expect, it } from 'vitest';
import { passwordWeakness, personalWords } from './password-strength.ts';

const ada = { name: 'Ada Lovelace', email: 'ada.lovelace@example.test', organisationName: 'Analytical Engines' };

describe('password strength', () => {
  it.each([
    ['aaaaaaaa', /too easy to guess\. Repeated characters/],
    ['        ', /cannot be only spaces/],
    ['password123', /too easy to guess/],
    ['ada.lovelace@example.test', /built from your name, email/],
    ['leadpilot2026', /built from your name, email, organisation or the product name/],
    ['Leadpilot2026!', /built from your name/],
    ['AdaLovelace1815', /built from your name/],
    ['Analytical Engines 1', /built from your name/],
  ])('refuses %j and says why', async (password, why) => {
    const weakness = await passwordWeakness(password, ada);
    expect(weakness).toMatch(why);
  });

  it('accepts a passphrase of uncommon words', async () => {
    expect(await passwordWeakness('violet canyon harbour 71', ada)).toBeNull();
    expect(await passwordWeakness(`  ${'Ünïcødé-пароль-密码-🔐'.repeat(3)}  `, ada)).toBeNull();
  });

  it('judges a name-based password only against that person', async () => {
    expect(await passwordWeakness('AdaLovelace1815')).toBeNull();
  });

  it('takes the name, the email, its local part, the organisation and the product as words', () => {
    expect(personalWords(ada)).toEqual(
      expect.arrayContaining(['ada', 'lovelace', 'adalovelace', 'ada.lovelace', 'analytical', 'engines', 'leadpilot']),
    );
  });
});
