import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.ts';
import { type EmailVerificationWorld, startEmailVerificationWorld } from './email-verification-test-support.ts';

let world: EmailVerificationWorld;
let context: TestContext;

beforeAll(async () => {
  world = await startEmailVerificationWorld();
  context = await createTestContext({ config: world.environment() });
});
afterAll(async () => {
  await context?.close();
  await world?.close();
});

describe('the emailVerifier service', () => {
  it('is wired from the configuration and keeps its verdicts in email_verifications', async () => {
    const result = await context.app.services.emailVerifier.verifyEmail('ada@example.test');
    expect(result).toMatchObject({ status: 'verified', mxHost: 'mx.example.test' });
    const rows = await context.database.query<{ address: string; status: string; checks: unknown }>(
      'select address, status, checks from email_verifications',
    );
    expect(rows).toEqual([
      {
        address: 'ada@example.test',
        status: 'verified',
        checks: { syntax: 'valid', disposable: false, role: false, mx: 'found', smtp: 'accepted', catchAll: false },
      },
    ]);
  });
});
