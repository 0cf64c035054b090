import type { CreditSummary, Invoice, LoginReply } from '@leadpilot/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { demoOwner, seedDemoOrganisation } from './seed.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('the first-run demo organisation', () => {
  it('is seeded once, and its owner signs in to a Growth plan with 5,000 credits and an invoice', async () => {
    expect(await seedDemoOrganisation(context.db, { NODE_ENV: 'development' })).toEqual(demoOwner);
    expect(await seedDemoOrganisation(context.db, { NODE_ENV: 'development' })).toBeNull();

    const login = await context.call<LoginReply>('POST', '/api/v1/login', {
      body: { email: demoOwner.email, password: demoOwner.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.accessToken;
    const credit = await context.call<{ data: CreditSummary }>('GET', '/api/v1/payment/credit', { token });
    expect(credit.body.data).toMatchObject({ balance: 5000, plan: 'growth', hasPurchase: true });
    const invoices = await context.call<{ data: Invoice[] }>('GET', '/api/v1/payment/invoices', { token });
    expect(invoices.body.data).toHaveLength(1);
    expect(invoices.body.data[0]).toMatchObject({ planId: 'growth', currency: 'USD', totalMinor: 11_900 });
  });

  it('is never seeded in production', async () => {
    expect(await seedDemoOrganisation(context.db, { NODE_ENV: 'production' })).toBeNull();
  });
});
