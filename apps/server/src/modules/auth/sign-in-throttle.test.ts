import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({
    config: {
      TRUST_PROXY: 'true',
      LOGIN_ATTEMPTS_PER_IP_PER_MINUTE: '12',
      LOGIN_FAILURES_PER_EMAIL_PER_15_MINUTES: '8',
    },
  });
});
afterAll(() => context.close());

const second = 1000;
let network = 0;
/** A fresh client address per use, so tests do not share an address's counts. */
const newAddress = () => {
  network += 1;
  return `198.51.${Math.floor(network / 250)}.${network % 250}`;
};

const signIn = (email: string, password: string, address: string) =>
  context.call('POST', '/api/v1/login', { body: { email, password }, headers: { 'x-forwarded-for': address } });

async function alertsFor(email: string) {
  await context.inline.drain();
  return context.database.query<{ subject: string; text_body: string }>(
    `select subject, text_body from sandbox_messages where to_address = $1 and kind = 'sign-in-alert'`,
    [email],
  );
}

describe('sign-in throttling by account and address', () => {
  it("an attacker's failures from one address never stop the owner signing in from another", async () => {
    const owner = await context.signup();
    const attacker = newAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push((await signIn(owner.email, `guess number ${attempt}`, attacker)).status);
      context.clock.advance(7 * second);
    }
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(answers).toContain(429);
    const fromAttacker = await signIn(owner.email, owner.password, attacker);
    expect(fromAttacker.status).toBe(429);
    const fromOwner = await signIn(owner.email, owner.password, newAddress());
    expect(fromOwner.status).toBe(200);
  });

  it('slows one address on one account down with growing waits, and forgets them after a success', async () => {
    const owner = await context.signup();
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(owner.email, `wrong ${attempt}`, address)).status).toBe(400);
    }
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const blocked = await signIn(owner.email, owner.password, address);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({
        message: expect.stringMatching(/^Too many failed sign-in attempts .* Try again in/),
      });
      const wait = Number(blocked.headers['retry-after']);
      waits.push(wait);
      context.clock.advance(wait * second);
      expect((await signIn(owner.email, `still wrong ${round}`, address)).status).toBe(400);
    }
    expect(waits).toEqual([30, 60, 120]);
    const tooSoon = await signIn(owner.email, owner.password, address);
    expect(Number(tooSoon.headers['retry-after'])).toBe(240);
    context.clock.advance(240 * second);
    expect((await signIn(owner.email, owner.password, address)).status).toBe(200);
    expect((await signIn(owner.email, 'a slip of the finger', address)).status).toBe(400);
    expect((await signIn(owner.email, owner.password, address)).status).toBe(200);
  });

  it('keeps the per-address limit over all accounts', async () => {
    context.clock.advance(61 * second);
    const address = newAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 13; attempt += 1) {
      answers.push(
        (await signIn(`nobody-${attempt}-${context.unique()}@example.test`, 'not a password', address)).status,
      );
    }
    expect(answers.slice(0, 12).every((status) => status === 400)).toBe(true);
    expect(answers[12]).toBe(429);
    expect((await signIn(`someone-${context.unique()}@example.test`, 'x', newAddress())).status).toBe(400);
  });

  it('emails the owner once when failures pile up from several addresses, and again after an hour', async () => {
    const owner = await context.signup();
    const addresses = [newAddress(), newAddress(), newAddress()];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await signIn(owner.email, `spray ${attempt}`, addresses[attempt % 3] as string);
    }
    const alerts = await alertsFor(owner.email);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text_body).toMatch(/8 failed sign-in attempts .* from 3 different addresses/);
    expect(alerts[0]?.text_body).toContain('http://leadpilot.test/forgot-password');
    context.clock.advance(61 * 60 * second);
    const others = [newAddress(), newAddress()];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await signIn(owner.email, `later ${attempt}`, others[attempt % 2] as string);
    }
    expect(await alertsFor(owner.email)).toHaveLength(2);
  });

  it('sends no email for failures from a single address', async () => {
    const owner = await context.signup();
    const address = newAddress();
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await signIn(owner.email, `alone ${attempt}`, address);
      context.clock.advance(30 * second * 2 ** Math.max(0, attempt - 4));
    }
    expect(await alertsFor(owner.email)).toHaveLength(0);
  });
});
